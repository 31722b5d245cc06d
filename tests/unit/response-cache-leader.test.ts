// The api's response cache reads each URL once at a time: requests that miss while another reads
// the same URL wait for its answer. A client can leave at any stage; whoever waits must never wait
// on a read nobody will finish. Driven over real HTTP (a client really hanging up) on a small
// Fastify app with the plugin, a sign-in hook that takes its time, and a counted read.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterEach, describe, expect, it } from 'vitest';

import responseCache from '../../api/src/plugins/response-cache';
import { createLocalNotifier } from '../../core/src/infra/notifier';

/** A GET that hangs up after `ms`, before any answer. */
const abandon = (port: number, path: string, ms: number) =>
  new Promise<void>((resolve) => {
    const request = httpRequest({ port, path, host: '127.0.0.1' });
    request.on('error', () => resolve());
    request.end();
    setTimeout(() => {
      request.destroy();
      resolve();
    }, ms);
  });

const get = async (port: number, path: string) => {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    body: await response.text(),
  };
};

describe('response cache: one read per URL at a time', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const start = async ({ signInMs }: { signInMs: number }) => {
    let reads = 0;
    const notifier = createLocalNotifier();
    const server = Fastify();
    server.decorate('infra', { notifier } as never);
    // Sign-in as the api does it: an onRequest hook, here a slow one.
    await server.register(
      fp(
        async (instance) => {
          instance.addHook('onRequest', async () => {
            await new Promise((resolve) => setTimeout(resolve, signInMs));
          });
        },
        { name: 'auth' },
      ),
    );
    await server.register(responseCache);
    server.get('/api/things', { config: { cachedRead: true } }, async () => {
      reads += 1;
      return [{ read: reads }];
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    app = server;
    return { port: (server.server.address() as AddressInfo).port, reads: () => reads, notifier };
  };

  it('answers at once after a client hung up during sign-in, instead of waiting on its read', async () => {
    const { port, reads, notifier } = await start({ signInMs: 150 });
    // The first client leaves while signed in; the platform still reads for it.
    await abandon(port, '/api/things', 20);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reads()).toBe(1);
    // A change drops that answer: the next client must read.
    await notifier.publish({ keys: ['/api/things'] });

    const started = performance.now();
    const next = await get(port, '/api/things');
    // Waiting on the abandoned read would take the 10 s a waiter gives up after.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(next.status).toBe(200);
    expect(next.cache).toBe('miss');
    expect(JSON.parse(next.body)).toEqual([{ read: 2 }]);
    expect((await get(port, '/api/things')).cache).toBe('hit');
  });
});
