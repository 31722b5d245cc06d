// Starts a redis-server found on PATH on a free loopback port (bound to 127.0.0.1 only), for
// `npm start` and tests. Returns null when there is no redis-server binary.
import { spawn, spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import { Redis } from 'ioredis';

export interface RunningRedis {
  url: string;
  stop(): Promise<void>;
}

/** Where the redis-server started in `dir` writes its pid (removed by redis when it exits). */
export const redisPidFile = (dir: string) => path.join(dir, 'redis.pid');

export const findRedisServer = (): string | null => {
  const result = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const found = result.stdout.trim();
  return result.status === 0 && found ? found : null;
};

export const startLocalRedis = async ({
  port,
  dir,
}: {
  port: number;
  dir: string;
}): Promise<RunningRedis | null> => {
  const binary = findRedisServer();
  if (!binary) return null;
  await mkdir(dir, { recursive: true });
  const child = spawn(
    binary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--pidfile',
      redisPidFile(dir),
      '--save',
      '',
      '--appendonly',
      'no',
      '--protected-mode',
      'yes',
    ],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const probe = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    probe.on('error', () => {});
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      break;
    } catch {
      probe.disconnect();
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`redis-server did not start on port ${port}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};
