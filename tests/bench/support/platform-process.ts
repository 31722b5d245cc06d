// Starts the all-in-one platform (`npm start`'s compiled launcher, or `PLATFORM_COMMAND`) as a child
// process on a random port, for benches that measure it from outside: readiness, RSS, requests.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import pg from 'pg';

import { SOURCE_ORDER } from '../../../core/src/tariffs/sources';
import { randomPort } from '../../setup/free-port';

// What `npm start` runs (package.json), young-generation flags included.
export const DEFAULT_PLATFORM_COMMAND =
  'node --enable-source-maps --min-semi-space-size=16 --max-semi-space-size=32 launcher/dist/start.js';

export interface PlatformProcess {
  child: ChildProcess;
  base: string;
  /** Milliseconds from spawn until /readyz answers 200. */
  ready: Promise<number>;
}

export const platformCommand = (): string[] =>
  (process.env.PLATFORM_COMMAND ?? DEFAULT_PLATFORM_COMMAND).split(' ').filter(Boolean);

export const startPlatform = ({
  dataDir,
  port = randomPort(),
  command = platformCommand(),
  env = {},
}: {
  dataDir: string;
  port?: number;
  command?: string[];
  /** Overrides of the child's environment (e.g. `LOG_LEVEL: 'info'` to measure real logging). */
  env?: Record<string, string>;
}): PlatformProcess => {
  const started = performance.now();
  const base = `http://127.0.0.1:${port}`;
  const [program, ...args] = command as [string, ...string[]];
  const child = spawn(program === 'node' ? process.execPath : program, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ready = (async () => {
    for (;;) {
      if (child.exitCode !== null) throw new Error('platform exited during start');
      const ok = await fetch(`${base}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return { child, base, ready };
};

export const stopPlatform = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

export const rssMb = async (pid: number): Promise<number> => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/**
 * Resolves once a first start's background work is over: every tariff source imported and no
 * import or screening run pending or running (three quiet polls in a row). Benches that time the
 * platform wait for it, so the import does not share the CPU with what they measure.
 */
export const waitForStartupWork = async (dataDir: string, child: ChildProcess) => {
  const pid = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  const db = new pg.Client({
    connectionString: `postgresql://compliance:compliance@127.0.0.1:${pid.split('\n')[3]}/compliance`,
  });
  db.on('error', () => {});
  await db.connect();
  try {
    for (let quietPolls = 0; quietPolls < 3;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(
          `the platform exited (${child.exitCode ?? child.signalCode}) during start-up work`,
        );
      const { rows } = await db.query<{ done: number; busy: number }>(
        `SELECT (SELECT count(*) FROM tariff_data_imports WHERE status = 'completed')::int AS done,
                ((SELECT count(*) FROM tariff_data_imports WHERE status = 'running') +
                 (SELECT count(*) FROM screening_runs WHERE status IN ('pending', 'running')))::int AS busy`,
      );
      quietPolls = rows[0]!.done >= SOURCE_ORDER.length && rows[0]!.busy === 0 ? quietPolls + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  } finally {
    await db.end();
  }
};
