import { DEFAULT_JOB_OPTIONS, JOB_SCHEMAS, type QueueName } from '@compliance/contracts/queues';

import type { Logger } from '../logger';
import type { EnqueueOptions, JobDispatcher, JobProcessor, JobState } from './dispatcher';

interface Entry {
  queue: QueueName;
  payload: unknown;
  state: JobState;
  attempt: number;
  timer?: NodeJS.Timeout;
}

export interface InProcessDispatcher extends JobDispatcher {
  register<Q extends QueueName>(queue: Q, processor: JobProcessor<Q>): void;
  /** Resolves when no job is queued, delayed or running (tests and shutdown). */
  idle(): Promise<void>;
}

/**
 * Runs jobs inside the api process when no Redis is available. Same retry and backoff rules as
 * BullMQ; jobs queued here are lost with the process, which is why every producer also has a sweeper
 * that re-enqueues work still pending in the database.
 */
export const createInProcessDispatcher = ({ logger }: { logger: Logger }): InProcessDispatcher => {
  const processors = new Map<QueueName, JobProcessor>();
  const jobs = new Map<string, Entry>();
  const { attempts, backoff } = DEFAULT_JOB_OPTIONS;
  let closed = false;
  const stopping = new AbortController();
  let running = 0;
  const waiters: Array<() => void> = [];

  const settle = () => {
    const busy = [...jobs.values()].some((job) =>
      ['waiting', 'active', 'delayed'].includes(job.state),
    );
    if (!busy && running === 0) waiters.splice(0).forEach((resolve) => resolve());
  };

  const run = async (jobId: string) => {
    const entry = jobs.get(jobId);
    const processor = entry && processors.get(entry.queue);
    if (!entry || closed) return;
    if (!processor) {
      entry.state = 'waiting';
      return;
    }
    entry.state = 'active';
    entry.attempt += 1;
    running += 1;
    const log = logger.child({ queue: entry.queue, jobId, attempt: entry.attempt });
    try {
      await processor(entry.payload as never, {
        jobId,
        attempt: entry.attempt,
        maxAttempts: attempts,
        isFinalAttempt: entry.attempt >= attempts,
        log,
        updateProgress: async () => {},
        signal: stopping.signal,
      });
      entry.state = 'completed';
    } catch (error) {
      if (entry.attempt >= attempts || closed) {
        entry.state = 'failed';
        log.error({ err: error }, 'job failed');
      } else {
        entry.state = 'delayed';
        const delay = backoff.delay * 2 ** (entry.attempt - 1);
        log.warn({ err: error, retryInMs: delay }, 'job attempt failed, retrying');
        entry.timer = setTimeout(() => void run(jobId), delay);
      }
    } finally {
      running -= 1;
      settle();
    }
  };

  return {
    kind: 'in-process',
    register(queue, processor) {
      processors.set(queue, processor as JobProcessor);
      for (const [jobId, entry] of jobs) {
        if (entry.queue === queue && entry.state === 'waiting') setImmediate(() => void run(jobId));
      }
    },
    async enqueue(queue, payload, { jobId, delayMs, replaceFinished }: EnqueueOptions) {
      const data = JOB_SCHEMAS[queue].parse(payload);
      const existing = jobs.get(jobId);
      if (existing && !(replaceFinished && ['completed', 'failed'].includes(existing.state)))
        return;
      const entry: Entry = {
        queue,
        payload: data,
        state: delayMs ? 'delayed' : 'waiting',
        attempt: 0,
      };
      jobs.set(jobId, entry);
      entry.timer = setTimeout(() => void run(jobId), delayMs ?? 0);
    },
    async state(_queue, jobId) {
      return jobs.get(jobId)?.state ?? 'missing';
    },
    async ping() {},
    idle() {
      return new Promise<void>((resolve) => {
        waiters.push(resolve);
        settle();
      });
    },
    async close() {
      closed = true;
      // Jobs queued here end with the process either way; the sweepers queue their work again.
      stopping.abort(new Error('the process is shutting down'));
      for (const entry of jobs.values()) clearTimeout(entry.timer);
    },
  };
};
