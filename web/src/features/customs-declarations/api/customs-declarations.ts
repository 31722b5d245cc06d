import {
  API_PATHS,
  type CustomsDeclaration,
  type CustomsDeclarationCreate,
} from '@compliance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '../../../lib/api-client';
import { type SummaryState, useListSummary } from '../../../lib/list-summary';
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

/** The summary cards' figures: counted from the rows when all are loaded, else by the server. */
export const useDeclarationSummary = (
  all: PagedList<CustomsDeclaration>,
): SummaryState<DeclarationSummary> =>
  useListSummary(all, API_PATHS.customsDeclarationSummary, summarizeDeclarations);

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
