import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';

import { LazyChildLogger } from '../../api/src/lazy-child-logger';

/** A pino logger writing its JSON lines into an array. */
const capturing = (level: string) => {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level, redact: { paths: ['*.name'], censor: '[redacted]' } },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, lines };
};

describe('LazyChildLogger', () => {
  it('writes nothing and makes no pino child for lines below the level', () => {
    const { logger, lines } = capturing('info');
    const child = vi.spyOn(logger, 'child');
    const lazy = new LazyChildLogger(logger, { reqId: 'r1' }, {});
    lazy.debug({ step: 1 }, 'not shown');
    lazy.trace('not shown either');
    expect(lazy.isLevelEnabled('debug')).toBe(false);
    expect(lazy.isLevelEnabled('info')).toBe(true);
    expect(lazy.level).toBe('info');
    expect(lines).toEqual([]);
    expect(child).not.toHaveBeenCalled();
  });

  it('writes enabled lines with its bindings, redacted as the parent redacts', () => {
    const { logger, lines } = capturing('info');
    const lazy = new LazyChildLogger(logger, { reqId: 'r1' }, {});
    lazy.info({ body: { name: 'Jane Doe' } }, 'hello');
    lazy.error(new Error('boom'), 'failed');
    expect(lines).toMatchObject([
      { level: 30, reqId: 'r1', msg: 'hello', body: { name: '[redacted]' } },
      { level: 50, reqId: 'r1', msg: 'failed', err: { message: 'boom' } },
    ]);
  });

  it("keeps a route's own level, and a level set later", () => {
    const { logger, lines } = capturing('info');
    const lazy = new LazyChildLogger(logger, { reqId: 'r2' }, { level: 'error' });
    lazy.warn('quiet route');
    expect(lazy.isLevelEnabled('warn')).toBe(false);
    lazy.error('loud enough');
    lazy.level = 'debug';
    lazy.debug('now shown');
    expect(lines.map((line) => line.msg)).toEqual(['loud enough', 'now shown']);
    expect(lazy.level).toBe('debug');
  });

  it("is each request's logger in Fastify: a request's line carries its request id", async () => {
    const { logger, lines } = capturing('info');
    const app = Fastify({
      loggerInstance: logger,
      childLoggerFactory: (parent, bindings, options) =>
        new LazyChildLogger(parent as typeof logger, bindings, options),
    });
    app.get('/quiet', async (request) => {
      request.log.debug('below the level');
      return { ok: true };
    });
    app.get('/fails', async () => {
      throw new Error('handler failed');
    });
    const quiet = await app.inject({ method: 'GET', url: '/quiet' });
    expect(quiet.statusCode).toBe(200);
    const fails = await app.inject({ method: 'GET', url: '/fails' });
    expect(fails.statusCode).toBe(500);
    await app.close();
    const failure = lines.find((line) => (line.err as { message?: string })?.message);
    expect(failure).toMatchObject({ level: 50, err: { message: 'handler failed' } });
    expect(lines.filter((line) => line.msg === 'below the level')).toEqual([]);
    // Every line Fastify wrote about a request carries that request's id.
    const requestIds = new Set(lines.filter((line) => line.req || line.res).map((l) => l.reqId));
    expect(requestIds.size).toBe(2);
    expect([...requestIds].every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(requestIds.has(failure!.reqId)).toBe(true);
  });
});
