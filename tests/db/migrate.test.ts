import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { checkSchemaDrift } from '@compliance/db/drift';
import { migrate } from '@compliance/db/migrate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createFreshDatabase, type FreshDatabase, queryRows } from './support/fresh-database';

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../prisma/migrations');
const migrationNames = fs
  .readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

describe('migrate (wasm schema engine)', () => {
  let db: FreshDatabase;
  let firstRun: Awaited<ReturnType<typeof migrate>>;
  let firstRunMs = 0;

  beforeAll(async () => {
    db = await createFreshDatabase('migrate');
    const started = performance.now();
    firstRun = await migrate({ databaseUrl: db.url });
    firstRunMs = performance.now() - started;
    console.info(`[measure] migrate on an empty database: ${Math.round(firstRunMs)} ms`);
  });
  afterAll(() => db?.drop());

  it('applies every committed migration to an empty database', () => {
    expect(migrationNames[0]).toMatch(/^\d{14}_init$/);
    expect(firstRun.applied).toEqual(migrationNames);
  });

  it('creates the product design tables, enums and the raw SQL extras', async () => {
    const tables = await queryRows<{ table_name: string }>(
      db.url,
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    const names = tables.map((t) => t.table_name);
    for (const table of [
      'documents',
      'document_types',
      'kyc_screenings',
      'sanctions_screenings',
      'customs_declarations',
      'regulations',
      'tariff_classifications',
      'tariff_rates',
      'trade_remedies',
      'trade_agreements',
      'market_analysis_reports',
      'commodity_categories',
      'commodity_subcategories',
      'vendors',
      'incoterms',
      'basic_ordering_agreements',
      'digital_trade_orders',
      'compliance_alerts',
      'compliance_workflows',
      'workflow_steps',
      'domain_events',
      'watchlist_sources',
      'watchlist_versions',
      'watchlist_entities',
      'internal_list_entries',
      'screening_runs',
    ]) {
      expect(names).toContain(table);
    }
    const statuses = await queryRows<{ v: string }>(
      db.url,
      'SELECT unnest(enum_range(NULL::"DocumentStatus"))::text AS v',
    );
    expect(statuses.map((s) => s.v)).toEqual(['pending', 'verified', 'rejected']);
    const indexes = await queryRows<{ indexname: string; indexdef: string }>(
      db.url,
      "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'",
    );
    const byName = new Map(indexes.map((i) => [i.indexname, i.indexdef]));
    expect(byName.get('kyc_screenings_entityName_trgm_idx')).toContain('gin_trgm_ops');
    expect(byName.get('watchlist_versions_one_current_per_source')).toMatch(
      /UNIQUE.*WHERE "isCurrent"/,
    );
    expect(byName.get('documents_uploadedAt_id_idx')).toContain('"uploadedAt" DESC, id DESC');
  });

  it('records each migration in _prisma_migrations as prisma migrate deploy does', async () => {
    const rows = await queryRows<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
      applied_steps_count: number;
    }>(
      db.url,
      'SELECT migration_name, checksum, finished_at, rolled_back_at, applied_steps_count FROM _prisma_migrations ORDER BY migration_name',
    );
    expect(rows.map((r) => r.migration_name)).toEqual(migrationNames);
    for (const row of rows) {
      const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, row.migration_name, 'migration.sql'));
      // migrate deploy compares this checksum to detect edited migrations.
      expect(row.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it('leaves the database exactly as schema.prisma describes (no drift)', async () => {
    // Describing a live database reads "char" catalog columns: this also guards that adapter fix.
    expect(await checkSchemaDrift({ databaseUrl: db.url })).toEqual({ inSync: true, sql: '' });
  });

  it('detects drift when the database no longer matches the schema', async () => {
    const drifted = await createFreshDatabase('drift');
    try {
      await migrate({ databaseUrl: drifted.url });
      await queryRows(drifted.url, 'ALTER TABLE "vendors" DROP COLUMN "website"');
      const drift = await checkSchemaDrift({ databaseUrl: drifted.url });
      expect(drift.inSync).toBe(false);
      expect(drift.sql).toContain('ALTER TABLE "vendors" ADD COLUMN     "website" TEXT');
    } finally {
      await drifted.drop();
    }
  });

  it('is idempotent: a second run applies nothing and changes nothing', async () => {
    const before = await queryRows(db.url, 'SELECT * FROM _prisma_migrations ORDER BY id');
    const second = await migrate({ databaseUrl: db.url });
    expect(second.applied).toEqual([]);
    expect(await queryRows(db.url, 'SELECT * FROM _prisma_migrations ORDER BY id')).toEqual(before);
  });

  it('reports a failing migration as an error and refuses later runs until it is resolved', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-migrate-'));
    fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    fs.mkdirSync(path.join(dir, '29990101000000_broken'));
    fs.writeFileSync(
      path.join(dir, '29990101000000_broken', 'migration.sql'),
      'ALTER TABLE "no_such_table" ADD COLUMN "x" INTEGER;\n',
    );
    try {
      await expect(migrate({ databaseUrl: db.url, migrationsDir: dir })).rejects.toThrow(
        /no_such_table/,
      );
      await expect(migrate({ databaseUrl: db.url, migrationsDir: dir })).rejects.toThrow(
        /29990101000000_broken/,
      );

      // The documented recovery: fix the SQL, mark the failed attempt rolled back, migrate again.
      fs.writeFileSync(
        path.join(dir, '29990101000000_broken', 'migration.sql'),
        'CREATE TABLE "recovered" ("id" INTEGER);\n',
      );
      await queryRows(
        db.url,
        "UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = '29990101000000_broken' AND finished_at IS NULL",
      );
      expect((await migrate({ databaseUrl: db.url, migrationsDir: dir })).applied).toEqual([
        '29990101000000_broken',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fills the match counts of screenings stored before the lists read them from columns', async () => {
    const SUMMARY = '20261129103639_screening_match_summary';
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-migrate-'));
    const before = migrationNames.filter((name) => name < SUMMARY);
    fs.copyFileSync(
      path.join(MIGRATIONS_DIR, 'migration_lock.toml'),
      path.join(dir, 'migration_lock.toml'),
    );
    for (const name of before)
      fs.cpSync(path.join(MIGRATIONS_DIR, name), path.join(dir, name), { recursive: true });
    const older = await createFreshDatabase('match-summary');
    try {
      await migrate({ databaseUrl: older.url, migrationsDir: dir });
      const matches = JSON.stringify([
        { score: 0.97, match: true },
        { score: 0.84, match: true },
        { score: 0.61, match: false },
      ]);
      await queryRows(
        older.url,
        `INSERT INTO kyc_screenings ("entityName", country, "screeningResult", "riskLevel", matches, "updatedAt")
         VALUES ('Ivan Petrov', 'RU', 'flagged', 'high', '${matches}', now()),
                ('Acme Trading', 'NL', 'clear', 'low', '[]', now());
         INSERT INTO sanctions_screenings ("entityName", "entityType", "screeningResult", "riskLevel", matches, "updatedAt")
         VALUES ('MV Ocean Star', 'vessel', 'flagged', 'high', '${matches}', now())`,
      );
      fs.cpSync(path.join(MIGRATIONS_DIR, SUMMARY), path.join(dir, SUMMARY), { recursive: true });
      expect((await migrate({ databaseUrl: older.url, migrationsDir: dir })).applied).toContain(
        SUMMARY,
      );
      const summary = 'SELECT "entityName", "matchCount", "candidateCount", "topScore"';
      expect(
        await queryRows(older.url, `${summary} FROM kyc_screenings ORDER BY "entityName"`),
      ).toEqual([
        { entityName: 'Acme Trading', matchCount: 0, candidateCount: 0, topScore: null },
        { entityName: 'Ivan Petrov', matchCount: 2, candidateCount: 3, topScore: 0.97 },
      ]);
      expect(await queryRows(older.url, `${summary} FROM sanctions_screenings`)).toEqual([
        { entityName: 'MV Ocean Star', matchCount: 2, candidateCount: 3, topScore: 0.97 },
      ]);
    } finally {
      await older.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('validates its inputs before reaching the engine', async () => {
    await expect(migrate({ databaseUrl: 'not a url' })).rejects.toThrow(
      /DATABASE_URL is not a valid URL/,
    );
    await expect(migrate({ databaseUrl: 'mysql://u@h/db' })).rejects.toThrow(/postgresql:\/\//);
    await expect(
      migrate({ databaseUrl: db.url, migrationsDir: '/nonexistent/migrations' }),
    ).rejects.toThrow(/Migrations folder not found/);
  });
});
