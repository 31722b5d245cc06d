import { useQuery } from '@tanstack/react-query';

import type { PagedList } from './paged-list';

/** A screen's summary figures, or the error that kept them away, and how to try again. */
export type SummaryState<T> = { data: T | undefined; error: Error | null; retry: () => void };

/**
 * Summary figures of a paged list. With every row loaded they are counted from the rows; otherwise
 * the server counts every row (`summaryPath`), so the cards never show the figures of only the
 * loaded pages. A failed list or summary load is an error, never figures of nothing.
 */
export const useListSummary = <Row, Summary>(
  all: PagedList<Row>,
  summaryPath: string,
  summarize: (rows: Row[]) => Summary,
): SummaryState<Summary> => {
  const partial = all.settled && !all.complete && !all.error;
  const server = useQuery<Summary>({ queryKey: [summaryPath], enabled: partial });
  if (all.error || !all.settled) return { data: undefined, error: all.error, retry: all.refetch };
  if (!partial) return { data: summarize(all.items), error: null, retry: all.refetch };
  return { data: server.data, error: server.error, retry: () => void server.refetch() };
};
