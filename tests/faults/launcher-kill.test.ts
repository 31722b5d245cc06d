import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { isRunning, readPidFile } from '../../launcher/src/leftovers';
import { type PlatformProcess, startProcess, waitFor } from './platform';

const PORT = Number(process.env.FAULTS_BASE_PORT ?? 3940) + 10;
const baseUrl = `http://127.0.0.1:${PORT}`;

describe('the npm start launcher killed or stopped at the wrong moment', () => {
  let dataDir = '';
  const logFile = () => path.join(dataDir, 'launcher.log');
  const pidOf = {
    postgres: () => readPidFile(path.join(dataDir, 'postgres', 'postmaster.pid')),
    redis: () => readPidFile(path.join(dataDir, 'redis', 'redis.pid')),
    launcher: () => readPidFile(path.join(dataDir, 'launcher.pid')),
  };
  const startLauncher = (): PlatformProcess =>
    startProcess(
      'launcher/dist/start.js',
      {
        DATA_DIR: dataDir,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        // The first start's tariff import is running; the file in progress may take a while.
        SHUTDOWN_GRACE_SECONDS: '120',
      },
      logFile(),
    );
  const healthy = () =>
    waitFor('the launcher to answer /healthz', async () => (await fetch(`${baseUrl}/healthz`)).ok, {
      timeoutMs: 170_000,
      intervalMs: 500,
    });

  /** PostgreSQL and redis-server stopped, and the folder released. */
  const expectNothingLeft = async (pids: { postgres: number; redis: number }) => {
    expect(isRunning(pids.postgres, 'postgres')).toBe(false);
    expect(isRunning(pids.redis, 'redis-server')).toBe(false);
    expect(await pidOf.launcher()).toBeNull();
  };

  // Each test starts on a fresh data folder.
  beforeEach(async () => {
    if (!existsSync('launcher/dist/start.js'))
      throw new Error('launcher/dist/start.js is missing: run npm run build:server first');
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'compliance-launcher-'));
    // As root, embedded PostgreSQL runs as the 'postgres' user, which must reach the data folder.
    await chmod(dataDir, 0o755);
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      console.error((await readFile(logFile(), 'utf8').catch(() => '')).slice(-8_000));
    // Whatever a failed run left behind.
    const left = [
      [await pidOf.launcher(), 'launcher'],
      [await pidOf.redis(), 'redis-server'],
      [await pidOf.postgres(), 'postgres'],
    ] as const;
    for (const [pid, program] of left)
      if (pid !== null && isRunning(pid, program)) process.kill(pid, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts again on the same data folder, stopping the PostgreSQL and Redis it left running', async () => {
    const first = startLauncher();
    await healthy();
    const orphans = { postgres: (await pidOf.postgres())!, redis: (await pidOf.redis())! };
    expect(await pidOf.launcher()).toBe(first.child.pid);

    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    // The fault itself: the children outlive the launcher.
    expect(isRunning(orphans.postgres, 'postgres')).toBe(true);
    expect(isRunning(orphans.redis, 'redis-server')).toBe(true);

    const second = startLauncher();
    await healthy();
    expect(isRunning(orphans.postgres, 'postgres')).toBe(false);
    expect(isRunning(orphans.redis, 'redis-server')).toBe(false);
    expect(await pidOf.postgres()).not.toBe(orphans.postgres);
    expect(await pidOf.launcher()).toBe(second.child.pid);
    const log = await readFile(logFile(), 'utf8');
    for (const program of ['postgres', 'redis-server'])
      expect(log).toContain(
        `"program":"${program}","msg":"stopped a process left running by a launcher that did not shut down"`,
      );

    // A second launcher on a folder in use stops at once and says why, touching nothing.
    const intruder = startLauncher();
    expect(await intruder.exited).not.toBe(0);
    expect(await readFile(logFile(), 'utf8')).toContain(
      `another launcher (pid ${second.child.pid}) is running on ${dataDir}`,
    );
    expect((await fetch(`${baseUrl}/healthz`)).ok).toBe(true);

    // A clean stop leaves nothing running and releases the folder.
    const running = { postgres: (await pidOf.postgres())!, redis: (await pidOf.redis())! };
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    await expectNothingLeft(running);
  });

  it('stops what it has started when Ctrl-C comes while PostgreSQL and Redis start, and exits 0', async () => {
    const launcher = startLauncher();
    // The folder is claimed first; PostgreSQL's first start (initdb) takes seconds after that.
    await waitFor(
      'the launcher to claim its folder',
      async () => (await pidOf.launcher()) !== null,
      {
        timeoutMs: 30_000,
        intervalMs: 20,
      },
    );
    launcher.child.kill('SIGINT');
    expect(await launcher.exited).toBe(0);
    const log = await readFile(logFile(), 'utf8');
    expect(log).toContain('"msg":"stop asked for while the services started"');
    expect(log).toContain('"msg":"shutting down"');
    expect(log).not.toContain('"msg":"migrations applied"');
    // PostgreSQL and redis-server stopped cleanly (a stopped one removes its pid file; a killed
    // launcher leaves both running with theirs), and the folder is released.
    expect(await pidOf.postgres()).toBeNull();
    expect(await pidOf.redis()).toBeNull();
    expect(await pidOf.launcher()).toBeNull();
  });

  it('stops what it has started when Ctrl-C comes during the first start, and exits 0', async () => {
    const launcher = startLauncher();
    // After the migrations come the reference seed and the first load of the bundled lists.
    await waitFor(
      'the migrations to be applied',
      async () => (await readFile(logFile(), 'utf8')).includes('"msg":"migrations applied"'),
      { timeoutMs: 120_000, intervalMs: 50 },
    );
    const started = { postgres: (await pidOf.postgres())!, redis: (await pidOf.redis())! };
    launcher.child.kill('SIGINT');
    expect(await launcher.exited).toBe(0);
    const log = await readFile(logFile(), 'utf8');
    expect(log).toContain('"msg":"shutting down"');
    expect(log).not.toContain('Compliance Platform is ready');
    await expectNothingLeft(started);
  });
});
