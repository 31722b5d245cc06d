import {
  API_PATHS,
  type CustomsDeclaration,
  type CustomsDeclarationCreate,
} from '@compliance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

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

const useStatusCount = (status: CustomsDeclaration['status'], enabled: boolean) =>
  usePagedList<CustomsDeclaration>(
    API_PATHS.customsDeclarations,
    { status },
    { pageSize: 1, enabled },
  );

/**
 * The summary cards. With every declaration loaded they count the rows; otherwise the total,
 * cleared and pending counts are the server's totals, and the value sums the loaded rows.
 */
export const useDeclarationSummary = (
  all: PagedList<CustomsDeclaration>,
): DeclarationSummary | undefined => {
  const partial = all.settled && !all.complete;
  const cleared = useStatusCount('cleared', partial);
  const pending = useStatusCount('submitted', partial);
  if (!all.settled) return undefined;
  const loaded = summarizeDeclarations(all.items);
  if (!partial) return loaded;
  if (cleared.isLoading || pending.isLoading) return undefined;
  return { ...loaded, total: all.total, cleared: cleared.total, pending: pending.total };
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
