// Change notices go round over Redis pub/sub, which keeps nothing for a connection that is down.
// On the test run's real Redis: a subscription that comes back, and a notice that could not be
// published, each end in a notice that everything may have changed, so open screens load again.
import { randomUUID } from 'node:crypto';

import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';

import { createLogger } from '../../core/src/infra';
import {
  type ChangeNotice,
  createRedisNotifier,
  EVERYTHING_CHANGED,
  type Notifier,
} from '../../core/src/infra/notifier';

const logger = createLogger({ level: 'silent', pretty: false, name: 'notifier-reconnect-test' });

const waitUntil = async (what: string, check: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

/** Redis' id of the one connection named `name` whose flags say whether it is subscribed. */
const clientId = async (admin: Redis, name: string, subscribed: boolean) => {
  const list = (await admin.client('LIST')) as string;
  const line = list
    .split('\n')
    .find((entry) => entry.includes(` name=${name} `) && /\bflags=\S*P/.test(entry) === subscribed);
  if (!line) throw new Error(`no ${subscribed ? 'subscribed ' : ''}connection named ${name}`);
  return /\bid=(\d+)/.exec(line)![1]!;
};

describe('change notices across a lost Redis connection', () => {
  const opened: Array<{ close(): Promise<unknown> }> = [];
  afterEach(async () => {
    for (const item of opened.splice(0).reverse()) await item.close();
  });

  const connect = (name: string) => {
    // A slow first retry leaves time to publish while the connection is down.
    const redis = new Redis(process.env.REDIS_URL!, {
      connectionName: name,
      maxRetriesPerRequest: null,
      retryStrategy: () => 300,
    });
    opened.push({ close: () => redis.quit().catch(() => redis.disconnect()) });
    return redis;
  };

  const listen = async (notifier: Notifier) => {
    const received: ChangeNotice[] = [];
    notifier.subscribe((notice) => received.push(notice));
    await notifier.ready();
    return received;
  };

  it('tells listeners that everything may have changed once a dropped subscription is back', async () => {
    const name = `notifier-${randomUUID().slice(0, 8)}`;
    const admin = connect(`${name}-admin`);
    const notifier = createRedisNotifier({ publisher: connect(name), logger, channel: name });
    opened.push(notifier);
    const received = await listen(notifier);
    await notifier.publish({ keys: ['/api/documents'] });
    await waitUntil('the first notice', () => received.length === 1);

    await admin.client('KILL', 'ID', await clientId(admin, name, true));
    await waitUntil('the notice that everything changed', () =>
      received.some((notice) => notice.keys.includes('/api')),
    );
    expect(received).toEqual([{ keys: ['/api/documents'] }, EVERYTHING_CHANGED]);

    // Subscribed again: the next notice arrives as usual.
    await notifier.publish({ keys: ['/api/vendors'] });
    await waitUntil('the notice after the reconnection', () => received.length === 3);
    expect(received[2]).toEqual({ keys: ['/api/vendors'] });
  });

  it('sends one notice that everything may have changed for notices it could not publish', async () => {
    const name = `notifier-${randomUUID().slice(0, 8)}`;
    const admin = connect(`${name}-admin`);
    const publisher = connect(name);
    // Its own channel: the notice that everything changed must not reach other tests' apps.
    const notifier = createRedisNotifier({ publisher, logger, channel: name });
    opened.push(notifier);
    // Another process, whose connection stays up, hears what this one publishes.
    const other = createRedisNotifier({
      publisher: connect(`${name}-other`),
      logger,
      channel: name,
    });
    opened.push(other);
    const received = await listen(other);
    await waitUntil('the publisher to connect', () => publisher.status === 'ready');

    await admin.client('KILL', 'ID', await clientId(admin, name, false));
    await waitUntil('the publisher to notice', () => publisher.status !== 'ready');
    await expect(notifier.publish({ keys: ['/api/documents'] })).rejects.toThrow(/unavailable/);
    await expect(notifier.publish({ keys: ['/api/vendors'] })).rejects.toThrow(/unavailable/);
    expect(received).toEqual([]);

    await waitUntil('the notice that everything changed', () => received.length > 0);
    await notifier.publish({ keys: ['/api/regulations'] });
    await waitUntil('the next notice', () => received.length === 2);
    expect(received).toEqual([EVERYTHING_CHANGED, { keys: ['/api/regulations'] }]);
  });
});
