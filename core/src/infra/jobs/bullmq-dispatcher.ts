import { DEFAULT_JOB_OPTIONS, JOB_SCHEMAS, type QueueName } from '@compliance/contracts/queues';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

import { withRedis } from '../redis';
import type { EnqueueOptions, JobDispatcher, JobState } from './dispatcher';

export const createBullmqDispatcher = ({ connection }: { connection: Redis }): JobDispatcher => {
  const queues = new Map<QueueName, Queue>();
  const queueFor = (name: QueueName): Queue => {
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection, defaultJobOptions: DEFAULT_JOB_OPTIONS });
      queues.set(name, queue);
    }
    return queue;
  };

  return {
    kind: 'bullmq',
    async enqueue(name, payload, { jobId, delayMs, replaceFinished }: EnqueueOptions) {
      // Validate on the way in as well as in the processor: a bad payload fails here, at the caller.
      const data = JOB_SCHEMAS[name].parse(payload);
      const queue = queueFor(name);
      await withRedis(connection, async () => {
        if (replaceFinished) {
          const existing = await queue.getJob(jobId);
          if (existing && ((await existing.isCompleted()) || (await existing.isFailed()))) {
            await existing.remove();
          }
        }
        await queue.add(name, data, { jobId, ...(delayMs ? { delay: delayMs } : {}) });
      });
    },
    async state(name, jobId): Promise<JobState> {
      const state = await withRedis(connection, async () => {
        const job = await queueFor(name).getJob(jobId);
        return job ? job.getState() : 'unknown';
      });
      if (state === 'prioritized' || state === 'waiting-children' || state === 'waiting')
        return 'waiting';
      if (state === 'unknown') return 'missing';
      return state;
    },
    async ping() {
      await withRedis(connection, () => connection.ping());
    },
    async close() {
      await Promise.all([...queues.values()].map((queue) => queue.close()));
    },
  };
};
