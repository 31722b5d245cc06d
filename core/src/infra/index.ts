// Builds the infrastructure both the api and the worker run on, from parsed env. Redis present:
// BullMQ + Redis pub/sub. Redis absent: in-process jobs and an in-memory notifier (single process).
import { createPrismaClient, type PrismaClient } from '@compliance/db';
import type { Redis } from 'ioredis';

import { type InfraEnv, s3ConfigFromEnv } from './config';
import { createBullmqDispatcher } from './jobs/bullmq-dispatcher';
import type { JobDispatcher } from './jobs/dispatcher';
import { createInProcessDispatcher, type InProcessDispatcher } from './jobs/in-process-dispatcher';
import type { Logger } from './logger';
import { createLocalNotifier, createRedisNotifier, type Notifier } from './notifier';
import { createRedis } from './redis';
import { createStorage, type ObjectStorage } from './storage';

export interface Infra {
  prisma: PrismaClient;
  storage: ObjectStorage;
  dispatcher: JobDispatcher;
  notifier: Notifier;
  /** null when jobs run in process. */
  redis: Redis | null;
  /** Set when jobs run in process: the worker registers its processors here. */
  inProcess: InProcessDispatcher | null;
  logger: Logger;
  close(): Promise<void>;
}

export const createInfra = async ({
  env,
  logger,
}: {
  env: InfraEnv;
  logger: Logger;
}): Promise<Infra> => {
  const prisma = createPrismaClient(env.DATABASE_URL);
  const storage = createStorage({ s3: s3ConfigFromEnv(env), localRoot: env.STORAGE_DIR });
  const redis = env.REDIS_URL ? createRedis(env.REDIS_URL) : null;
  redis?.on('error', (error: Error) => logger.error({ err: error }, 'redis connection error'));
  const inProcess = redis ? null : createInProcessDispatcher({ logger });
  const dispatcher: JobDispatcher = redis
    ? createBullmqDispatcher({ connection: redis })
    : inProcess!;
  const notifier = redis
    ? createRedisNotifier({ publisher: redis, logger })
    : createLocalNotifier();

  return {
    prisma,
    storage,
    dispatcher,
    notifier,
    redis,
    inProcess,
    logger,
    async close() {
      await dispatcher
        .close()
        .catch((error: unknown) => logger.warn({ err: error }, 'closing queues failed'));
      await notifier.close().catch(() => {});
      await storage.close();
      if (redis) await redis.quit().catch(() => redis.disconnect());
      await prisma.$disconnect();
    },
  };
};

export type { InfraEnv } from './config';
export { InfraEnvSchema, parseEnv, usePrettyLogs } from './config';
export type { JobContext, JobDispatcher, JobProcessor } from './jobs/dispatcher';
export { interruptedByShutdown, jobIdFor } from './jobs/dispatcher';
export type { InProcessDispatcher } from './jobs/in-process-dispatcher';
export { createLogger, type Logger } from './logger';
export type { ChangeNotice, Notifier } from './notifier';
export type { ObjectStorage } from './storage';
