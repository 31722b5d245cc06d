import { API_PATHS, type ScreeningRun } from '@compliance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { watchlistsQueryOptions } from '../../../lib/watchlists';

import { screeningRunQueryOptions } from '../../../lib/screening-runs';

/** Starts a watchlist refresh job; the server answers with the run to follow. */
export const refreshWatchlists = (): Promise<ScreeningRun> =>
  apiPost<ScreeningRun>(API_PATHS.screeningListsRefresh, {});

export const useRefreshWatchlists = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshWatchlists,
    onSuccess: (run) => {
      queryClient.setQueryData(screeningRunQueryOptions(run.id).queryKey, run);
      void refreshQueries(queryClient, { queryKey: watchlistsQueryOptions().queryKey });
    },
    meta: { errorToast: true },
  });
};
