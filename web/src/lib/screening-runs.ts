import { API_PATHS, itemPath, type ScreeningRun } from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

// A refresh is a background job: while it runs, its progress is read once a second. This is the
// one place the screens poll (says lists are not polled; job progress is not a list).
export const RUN_POLL_MS = 1_000;

export const isRunActive = (run: Pick<ScreeningRun, 'status'> | null | undefined): boolean =>
  run?.status === 'pending' || run?.status === 'running';

export const screeningRunQueryOptions = (id: number) =>
  queryOptions<ScreeningRun>({
    queryKey: [itemPath(API_PATHS.screeningRuns, id)],
    refetchInterval: (query) => (isRunActive(query.state.data) ? RUN_POLL_MS : false),
    // A finished run never changes; a running one must not be served from an old cache entry.
    staleTime: (query) => (isRunActive(query.state.data) ? 0 : Infinity),
  });

export const useScreeningRun = (id: number | null) =>
  useQuery({ ...screeningRunQueryOptions(id ?? 0), enabled: id !== null });
