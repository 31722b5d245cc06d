import {
  API_PATHS,
  type CustomsDeclaration,
  type CustomsDeclarationCreate,
  type CustomsDeclarationSummary,
} from '@compliance/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/live-events';
import { type PagedList, usePagedList } from '../../../lib/paged-list';
import { type DeclarationSummary, summarizeDeclarations } from '../declaration-summary';

/** Declarations per page of the list. */
export const DECLARATIONS_PAGE_SIZE = 100;

/** The list, newest first, a page at a time. */
export const useDeclarations = () =>
  usePagedList<CustomsDeclaration>(
    API_PATHS.customsDeclarations,
    {},
    { pageSize: DECLARATIONS_PAGE_SIZE },
  );

/**
 * The summary cards. With every declaration loaded they count the rows; otherwise the server sums
 * every declaration, so the cards never show the figures of only the loaded page.
 */
export const useDeclarationSummary = (
  all: PagedList<CustomsDeclaration>,
): DeclarationSummary | undefined => {
  const partial = all.settled && !all.complete;
  const server = useQuery<CustomsDeclarationSummary>({
    queryKey: [API_PATHS.customsDeclarationSummary],
    enabled: partial,
  });
  if (!all.settled) return undefined;
  if (!partial) return summarizeDeclarations(all.items);
  return server.data;
};

type Options = { onSuccess?: (declaration: CustomsDeclaration) => void };

export const useCreateDeclaration = ({ onSuccess }: Options = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomsDeclarationCreate) =>
      apiPost<CustomsDeclaration>(API_PATHS.customsDeclarations, input),
    onSuccess: (declaration) => {
      void invalidateKeys(queryClient, [API_PATHS.customsDeclarations]);
      onSuccess?.(declaration);
    },
    // Failure text.
    meta: { errorToast: 'Failed to create customs declaration' },
  });
};
