// Starts one BullMQ Worker per queue (or registers the processors with the in-process runner when
// there is no Redis), plus the sweepers that re-enqueue work a lost job would otherwise strand.
import { type QueueName, QUEUES } from '@compliance/contracts/queues';
import { expireAgreements } from '@compliance/core/agreements/expire-agreements';
import { scheduleAuditRetention } from '@compliance/core/audit/retention';
import { sweepPendingDocuments } from '@compliance/core/documents/sweep-pending-documents';
import {
  type Infra,
  interruptedByShutdown,
  type JobContext,
  type JobProcessor,
} from '@compliance/core/infra';
import { jobDuration, screeningLatency, watchQueueDepth } from '@compliance/core/infra/metrics';
import { scheduleWatchlistRefresh } from '@compliance/core/screening/lists/schedule-refresh';
import { sweepScreeningRuns } from '@compliance/core/screening/runs/sweep-runs';
import { enqueueTariffImport } from '@compliance/core/tariffs/enqueue-import';
import { type Job, WaitingError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';

import { auditRetentionProcessor } from './processors/audit-retention';
import { documentVerificationProcessor } from './processors/document-verification';
import { domainEventsProcessor } from './processors/domain-events';
import { rescreeningProcessor } from './processors/rescreening';
import { screeningBatchProcessor } from './processors/screening-batch';
import { tariffComparisonProcessor } from './processors/tariff-comparison';
import { tariffDataImportProcessor } from './processors/tariff-data-import';
import { watchlistRefreshProcessor } from './processors/watchlist-refresh';
import { sweepDomainEvents } from './sweep-domain-events';

export interface WorkerOptions {
  concurrency?: number;
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  sweepIntervalMs?: number;
  /** Age after which a pending document or an unprocessed event counts as stranded. */
  sweepStaleAfterMs?: number;
  /** Queue the tariff-data import at start (it skips files already loaded); off in tests. */
  importTariffData?: boolean;
}

export interface RunningWorkers {
  /** Runs the sweepers once (the interval does it periodically). */
  sweep(): Promise<void>;
  close(): Promise<void>;
}

export const buildProcessors = (infra: Infra): Record<QueueName, JobProcessor> => ({
  [QUEUES.documentVerification]: documentVerificationProcessor(infra) as JobProcessor,
  [QUEUES.domainEvents]: domainEventsProcessor(infra) as JobProcessor,
  [QUEUES.watchlistRefresh]: watchlistRefreshProcessor(infra) as JobProcessor,
  [QUEUES.screeningBatch]: screeningBatchProcessor(infra) as JobProcessor,
  [QUEUES.rescreening]: rescreeningProcessor(infra) as JobProcessor,
  [QUEUES.tariffDataImport]: tariffDataImportProcessor(infra) as JobProcessor,
  [QUEUES.tariffComparison]: tariffComparisonProcessor(infra) as JobProcessor,
  [QUEUES.auditRetention]: auditRetentionProcessor(infra) as JobProcessor,
});

const contextFor = (job: Job, infra: Infra, queue: string, signal: AbortSignal): JobContext => {
  const maxAttempts = job.opts.attempts ?? 1;
  const attempt = job.attemptsMade + 1;
  return {
    jobId: job.id ?? 'unknown',
    attempt,
    maxAttempts,
    isFinalAttempt: attempt >= maxAttempts,
    log: infra.logger.child({ queue, jobId: job.id, attempt }),
    updateProgress: async (progress) => {
      await job.updateProgress(progress);
    },
    signal,
  };
};

// Queues whose end-to-end time (queued to done) is the screening latency users wait for.
const SCREENING_QUEUES = new Set<string>([QUEUES.screeningBatch, QUEUES.rescreening]);

/**
 * Records each attempt's duration and outcome (completed, failed, or interrupted by a shutdown),
 * and the screening latency of screening jobs.
 */
const timed =
  (queue: string, processor: JobProcessor) =>
  async (payload: unknown, context: JobContext, queuedAt?: number): Promise<void> => {
    const started = performance.now();
    let outcome = 'failed';
    try {
      await processor(payload as never, context);
      outcome = 'completed';
    } catch (error) {
      if (interruptedByShutdown(context.signal, error)) outcome = 'interrupted';
      throw error;
    } finally {
      jobDuration.observe({ queue, outcome }, (performance.now() - started) / 1000);
      if (outcome === 'completed' && queuedAt && SCREENING_QUEUES.has(queue))
        screeningLatency.observe({ queue }, Math.max(0, Date.now() - queuedAt) / 1000);
    }
  };

export const startWorkers = async (
  infra: Infra,
  options: WorkerOptions = {},
): Promise<RunningWorkers> => {
  const processors = buildProcessors(infra);
  const workers: Worker[] = [];
  const connections: Redis[] = [];
  const stopping = new AbortController();

  if (infra.inProcess) {
    infra.logger.warn(
      'no Redis: jobs run inside this process and are re-created from the database after a restart',
    );
    for (const [queue, processor] of Object.entries(processors)) {
      const run = timed(queue, processor);
      infra.inProcess.register(queue as QueueName, (payload, context) => run(payload, context));
    }
  } else if (infra.redis) {
    for (const [queue, processor] of Object.entries(processors)) {
      const run = timed(queue, processor);
      const connection = infra.redis.duplicate({ maxRetriesPerRequest: null });
      connection.on('error', (error: Error) =>
        infra.logger.warn({ queue, err: error }, 'worker redis connection error'),
      );
      connections.push(connection);
      const worker = new Worker(
        queue,
        async (job, token) => {
          try {
            return await run(
              job.data,
              contextFor(job, infra, queue, stopping.signal),
              job.timestamp,
            );
          } catch (error) {
            if (!interruptedByShutdown(stopping.signal, error)) throw error;
            // Back to the queue for the next worker, without counting the attempt.
            await job.moveToWait(token);
            throw new WaitingError();
          }
        },
        {
          connection,
          concurrency: options.concurrency ?? 4,
          lockDuration: options.lockDurationMs ?? 30_000,
          stalledInterval: options.stalledIntervalMs ?? 15_000,
          maxStalledCount: 2,
        },
      );
      worker.on('failed', (job, error) =>
        infra.logger.warn(
          { queue, jobId: job?.id, attempts: job?.attemptsMade, err: error },
          'job attempt failed',
        ),
      );
      worker.on('error', (error) => infra.logger.error({ queue, err: error }, 'worker error'));
      workers.push(worker);
    }
  }

  const sweep = async () => {
    await sweepPendingDocuments({ infra, olderThanMs: options.sweepStaleAfterMs }).catch(
      (error: unknown) => infra.logger.error({ err: error }, 'document sweep failed'),
    );
    await sweepDomainEvents({ infra, olderThanMs: options.sweepStaleAfterMs }).catch(
      (error: unknown) => infra.logger.error({ err: error }, 'event sweep failed'),
    );
    await sweepScreeningRuns({ infra }).catch((error: unknown) =>
      infra.logger.error({ err: error }, 'screening run sweep failed'),
    );
    await expireAgreements({ infra }).catch((error: unknown) =>
      infra.logger.error({ err: error }, 'agreement expiry sweep failed'),
    );
  };
  const schedule = async () => {
    await scheduleWatchlistRefresh(infra).catch((error: unknown) =>
      infra.logger.error({ err: error }, 'scheduling the watchlist refresh failed'),
    );
    await scheduleAuditRetention(infra).catch((error: unknown) =>
      infra.logger.error({ err: error }, 'scheduling the audit retention job failed'),
    );
  };
  await schedule();
  if (options.importTariffData) {
    await enqueueTariffImport(infra).catch((error: unknown) =>
      infra.logger.error({ err: error }, 'queueing the tariff data import failed'),
    );
  }
  // Job schedulers live in Redis: one restarted without its data (or a failover to a replica
  // behind) has forgotten them. Every reconnection sets them again (an idempotent upsert).
  const reschedule = () => void schedule();
  infra.redis?.on('ready', reschedule);
  const timer = setInterval(() => void sweep(), options.sweepIntervalMs ?? 30_000);
  timer.unref();
  const unwatchQueues = watchQueueDepth(infra.redis);

  return {
    sweep,
    async close() {
      // Long jobs stop at their next safe point instead of holding the shutdown past its grace.
      stopping.abort(new Error('the worker is shutting down'));
      clearInterval(timer);
      infra.redis?.off('ready', reschedule);
      unwatchQueues();
      await Promise.all(workers.map((worker) => worker.close()));
      // BullMQ leaves connections it was given open; these duplicates are ours to close.
      await Promise.all(
        connections.map((connection) => connection.quit().catch(() => connection.disconnect())),
      );
    },
  };
};
