// A Redis that refuses this process's subscription (an ACL without SUBSCRIBE, say) must not leave
// browsers on an event stream that says it is connected and never tells them anything. On the test
// run's real Redis, with a user that may not subscribe until the test allows it. Nor may a stream
// open once shutdown has begun.
import { randomUUID } from 'node:crypto';

import { API_PATHS } from '@compliance/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';

import { createLogger } from '../../core/src/infra';
import { type ChangeNotice, createRedisNotifier } from '../../core/src/infra/notifier';
import { createTestApp, type TestContext, waitFor } from '../helpers/test-app';

const logger = createLogger({ level: 'silent', pretty: false, name: 'notifier-refused-test' });

describe('a subscription Redis refuses', () => {
  const user = `no-subscribe-${randomUUID().slice(0, 8)}`;
  const password = randomUUID();
  const url = new URL(process.env.REDIS_URL!);
  url.username = user;
  url.password = password;
  let admin: Redis;
  const opened: Array<{ close(): Promise<unknown> }> = [];

  beforeAll(async () => {
    admin = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null });
    // Every command and key of the platform, every channel, but not SUBSCRIBE and its kin.
    await admin.acl('SETUSER', user, 'on', `>${password}`, '~*', '&*', '+@all', '-subscribe');
  });
  afterAll(async () => {
    for (const item of opened.splice(0).reverse()) await item.close();
    await admin.acl('DELUSER', user);
    await admin.quit();
  });

  it('fails ready(), and subscribes on the next subscribe once Redis allows it', async () => {
    const channel = `notifier-${randomUUID().slice(0, 8)}`;
    const publisher = new Redis(url.toString(), { maxRetriesPerRequest: null });
    opened.push({ close: () => publisher.quit() });
    const notifier = createRedisNotifier({ publisher, logger, channel });
    opened.push(notifier);
    const received: ChangeNotice[] = [];
    notifier.subscribe((notice) => received.push(notice));
    await expect(notifier.ready()).rejects.toThrow(/NOPERM/);

    await admin.acl('SETUSER', user, '+subscribe');
    notifier.subscribe(() => {});
    await notifier.ready();
    await admin.publish(channel, JSON.stringify({ keys: ['/api/documents'] }));
    await waitFor(async () => received.length === 1, { intervalMs: 5 });
    // The first listener hears it too: it never had to subscribe again.
    expect(received).toEqual([{ keys: ['/api/documents'] }]);
    await admin.acl('SETUSER', user, '-subscribe');
  });

  describe('GET /api/events', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ env: { REDIS_URL: url.toString() } });
      opened.push(ctx);
    });

    it('answers 503 with the reason instead of a stream that would never tell anything', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: API_PATHS.events });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toMatchObject({
        message: expect.stringMatching(/Live updates are unavailable/),
      });
      // And again: each request asks Redis anew, so nothing is stuck on the first refusal.
      expect((await ctx.app.inject({ method: 'GET', url: API_PATHS.events })).statusCode).toBe(503);
    });
  });
});

describe('GET /api/events during shutdown', () => {
  it('opens no stream once shutdown has begun, even when the subscription completes after it', async () => {
    const app = await createTestApp();
    onTestFinished(() => app.close());
    let subscribe!: () => void;
    const subscribing = new Promise<void>((resolve) => (subscribe = resolve));
    app.infra.notifier.ready = () => subscribing;
    const answer = app.app.inject({ method: 'GET', url: API_PATHS.events });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = app.app.close();
    // Shutdown has ended the open streams by then (preClose).
    await new Promise((resolve) => setTimeout(resolve, 50));
    subscribe();
    // A stream would never end: the request gets an answer instead, and the close completes.
    expect((await answer).statusCode).toBe(503);
    await closed;
  });
});
