// Tells every api process which query keys changed (document verified, alert raised...) so the
// SSE stream can invalidate them in open browsers. Redis pub/sub across processes; an in-memory
// emitter when api and worker share one process without Redis.
import { EventEmitter } from 'node:events';

import type { Redis } from 'ioredis';

import type { Logger } from './logger';
import { withRedis } from './redis';

export interface ChangeNotice {
  /** API paths whose cached results are stale, e.g. '/api/documents'. */
  keys: string[];
}

export interface Notifier {
  publish(notice: ChangeNotice): Promise<void>;
  subscribe(listener: (notice: ChangeNotice) => void): () => void;
  /**
   * Resolves once notices published from now on reach this process's subscribers; rejects when
   * this process could not subscribe (the next `subscribe` tries again).
   */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const NOTICE_CHANNEL = 'compliance:changes';

/**
 * Names every API path (a cache or a browser query under /api depends on it): sent when notices
 * may have been lost, so open screens load again rather than keep data that may be out of date.
 */
export const EVERYTHING_CHANGED: ChangeNotice = { keys: ['/api'] };

export const createLocalNotifier = (): Notifier => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(notice) {
      emitter.emit('change', notice);
    },
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    async ready() {},
    async close() {
      emitter.removeAllListeners();
    },
  };
};

/**
 * Notices go round every process over Redis pub/sub, which keeps nothing for a connection that is
 * down. So notices are never silently lost for good:
 * - A subscription back after a lost connection tells this process's listeners (open event
 *   streams, caches) that everything may have changed.
 * - A notice this process could not publish (Redis unreachable) becomes, once the connection is
 *   back, one notice to every process that everything may have changed.
 */
export const createRedisNotifier = ({
  publisher,
  logger,
  channel = NOTICE_CHANNEL,
}: {
  publisher: Redis;
  logger: Logger;
  /** The pub/sub channel: every process of one platform uses the same one. */
  channel?: string;
}): Notifier => {
  const local = createLocalNotifier();
  let subscriber: Redis | null = null;
  let subscribed: Promise<void> = Promise.resolve();
  /** Redis refused the subscription (not a lost connection, which ioredis waits out): e.g. an ACL. */
  let subscribeRefused = false;
  let lostNotices = false;

  const publishEverythingChanged = () => {
    if (!lostNotices) return;
    lostNotices = false;
    publisher.publish(channel, JSON.stringify(EVERYTHING_CHANGED)).then(
      () => logger.info('change notices lost while Redis was unreachable: told every process'),
      (error: unknown) => {
        lostNotices = true;
        logger.warn({ err: error }, 'change notice not published');
      },
    );
  };
  publisher.on('ready', publishEverythingChanged);

  const ensureSubscribed = () => {
    if (subscriber && !subscribeRefused) return;
    // A refused subscription is asked for again on a new connection: the refusal may have left the
    // old one half in subscriber mode.
    subscriber?.disconnect();
    subscribeRefused = false;
    const connection = publisher.duplicate();
    subscriber = connection;
    connection.on('error', (error: Error) =>
      logger.warn({ err: error }, 'notifier redis connection error'),
    );
    connection.on('message', (_channel: string, message: string) => {
      try {
        void local.publish(JSON.parse(message) as ChangeNotice);
      } catch (error) {
        logger.warn({ err: error }, 'ignoring malformed change notice');
      }
    });
    let everSubscribed = false;
    // SUBSCRIBE completes asynchronously: a notice published before it does would be lost.
    subscribed = connection.subscribe(channel).then(
      () => {
        everSubscribed = true;
      },
      (error: unknown) => {
        logger.error({ err: error }, 'subscribe failed: change notices do not reach this process');
        if (subscriber === connection) subscribeRefused = true;
        throw error;
      },
    );
    // The refusal is for whoever waits on ready(); nobody may be.
    subscribed.catch(() => {});
    connection.on('ready', () => {
      if (!everSubscribed) return;
      // ioredis subscribes again as it reconnects; once that is answered, notices flow again and
      // whatever was published in between is gone.
      connection.subscribe(channel).then(
        () => {
          logger.info('change notices resumed after a lost connection: open screens load again');
          void local.publish(EVERYTHING_CHANGED);
        },
        (error: unknown) => logger.error({ err: error }, 'subscribe failed'),
      );
    });
  };

  return {
    async publish(notice) {
      try {
        await withRedis(publisher, () => publisher.publish(channel, JSON.stringify(notice)));
      } catch (error) {
        // Refused without being sent (the connection is down): 'ready' makes up for it. A command
        // that timed out on a live connection is still sent and needs nothing more.
        if (publisher.status !== 'ready') lostNotices = true;
        throw error;
      }
    },
    subscribe(listener) {
      ensureSubscribed();
      return local.subscribe(listener);
    },
    ready() {
      return subscribed;
    },
    async close() {
      publisher.off('ready', publishEverythingChanged);
      await local.close();
      if (subscriber) await subscriber.quit().catch(() => subscriber?.disconnect());
    },
  };
};
