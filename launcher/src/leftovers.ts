// A launcher killed without its shutdown (kill -9, a closed terminal, the out-of-memory killer)
// leaves its PostgreSQL and redis-server running: children do not die with their parent. The next
// `npm start` would then find the database folder locked and the ports taken. The launcher keeps
// a pid file in its data folder, so that two launchers never share one, and stops what a dead one
// left behind, found through the pid files PostgreSQL and redis-server write.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The first line of a pid file (PostgreSQL's postmaster.pid has more lines after it). */
export const readPidFile = async (file: string): Promise<number | null> => {
  const text = await readFile(file, 'utf8').catch(() => '');
  const pid = Number(text.split('\n')[0]);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
};

const HAS_PROC = existsSync('/proc/self/cmdline');

/** A process's command line: from /proc on Linux, from `ps` elsewhere (macOS); '' when it is gone. */
const commandLineOf = (pid: number): string => {
  if (HAS_PROC) {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      return '';
    }
  }
  const ps = spawnSync('ps', ['-p', String(pid), '-o', 'command='], { encoding: 'utf8' });
  return ps.status === 0 ? ps.stdout : '';
};

/**
 * Whether `pid` is alive and its command line names `program`: a pid file outlives its process,
 * and the pid may since belong to something else.
 */
export const isRunning = (pid: number, program: string): boolean => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, but another user's (the 'postgres' user when the launcher runs as root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return commandLineOf(pid).includes(program);
};

/**
 * Stops the process a pid file names if it still runs `program`, waiting until it has exited.
 * Returns its pid, or null when nothing was left running.
 */
export const stopLeftover = async ({
  pidFile,
  program,
  signal,
  timeoutMs = 30_000,
}: {
  pidFile: string;
  program: string;
  /** PostgreSQL: SIGINT, its fast shutdown (open sessions are ended, nothing is lost). */
  signal: NodeJS.Signals;
  timeoutMs?: number;
}): Promise<number | null> => {
  const pid = await readPidFile(pidFile);
  if (pid === null || pid === process.pid || !isRunning(pid, program)) return null;
  process.kill(pid, signal);
  const deadline = Date.now() + timeoutMs;
  while (isRunning(pid, program)) {
    if (Date.now() > deadline)
      throw new Error(
        `${program} (pid ${pid}, from ${pidFile}) did not stop within ${timeoutMs} ms`,
      );
    await sleep(100);
  }
  return pid;
};

export interface DataDirClaim {
  release(): Promise<void>;
}

/**
 * Claims the data folder for this launcher, or fails naming the live launcher that holds it. A
 * claim whose launcher has died is taken over.
 */
export const claimDataDir = async (dataDir: string): Promise<DataDirClaim> => {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, 'launcher.pid');
  const holder = await readPidFile(file);
  if (holder !== null && holder !== process.pid && isRunning(holder, 'launcher'))
    throw new Error(
      `another launcher (pid ${holder}) is running on ${dataDir}: stop it, or give this one its own DATA_DIR (delete ${file} if no launcher runs)`,
    );
  await writeFile(file, `${process.pid}\n`);
  return {
    release: async () => {
      if ((await readPidFile(file)) === process.pid) await rm(file, { force: true });
    },
  };
};
