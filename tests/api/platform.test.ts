import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadApiEnv } from '../../api/src/env';
import { createTestApp, type TestContext } from '../helpers/test-app';

describe('platform routes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('GET /healthz answers while the process is up', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz checks Postgres, Redis and object storage', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', redis: 'ok', storage: 'ok' },
    });
  });

  it('GET /readyz answers 503 naming the service that is down', async () => {
    const broken = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      broken.infra.redis?.on('error', () => {});
      const response = await broken.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json().checks.redis).toMatch(/^error/);
      expect(response.json().checks.database).toBe('ok');
    } finally {
      broken.infra.redis?.disconnect();
      await broken.app.close();
      await broken.infra.prisma.$disconnect();
    }
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/documents/',
        '/api/documents/{id}',
        '/api/documents/{id}/file',
      ]),
    );
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('answers unknown /api paths with a JSON 404, never the web app', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/unknown/thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Route GET /api/unknown/thing not found',
    });
  });

  it('echoes a request id on every response', async () => {
    const given = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'trace-1234abcd' },
    });
    expect(given.headers['x-request-id']).toBe('trace-1234abcd');
    const generated = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('streams change notices to server-sent-event clients', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/events?replay=0`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    await reader.read(); // ': connected'
    await ctx.infra.notifier.publish({ keys: ['/api/documents'] });
    let text = '';
    // The first event may be the replay of changes made before the stream opened.
    while (!text.includes('data: {"keys":["/api/documents"]}')) {
      const { value, done } = await reader.read();
      // A closed stream would otherwise spin this loop forever and starve the test worker.
      if (done) throw new Error(`stream ended before the notice arrived: ${text}`);
      text += new TextDecoder().decode(value);
    }
    expect(text).toContain('data: {"keys":["/api/documents"]}');
    controller.abort();
  });
});

describe('configuration', () => {
  it('stops with a message naming each bad or missing variable', () => {
    expect(() => loadApiEnv({ PORT: 'abc', REDIS_URL: 'http://nope' })).toThrowError(
      /DATABASE_URL[\s\S]*REDIS_URL: must be a redis:\/\/ URL[\s\S]*PORT|DATABASE_URL[\s\S]*PORT[\s\S]*REDIS_URL/,
    );
    expect(() => loadApiEnv({ DATABASE_URL: 'postgresql://u:p@localhost/db' })).not.toThrow();
  });
});
