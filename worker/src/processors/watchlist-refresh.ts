// watchlist-refresh: fetches every configured list source and records new versions (per-source
// failures are recorded on the run, not retried). An unexpected crash on the last attempt marks
// the run failed so its progress never hangs at 'running'.
import type { Infra, JobProcessor } from '@compliance/api/infra';
import { runWatchlistRefresh } from '@compliance/api/services/screening/lists/refresh-watchlists';
import { markRunFailed } from '@compliance/api/services/screening/runs/runs';
import { WatchlistRefreshJobSchema, type QUEUES } from '@compliance/contracts/queues';

type Deps = Pick<Infra, 'prisma' | 'dispatcher' | 'notifier' | 'logger'>;

export const watchlistRefreshProcessor =
  (infra: Deps): JobProcessor<typeof QUEUES.watchlistRefresh> =>
  async (payload, context) => {
    const job = WatchlistRefreshJobSchema.parse(payload);
    try {
      await runWatchlistRefresh({ infra, payload: job, context });
    } catch (error) {
      if (context.isFinalAttempt && job.runId) await markRunFailed(infra.prisma, job.runId, error);
      throw error;
    }
  };
