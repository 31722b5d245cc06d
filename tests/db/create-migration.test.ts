import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { migrate } from '@compliance/db/migrate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  createMigration,
  normaliseMigrationName,
  SNAPSHOT_FILE,
} from '../../prisma/src/create-migration';
import { createFreshDatabase, queryRows } from './support/fresh-database';

const run = promisify(execFile);
const REPO = path.resolve(import.meta.dirname, '../..');
const PRISMA_DIR = path.join(REPO, 'prisma');
const CLI = path.join(PRISMA_DIR, 'src/cli/create-migration.ts');

const migrationDirs = (prismaDir: string) =>
  fs
    .readdirSync(path.join(prismaDir, 'migrations'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

const runCli = (args: string[]) =>
  run(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: REPO });

// A temp copy of schema.prisma + migrations/: the real prisma folder is never modified.
let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'db-create-migration-'));
  fs.copyFileSync(path.join(PRISMA_DIR, 'schema.prisma'), path.join(tmp, 'schema.prisma'));
  fs.cpSync(path.join(PRISMA_DIR, 'migrations'), path.join(tmp, 'migrations'), { recursive: true });
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

const editSchema = (edit: (schema: string) => string) => {
  const file = path.join(tmp, 'schema.prisma');
  fs.writeFileSync(file, edit(fs.readFileSync(file, 'utf8')));
};

describe('db:migration (create-migration CLI)', () => {
  it('says "No schema changes" and writes nothing when schema.prisma matches the last migration', async () => {
    const before = migrationDirs(tmp);
    const snapshot = fs.readFileSync(path.join(tmp, 'migrations', SNAPSHOT_FILE), 'utf8');
    const { stdout } = await runCli(['nothing_changed', '--dir', tmp]);
    expect(stdout).toContain('No schema changes');
    expect(migrationDirs(tmp)).toEqual(before);
    expect(fs.readFileSync(path.join(tmp, 'migrations', SNAPSHOT_FILE), 'utf8')).toBe(snapshot);
  });

  it('writes the ALTER for a changed schema, updates the snapshot, and the result applies', async () => {
    const before = migrationDirs(tmp);
    editSchema((s) =>
      s
        .replace(
          '  contactEmail        String?\n',
          '  contactEmail        String?\n  rating              Int      @default(0)\n',
        )
        .concat('\nenum VendorRatingSource {\n  internal\n  external\n}\n'),
    );
    const checked = await runCli(['--check', '--dir', tmp]).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(checked).toMatchObject({ code: 1 });
    expect((checked as { stderr: string }).stderr).toContain('"rating" INTEGER');
    expect(migrationDirs(tmp)).toEqual(before);
    const { stdout } = await runCli(['Add vendor rating', '--dir', tmp]);
    const created = migrationDirs(tmp).at(-1)!;
    expect(created).toMatch(/^\d{14}_add_vendor_rating$/);
    expect(created > migrationDirs(tmp).at(-2)!).toBe(true);
    expect(stdout).toContain(created);
    const sql = fs.readFileSync(path.join(tmp, 'migrations', created, 'migration.sql'), 'utf8');
    expect(sql).toContain(
      'ALTER TABLE "vendors" ADD COLUMN     "rating" INTEGER NOT NULL DEFAULT 0;',
    );
    expect(sql).toContain(`CREATE TYPE "VendorRatingSource" AS ENUM ('internal', 'external');`);
    expect(sql).not.toContain('CREATE TABLE');
    const snapshot = fs.readFileSync(path.join(tmp, 'migrations', SNAPSHOT_FILE), 'utf8');
    expect(snapshot.split('\n')[0]).toContain(created);
    expect(snapshot).toContain('rating              Int      @default(0)');

    // Running it again is a no-op: the snapshot now matches.
    expect(await createMigration({ name: 'again', prismaDir: tmp })).toEqual({
      status: 'unchanged',
    });

    const db = await createFreshDatabase('create_migration');
    try {
      const { applied } = await migrate({
        databaseUrl: db.url,
        migrationsDir: path.join(tmp, 'migrations'),
      });
      expect(applied).toEqual(migrationDirs(tmp));
      const columns = await queryRows<{ column_name: string }>(
        db.url,
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'vendors' AND column_name = 'rating'",
      );
      expect(columns).toHaveLength(1);
    } finally {
      await db.drop();
    }
  });

  it('keeps folder order when the clock is behind the newest migration', async () => {
    editSchema((s) =>
      s.replace(
        '  contactEmail        String?\n',
        '  contactEmail        String?\n  phone               String?\n',
      ),
    );
    const last = migrationDirs(tmp).at(-1)!;
    const result = await createMigration({
      name: 'add_phone',
      prismaDir: tmp,
      now: new Date('2000-01-01T00:00:00Z'),
    });
    expect(result.status).toBe('created');
    const created = migrationDirs(tmp).at(-1)!;
    expect(created.endsWith('_add_phone')).toBe(true);
    expect(created > last).toBe(true);
  });

  it('refuses to diff against a snapshot that belongs to another migration', async () => {
    fs.mkdirSync(path.join(tmp, 'migrations', '29990101000000_hand_written'));
    fs.writeFileSync(
      path.join(tmp, 'migrations', '29990101000000_hand_written', 'migration.sql'),
      'SELECT 1;\n',
    );
    await expect(createMigration({ name: 'x', prismaDir: tmp })).rejects.toThrow(
      /newest migration is 29990101000000_hand_written/,
    );
    const { stderr } = await runCli(['x', '--dir', tmp]).catch(
      (error: { stderr: string }) => error,
    );
    expect(stderr).toContain('29990101000000_hand_written');
  });

  it('normalises and requires a migration name', () => {
    expect(normaliseMigrationName(' Add Vendor-Rating! ')).toBe('add_vendor_rating');
    expect(() => normaliseMigrationName('  ')).toThrow(/Migration name is required/);
  });
});
