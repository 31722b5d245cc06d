import { performance } from 'node:perf_hooks';

import { DEFAULT_MIGRATIONS_DIR, readMigrationList } from './engine/migrations-dir';
import { NO_FILTERS, openDatabaseEngine } from './engine/schema-engine';

export type MigrateLogger = {
  info: (obj: object, msg?: string) => void;
  debug?: (obj: object, msg?: string) => void;
};

export type MigrateOptions = {
  databaseUrl: string;
  logger?: MigrateLogger;
  /** Defaults to prisma/migrations of this package. */
  migrationsDir?: string;
};

export type MigrateResult = { applied: string[]; durationMs: number };

/**
 * Applies pending migrations through Prisma's schema engine (WebAssembly build), recording them in
 * `_prisma_migrations` exactly as `prisma migrate deploy` would. Safe to call on every start:
 * already applied migrations are skipped. A failed migration blocks later runs until it is fixed
 * and marked rolled back, as with the native engine.
 */
export const migrate = async ({
  databaseUrl,
  logger,
  migrationsDir = DEFAULT_MIGRATIONS_DIR,
}: MigrateOptions): Promise<MigrateResult> => {
  const started = performance.now();
  const migrationsList = readMigrationList(migrationsDir);
  const session = await openDatabaseEngine(databaseUrl, {
    debug: (line) => logger?.debug?.({ engine: line }, 'schema engine'),
  });
  try {
    const { appliedMigrationNames } = await session.engine.applyMigrations({
      migrationsList,
      filters: NO_FILTERS,
    });
    const durationMs = Math.round(performance.now() - started);
    logger?.info(
      {
        applied: appliedMigrationNames,
        total: migrationsList.migrationDirectories.length,
        durationMs,
      },
      appliedMigrationNames.length ? 'migrations applied' : 'database schema up to date',
    );
    return { applied: appliedMigrationNames, durationMs };
  } finally {
    await session.close();
  }
};
