import { API_PATHS, type ScreeningLogEntry } from '@compliance/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';

import { apiRequest, apiUrl } from '../../../lib/api-client';

export type LogFilters = {
  from?: string;
  to?: string;
  /** A user's id or name. */
  userId?: string;
  result?: ScreeningLogEntry['result'];
  list?: string;
};

type LogPage = { items: ScreeningLogEntry[]; total: number; next: string | null };

const PAGE_SIZE = 25;

const readPage = async (path: string, signal: AbortSignal): Promise<LogPage> => {
  const response = await apiRequest(path, { signal });
  const next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('Link') ?? '')?.[1] ?? null;
  return {
    items: (await response.json()) as ScreeningLogEntry[],
    total: Number(response.headers.get('X-Total-Count') ?? 0),
    next,
  };
};

const clean = (filters: LogFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));

/** The search log, newest first, a page at a time (keyset cursor from the Link header). */
export const useScreeningLog = (filters: LogFilters) =>
  useInfiniteQuery({
    queryKey: [API_PATHS.screeningLog, clean(filters)],
    initialPageParam: `${API_PATHS.screeningLog}?${new URLSearchParams({
      ...clean(filters),
      limit: String(PAGE_SIZE),
    } as Record<string, string>).toString()}`,
    queryFn: ({ pageParam, signal }) => readPage(pageParam, signal),
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** Where the CSV export of the same filters downloads from. */
export const screeningLogCsvUrl = (filters: LogFilters) =>
  apiUrl(API_PATHS.screeningLogCsv, clean(filters) as Record<string, string>);
