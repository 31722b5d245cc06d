import {
  API_PATHS,
  itemPath,
  type InternalList,
  type InternalListEntry,
  type InternalListEntryCreate,
  type InternalListEntryUpdate,
} from '@compliance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch, apiPost } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/paged-list';
import { refreshQueries } from '../../../lib/refresh-queries';
import { watchlistsQueryOptions } from '../../../lib/watchlists';

/** Entries a page holds; further pages load as the table scrolls. */
export const INTERNAL_LIST_PAGE_SIZE = 100;

const listPath = (list: InternalList) => itemPath(API_PATHS.screeningInternalLists, list);

/**
 * One internal list, alphabetical, a page at a time. With `q`, the server's matches on name, alias
 * or notes: the previous rows stay on screen while the next keystroke's matches load.
 */
export const useInternalList = (list: InternalList, q = '') =>
  usePagedList<InternalListEntry>(
    listPath(list),
    { q },
    { pageSize: INTERNAL_LIST_PAGE_SIZE, keepPrevious: true },
  );

export type SaveEntryInput =
  | { list: InternalList; id?: undefined; values: InternalListEntryCreate }
  | { list: InternalList; id: number; values: InternalListEntryUpdate };

export const saveInternalListEntry = ({ list, id, values }: SaveEntryInput) =>
  id === undefined
    ? apiPost<InternalListEntry>(listPath(list), values)
    : apiFetch<InternalListEntry>(`${listPath(list)}/${id}`, {
        method: 'PATCH',
        json: values,
      });

export const removeInternalListEntry = ({ list, id }: { list: InternalList; id: number }) =>
  apiFetch<void>(`${listPath(list)}/${id}`, { method: 'DELETE' });

type Callbacks<T> = { onSuccess?: (value: T) => void };

// An edit changes what screening finds, so the list counts (API_PATHS.screeningLists) refresh too.
const useInvalidateList = () => {
  const queryClient = useQueryClient();
  return (list: InternalList) =>
    Promise.all([
      refreshQueries(queryClient, { queryKey: [listPath(list)] }),
      refreshQueries(queryClient, { queryKey: watchlistsQueryOptions().queryKey }),
    ]);
};

export const useSaveInternalListEntry = ({ onSuccess }: Callbacks<InternalListEntry> = {}) => {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: saveInternalListEntry,
    onSuccess: (entry, { list }) => {
      void invalidate(list);
      onSuccess?.(entry);
    },
    meta: { errorToast: true },
  });
};

export const useRemoveInternalListEntry = ({ onSuccess }: Callbacks<void> = {}) => {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: removeInternalListEntry,
    onSuccess: (_, { list }) => {
      void invalidate(list);
      onSuccess?.();
    },
    meta: { errorToast: true },
  });
};
