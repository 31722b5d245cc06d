import { AppError } from '@compliance/contracts/errors';
import { Redis } from 'ioredis';

/** BullMQ needs maxRetriesPerRequest: null on connections used by workers and blocking commands. */
export const createRedis = (url: string): Redis =>
  new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, lazyConnect: false });

/**
 * Runs a producer's Redis command (enqueue, job state, change notice) without waiting out an outage.
 * The shared connection keeps commands in its offline queue until Redis is back (workers need
 * that), which would hold an upload's response for as long as Redis is down. Here a connection that
 * was up and has dropped fails at once, and a command still unanswered after `timeoutMs` fails too:
 * callers fall back on the outbox and the sweepers (documents stay pending, events unprocessed), and
 * a command already handed to ioredis still runs when Redis returns (job ids keep that idempotent).
 */
export const withRedis = async <T>(
  connection: Redis,
  command: () => Promise<T>,
  { timeoutMs = 2000 }: { timeoutMs?: number } = {},
): Promise<T> => {
  const unavailable = () =>
    new AppError('SERVICE_UNAVAILABLE', 'The job queue (Redis) is unavailable: try again shortly');
  // 'close' / 'reconnecting' / 'end' only follow a lost connection; 'connecting' may be the first
  // start-up connect, which the timeout covers.
  if (['close', 'reconnecting', 'end'].includes(connection.status)) throw unavailable();
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      command(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(unavailable()), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
};
