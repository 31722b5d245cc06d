// Repeatable watchlist refresh from WATCHLIST_REFRESH_CRON through a BullMQ job scheduler
// (idempotent upsert: every worker process may call this at start). Unset removes the schedule.
import { QUEUES } from '@compliance/contracts/queues';
import { Queue } from 'bullmq';

import type { Infra } from '../../infra';
import { loadScreeningEnv } from '../env';

const SCHEDULER_ID = 'watchlist-refresh-schedule';

export const scheduleWatchlistRefresh = async (
  infra: Pick<Infra, 'redis' | 'logger'>,
): Promise<{ cron: string | null }> => {
  const cron = loadScreeningEnv().WATCHLIST_REFRESH_CRON ?? null;
  if (!infra.redis) {
    if (cron)
      infra.logger.warn({ cron }, 'WATCHLIST_REFRESH_CRON needs Redis: no schedule without it');
    return { cron: null };
  }
  const queue = new Queue(QUEUES.watchlistRefresh, { connection: infra.redis });
  try {
    if (!cron) {
      await queue.removeJobScheduler(SCHEDULER_ID);
      return { cron: null };
    }
    await queue.upsertJobScheduler(
      SCHEDULER_ID,
      { pattern: cron },
      { name: QUEUES.watchlistRefresh, data: {}, opts: { attempts: 1 } },
    );
    infra.logger.info({ cron }, 'watchlist refresh scheduled');
    return { cron };
  } finally {
    await queue.close();
  }
};
