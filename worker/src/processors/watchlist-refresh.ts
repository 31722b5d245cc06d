// watchlist-refresh: fetches every configured list source and records new versions (per-source
// failures are recorded on the run, not retried). An unexpected crash on the last attempt marks
// the run failed so its progress never hangs at 'running'.
import { type QUEUES, WatchlistRefreshJobSchema } from '@compliance/contracts/queues';
import type { Infra, JobProcessor } from '@compliance/core/infra';
import { runWatchlistRefresh } from '@compliance/core/screening/lists/refresh-watchlists';
import { markRunFailed } from '@compliance/core/screening/runs/runs';

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
