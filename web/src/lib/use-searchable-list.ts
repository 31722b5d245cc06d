import { useMemo } from 'react';

import { type PagedList, type PagedListParams, usePagedList } from './paged-list';
import { useDebouncedValue } from './use-debounced-value';

const SERVER_SEARCH_DEBOUNCE_MS = 250;

export type SearchableList<T> = PagedList<T> & {
  /** True while a search text is typed (the screens' 'no match' empty states). */
  searching: boolean;
};

/**
 * A paged list with a search box. While every row is loaded the search filters on the client,
 * at once (the screens' original behaviour); once the list has more pages than are loaded, the
 * text goes to the server as `q` (debounced), so a search finds rows that are not loaded yet.
 */
export const useSearchableList = <T>({
  path,
  params = {},
  pageSize,
  search,
  filter,
}: {
  path: string;
  params?: PagedListParams;
  pageSize: number;
  search: string;
  filter: (rows: T[], search: string) => T[];
}): SearchableList<T> => {
  const all = usePagedList<T>(path, params, { pageSize });
  const needle = search.trim();
  const debounced = useDebouncedValue(needle, SERVER_SEARCH_DEBOUNCE_MS);
  const onServer = needle !== '' && !all.complete && !all.isLoading;
  const found = usePagedList<T>(
    path,
    { ...params, q: debounced },
    { pageSize, enabled: onServer && debounced !== '' },
  );
  const filtered = useMemo(
    () => (onServer ? [] : filter(all.items, needle)),
    [onServer, filter, all.items, needle],
  );

  if (onServer) {
    // Until the debounced text reaches the server the list shows the loading state.
    const waiting = debounced !== needle && found.items.length === 0;
    return { ...found, isLoading: found.isLoading || waiting, searching: true };
  }
  return {
    ...all,
    items: filtered,
    total: needle ? filtered.length : all.total,
    searching: needle !== '',
  };
};
