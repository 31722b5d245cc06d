// The container probe lives inside the Dockerfile (heredoc); this runs that exact script against
// throwaway HTTP and Redis-protocol servers.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { parseDockerfile } from './support/dockerfile';
import { fromRoot } from './support/paths';

const probePath = '/usr/local/lib/compliance/healthcheck.mjs';
const dir = mkdtempSync(path.join(os.tmpdir(), 'deploy-probe-'));
const script = path.join(dir, 'healthcheck.mjs');

type Result = { code: number; stderr: string };
const probe = (args: string[], env: Record<string, string>): Promise<Result> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      [script, ...args],
      { env: { PATH: process.env.PATH ?? '', ...env } },
      (error, _out, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }),
    );
  });

const listen = async (server: net.Server): Promise<number> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
};

const httpServer = http.createServer((req, res) => {
  res.statusCode = req.url === '/healthz' ? 200 : 503;
  res.end();
});
const received: string[] = [];
// Speaks just enough RESP: +OK for AUTH with the right password, +PONG for PING.
// The probe exits as soon as it has its answer, so a socket may be reset under us: that is expected,
// and an unhandled 'error' would be reported as a test-run failure.
const ignoreResets = (socket: net.Socket) => socket.on('error', () => undefined);
const redisServer = net.createServer((socket) => {
  ignoreResets(socket);
  socket.on('data', (chunk) => {
    const text = chunk.toString();
    received.push(text);
    if (text.includes('AUTH'))
      socket.write(text.includes('s3cret') ? '+OK\r\n' : '-WRONGPASS invalid password\r\n');
    if (text.includes('PING')) socket.write('+PONG\r\n');
  });
});
const noAuthRedis = net.createServer((socket) =>
  ignoreResets(socket).on('data', () => socket.write('-NOAUTH Authentication required.\r\n')),
);
const ports = { http: 0, redis: 0, noAuth: 0, closed: 0 };

beforeAll(async () => {
  const heredoc = parseDockerfile(readFileSync(fromRoot('Dockerfile'), 'utf8'))
    .stages.flatMap((s) => s.instructions)
    .find((i) => i.keyword === 'COPY' && i.args.endsWith(probePath))?.heredocs[0];
  if (!heredoc) throw new Error(`Dockerfile has no heredoc COPY to ${probePath}`);
  writeFileSync(script, heredoc);
  ports.http = await listen(httpServer);
  ports.redis = await listen(redisServer);
  ports.noAuth = await listen(noAuthRedis);
  const spare = net.createServer();
  ports.closed = await listen(spare);
  await new Promise((resolve) => spare.close(resolve));
});

afterAll(async () => {
  await Promise.all(
    [httpServer, redisServer, noAuthRedis].map((s) => new Promise((resolve) => s.close(resolve))),
  );
  rmSync(dir, { recursive: true, force: true });
});

describe('container healthcheck probe', () => {
  it('passes when the HTTP path answers 2xx on $PORT', async () => {
    expect(await probe(['http', '/healthz'], { PORT: String(ports.http) })).toEqual({
      code: 0,
      stderr: '',
    });
  });

  it('fails on a non-2xx answer and on a closed port', async () => {
    const notReady = await probe(['http', '/readyz'], { PORT: String(ports.http) });
    expect(notReady.code).toBe(1);
    expect(notReady.stderr).toContain('HTTP 503');
    const closed = await probe(['http'], { PORT: String(ports.closed) });
    expect(closed.code).toBe(1);
    expect(closed.stderr).toContain('ECONNREFUSED');
  });

  it('pings Redis with the credentials from REDIS_URL', async () => {
    received.length = 0;
    const url = `redis://app:${encodeURIComponent('s3cret')}@127.0.0.1:${ports.redis}`;
    expect(await probe(['redis'], { REDIS_URL: url })).toEqual({ code: 0, stderr: '' });
    expect(received.join('')).toBe(
      '*3\r\n$4\r\nAUTH\r\n$3\r\napp\r\n$6\r\ns3cret\r\n*1\r\n$4\r\nPING\r\n',
    );
  });

  it('fails on a Redis error reply, a wrong password, a closed port or a missing REDIS_URL', async () => {
    const cases: { env: Record<string, string>; message: string }[] = [
      { env: { REDIS_URL: `redis://127.0.0.1:${ports.noAuth}` }, message: 'NOAUTH' },
      { env: { REDIS_URL: `redis://:wrong@127.0.0.1:${ports.redis}` }, message: 'WRONGPASS' },
      { env: { REDIS_URL: `redis://127.0.0.1:${ports.closed}` }, message: 'ECONNREFUSED' },
      { env: {}, message: 'REDIS_URL is not set' },
    ];
    for (const { env, message } of cases) {
      const result = await probe(['redis'], env);
      expect(result.code, message).toBe(1);
      expect(result.stderr).toContain(message);
    }
  });

  it('gives up after its timeout when nothing answers', async () => {
    // Reads and never answers; resume() lets the socket close once the probe has gone.
    const silent = net.createServer((socket) => ignoreResets(socket).resume());
    const port = await listen(silent);
    const result = await probe(['redis'], {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      HEALTHCHECK_TIMEOUT_MS: '300',
    });
    await new Promise((resolve) => silent.close(resolve));
    expect(result).toEqual({ code: 1, stderr: 'unhealthy: timed out\n' });
  });
});
