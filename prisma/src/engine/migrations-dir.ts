import fs from 'node:fs';
import path from 'node:path';

import type { MigrationList } from '@prisma/schema-engine-wasm';

import { DB_PACKAGE_DIR } from '../package-dir';

export const PRISMA_DIR = DB_PACKAGE_DIR;
export const DEFAULT_MIGRATIONS_DIR = path.join(PRISMA_DIR, 'migrations');
export const LOCKFILE_NAME = 'migration_lock.toml';

// Prisma's folder format: <YYYYMMDDHHMMSS>_<name>/migration.sql, applied in lexical order.
const MIGRATION_DIR_PATTERN = /^\d{14}_[a-z0-9_]+$/;

export const listMigrationDirectories = (migrationsDir: string): string[] => {
  if (!fs.existsSync(migrationsDir)) return [];
  return fs
    .readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && MIGRATION_DIR_PATTERN.test(entry.name))
    .map((entry) => entry.name)
    .sort();
};

// Builds the engine's input with plain strings only: the wasm boundary aborts the whole process on
// a wrongly typed field instead of throwing, so everything is checked here first.
export const readMigrationList = (migrationsDir: string): MigrationList => {
  const baseDir = path.resolve(migrationsDir);
  if (!fs.existsSync(baseDir) || !fs.statSync(baseDir).isDirectory()) {
    throw new Error(`Migrations folder not found: ${baseDir}`);
  }
  const lockPath = path.join(baseDir, LOCKFILE_NAME);
  if (!fs.existsSync(lockPath)) {
    // Without it the engine fails with "Could not determine the connector".
    throw new Error(`Missing ${LOCKFILE_NAME} in ${baseDir} (expected: provider = "postgresql")`);
  }
  const migrationDirectories = listMigrationDirectories(baseDir).map((name) => {
    const file = path.join(baseDir, name, 'migration.sql');
    const content = fs.existsSync(file)
      ? { tag: 'ok' as const, value: fs.readFileSync(file, 'utf8') }
      : { tag: 'error' as const, value: `${file} does not exist` };
    return { path: name, migrationFile: { path: 'migration.sql', content } };
  });
  return {
    baseDir,
    lockfile: { path: LOCKFILE_NAME, content: fs.readFileSync(lockPath, 'utf8') },
    shadowDbInitScript: '',
    migrationDirectories,
  };
};
