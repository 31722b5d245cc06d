// How the api hands slow work to workers. BullMQ on Redis in every real deployment; without Redis
// (`npm start` on a machine with no redis-server) an in-process runner with the same retry rules.
import type { JobPayload, QueueName } from '@compliance/contracts/queues';

import type { Logger } from '../logger';

export interface EnqueueOptions {
  /** Idempotency key: a second enqueue with the same id while the first is queued is a no-op. */
  jobId: string;
  delayMs?: number;
  /** Replace a finished (completed or failed) job with the same id instead of ignoring the call. */
  replaceFinished?: boolean;
}

export interface JobContext {
  jobId: string;
  attempt: number;
  maxAttempts: number;
  isFinalAttempt: boolean;
  log: Logger;
  updateProgress(progress: number): Promise<void>;
  /**
   * Aborted when this process starts shutting down. A long job checks it between units of work
   * that commit on their own (`signal.throwIfAborted()`): the job then goes back to its queue,
   * without counting an attempt, and the next worker carries on from what was committed.
   */
  signal: AbortSignal;
}

/** Whether a job's error is the shutdown interrupting it (the reason its signal was aborted with). */
export const interruptedByShutdown = (signal: AbortSignal, error: unknown): boolean =>
  signal.aborted && error === signal.reason;

export type JobProcessor<Q extends QueueName = QueueName> = (
  payload: JobPayload<Q>,
  context: JobContext,
) => Promise<unknown>;

export type JobState = 'waiting' | 'active' | 'delayed' | 'completed' | 'failed' | 'missing';

export interface JobDispatcher {
  readonly kind: 'bullmq' | 'in-process';
  enqueue<Q extends QueueName>(
    queue: Q,
    payload: JobPayload<Q>,
    options: EnqueueOptions,
  ): Promise<void>;
  state(queue: QueueName, jobId: string): Promise<JobState>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** BullMQ rejects purely numeric custom ids, so every job id carries a prefix. */
export const jobIdFor = (prefix: string, id: number | string): string => `${prefix}-${id}`;
