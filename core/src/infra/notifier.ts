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
  /** Resolves once notices published from now on reach this process's subscribers. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'compliance:changes';

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

export const createRedisNotifier = ({
  publisher,
  logger,
}: {
  publisher: Redis;
  logger: Logger;
}): Notifier => {
  const local = createLocalNotifier();
  let subscriber: Redis | null = null;
  let subscribed: Promise<void> = Promise.resolve();

  const ensureSubscribed = () => {
    if (subscriber) return;
    subscriber = publisher.duplicate();
    subscriber.on('error', (error: Error) =>
      logger.warn({ err: error }, 'notifier redis connection error'),
    );
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        void local.publish(JSON.parse(message) as ChangeNotice);
      } catch (error) {
        logger.warn({ err: error }, 'ignoring malformed change notice');
      }
    });
    // SUBSCRIBE completes asynchronously: a notice published before it does would be lost.
    subscribed = subscriber
      .subscribe(CHANNEL)
      .then(() => undefined)
      .catch((error: unknown) => logger.error({ err: error }, 'subscribe failed'));
  };

  return {
    async publish(notice) {
      await withRedis(publisher, () => publisher.publish(CHANNEL, JSON.stringify(notice)));
    },
    subscribe(listener) {
      ensureSubscribed();
      return local.subscribe(listener);
    },
    ready() {
      return subscribed;
    },
    async close() {
      await local.close();
      if (subscriber) await subscriber.quit().catch(() => subscriber?.disconnect());
    },
  };
};
