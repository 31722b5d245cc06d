import {
  API_PATHS,
  itemPath,
  type InternalList,
  type InternalListEntry,
  type InternalListEntryCreate,
  type InternalListEntryUpdate,
} from '@compliance/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiFetch, apiPost } from '../../../lib/api-client';
import { watchlistsQueryOptions } from '../../../lib/watchlists';

export const internalListQueryOptions = (list: InternalList) =>
  queryOptions<InternalListEntry[]>({
    queryKey: [itemPath(API_PATHS.screeningInternalLists, list)],
  });

export const useInternalList = (list: InternalList) => useQuery(internalListQueryOptions(list));

export type SaveEntryInput =
  | { list: InternalList; id?: undefined; values: InternalListEntryCreate }
  | { list: InternalList; id: number; values: InternalListEntryUpdate };

export const saveInternalListEntry = ({ list, id, values }: SaveEntryInput) =>
  id === undefined
    ? apiPost<InternalListEntry>(itemPath(API_PATHS.screeningInternalLists, list), values)
    : apiFetch<InternalListEntry>(`${itemPath(API_PATHS.screeningInternalLists, list)}/${id}`, {
        method: 'PATCH',
        json: values,
      });

export const removeInternalListEntry = ({ list, id }: { list: InternalList; id: number }) =>
  apiFetch<void>(`${itemPath(API_PATHS.screeningInternalLists, list)}/${id}`, { method: 'DELETE' });

type Callbacks<T> = { onSuccess?: (value: T) => void };

// An edit changes what screening finds, so the list counts (API_PATHS.screeningLists) refresh too.
const useInvalidateList = () => {
  const queryClient = useQueryClient();
  return (list: InternalList) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: internalListQueryOptions(list).queryKey }),
      queryClient.invalidateQueries({ queryKey: watchlistsQueryOptions().queryKey }),
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
