// Re-enqueues screening runs whose job was lost (in-process jobs die with the process; a Redis
// flush loses queued ones). A run still pending or running with no live job is queued again; the
// handlers restart it from the beginning, which is safe (see each handler).
import { type QueueName, QUEUES } from '@compliance/contracts/queues';

import type { Infra } from '../../infra';
import { jobIdFor } from '../../infra/jobs/dispatcher';

const JOBS = {
  batch: { queue: QUEUES.screeningBatch, prefix: 'screening-batch' },
  rescreen: { queue: QUEUES.rescreening, prefix: 'rescreen' },
  watchlist_refresh: { queue: QUEUES.watchlistRefresh, prefix: 'watchlist-refresh' },
} as const satisfies Record<string, { queue: QueueName; prefix: string }>;

export const sweepScreeningRuns = async ({
  infra,
  olderThanMs = 60_000,
}: {
  infra: Pick<Infra, 'prisma' | 'dispatcher' | 'logger'>;
  olderThanMs?: number;
}): Promise<number[]> => {
  const stale = await infra.prisma.screeningRun.findMany({
    where: {
      status: { in: ['pending', 'running'] },
      updatedAt: { lt: new Date(Date.now() - olderThanMs) },
    },
    select: { id: true, kind: true, params: true },
    orderBy: { id: 'asc' },
    take: 100,
  });
  const requeued: number[] = [];
  for (const run of stale) {
    const { queue, prefix } = JOBS[run.kind];
    const jobId = jobIdFor(prefix, run.id);
    const state = await infra.dispatcher.state(queue, jobId);
    if (state !== 'missing' && state !== 'completed' && state !== 'failed') continue;
    const sources = (run.params as { sources?: string[] } | null)?.sources;
    const payload =
      run.kind === 'watchlist_refresh' && sources ? { runId: run.id, sources } : { runId: run.id };
    await infra.dispatcher.enqueue(queue, payload, { jobId, replaceFinished: true });
    requeued.push(run.id);
  }
  if (requeued.length) infra.logger.warn({ runIds: requeued }, 're-enqueued screening runs');
  return requeued;
};
