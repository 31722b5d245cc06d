import { Redis } from 'ioredis';

/** BullMQ needs maxRetriesPerRequest: null on connections used by workers and blocking commands. */
export const createRedis = (url: string): Redis =>
  new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, lazyConnect: false });
