import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

import { apiRequest, apiUrl } from './api-client';

// Paged lists: the API answers a plain array (one page), the total in X-Total-Count and the next
// page in `Link: </api/...&cursor=...>; rel="next"`. The screens load pages as the user scrolls
// and, while the whole list is not loaded, search and filter on the server.

/** Query parameters of a paged list (filters, `q`, `sort`); blanks are left out. */
export type PagedListParams = Record<string, string | number | undefined>;

export type ListPage<T> = {
  items: T[];
  /** X-Total-Count; the page's own length when the server sends none (an unpaged list). */
  total: number;
  /** The next page's path and query from the Link header, or null on the last page. */
  next: string | null;
};

/** The `rel="next"` target of a Link header (RFC 8288), or null. */
export const nextLink = (header: string | null): string | null => {
  if (!header) return null;
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;(.*)$/.exec(part.trim());
    if (match && /\brel="?next"?/.test(match[2]!)) return match[1]!;
  }
  return null;
};

export const readListPage = async <T>(path: string, signal?: AbortSignal): Promise<ListPage<T>> => {
  const response = await apiRequest(path, { signal });
  const items = (await response.json()) as T[];
  const next = nextLink(response.headers.get('Link'));
  const header = response.headers.get('X-Total-Count');
  const total = header !== null && header !== '' ? Number(header) : items.length;
  return { items, total: Number.isFinite(total) ? total : items.length, next };
};

const cleanParams = (params: PagedListParams): Record<string, string> => {
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const text = value === undefined ? '' : String(value).trim();
    if (text) clean[key] = text;
  }
  return clean;
};

/** The first page's path: the list's query plus `limit`. */
export const firstPagePath = (path: string, params: PagedListParams, pageSize: number) => {
  const search = new URLSearchParams({ ...cleanParams(params), limit: String(pageSize) });
  return `${path}?${search.toString()}`;
};

/**
 * Key [path, params, 'pages']: the API path first, so a change notice for the path refetches every
 * loaded page; the 'pages' marker keeps it apart from plain list queries of the same path.
 */
export const pagedListQueryOptions = <T>(
  path: string,
  params: PagedListParams = {},
  { pageSize = 50 }: { pageSize?: number } = {},
) =>
  infiniteQueryOptions({
    queryKey: [path, { ...cleanParams(params), limit: pageSize }, 'pages'] as const,
    initialPageParam: firstPagePath(path, params, pageSize),
    queryFn: ({ pageParam, signal }) => readListPage<T>(pageParam, signal),
    getNextPageParam: (last: ListPage<T>) => last.next ?? undefined,
  });

export type PagedList<T> = {
  /** Every loaded row, page after page. */
  items: T[];
  /** All rows the server has for this query (X-Total-Count of the newest page read). */
  total: number;
  /** True once every page is loaded (or nothing is left to load). */
  complete: boolean;
  isLoading: boolean;
  /** The first page has been answered (rows or an error). */
  settled: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  error: Error | null;
  hasNextPage: boolean;
  fetchNextPage: () => void;
  /** Loads the list again (Retry after a failure). */
  refetch: () => void;
};

/**
 * One list of the API, a page at a time; `enabled: false` loads nothing. With `keepPrevious`, the
 * rows of the previous params stay on screen while the new ones load (a search as the user types).
 */
export const usePagedList = <T>(
  path: string,
  params: PagedListParams = {},
  {
    pageSize = 50,
    enabled = true,
    keepPrevious = false,
  }: { pageSize?: number; enabled?: boolean; keepPrevious?: boolean } = {},
): PagedList<T> => {
  const query = useInfiniteQuery({
    ...pagedListQueryOptions<T>(path, params, { pageSize }),
    enabled,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const last = pages.at(-1);
  const hasNextPage = Boolean(query.hasNextPage);
  return {
    items,
    total: last ? Math.max(last.total, items.length) : 0,
    complete: query.isSuccess && !hasNextPage,
    isLoading: query.isLoading,
    settled: query.isSuccess || query.isError,
    isFetching: query.isFetching,
    isFetchingNextPage: query.isFetchingNextPage,
    error: query.error,
    hasNextPage,
    fetchNextPage: () => {
      if (hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    refetch: () => void query.refetch(),
  };
};

/** Where the CSV of the whole filtered, sorted list downloads from (`<path>/export.csv`). */
export const listCsvUrl = (path: string, params: PagedListParams = {}) =>
  apiUrl(`${path}/export.csv`, cleanParams(params));
