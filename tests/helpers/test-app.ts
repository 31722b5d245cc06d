// Builds the real app (real Postgres, Redis/BullMQ and S3 from the harness) for integration tests.
import { API_PATHS } from '@compliance/contracts';
import { QUEUES } from '@compliance/contracts/queues';
import { Queue } from 'bullmq';

import { type App, buildApp } from '../../api/src/app';
import { loadApiEnv } from '../../api/src/env';
import { loadSecurityEnv } from '../../api/src/security-env';
import { createInfra, createLogger, type Infra } from '../../core/src/infra';
import { invalidateLocally } from '../../core/src/infra/query-cache';
import { type RunningWorkers, startWorkers } from '../../worker/src/runtime';

export interface TestContext {
  app: App;
  infra: Infra;
  workers: RunningWorkers | null;
  close(): Promise<void>;
}

export const createTestInfra = async (
  overrides: Partial<NodeJS.ProcessEnv> = {},
): Promise<Infra> => {
  const env = loadApiEnv({ ...process.env, ...overrides });
  const logger = createLogger({ level: process.env.LOG_LEVEL ?? 'silent', pretty: false });
  const infra = await createInfra({ env, logger });
  await infra.storage.ensureReady();
  return infra;
};

export const createTestApp = async ({
  withWorkers = false,
  env = {},
}: { withWorkers?: boolean; env?: Partial<NodeJS.ProcessEnv> } = {}): Promise<TestContext> => {
  const infra = await createTestInfra(env);
  const workers = withWorkers
    ? await startWorkers(infra, {
        lockDurationMs: 4000,
        stalledIntervalMs: 2000,
        sweepIntervalMs: 3_600_000,
      })
    : null;
  const app = await buildApp({ infra, security: loadSecurityEnv({ ...process.env, ...env }) });
  await app.ready();
  return {
    app,
    infra,
    workers,
    async close() {
      await app.close();
      await workers?.close();
      await infra.close();
    },
  };
};

// Reference data loaded by the seed survives between tests; everything users create is wiped.
const KEEP_TABLES = new Set([
  '_prisma_migrations',
  'document_type_infos',
  'incoterms',
  'commodity_categories',
  'commodity_subcategories',
  'trade_agreements',
  'watchlist_sources',
  'watchlist_versions',
  'watchlist_entities',
  // Loaded once by the tariff-data import (tests/helpers/tariff-data.ts), like a fresh start.
  'hs_codes',
  'tariff_rates',
  'trade_remedies',
  'tariff_data_imports',
  'hs_search_documents',
  'hs_search_postings',
]);

/**
 * Every path whose data a reset may change: all but the tariff data, whose tables it keeps. What is
 * cached on the tariff data (the nomenclature, the suggestions' search and precedent indexes) takes
 * seconds to build, and rebuilding it after every test made the suggestion tests wait ~2 s each.
 */
const RESET_PATHS = Object.values(API_PATHS).filter(
  (path) =>
    path.startsWith('/api/') &&
    path !== API_PATHS.tariffData &&
    !path.startsWith(`${API_PATHS.tariffData}/`),
);

export const resetDatabase = async (infra: Pick<Infra, 'prisma' | 'redis' | 'notifier'>) => {
  // Everything users create changes: cached totals and stats of the previous test are dropped.
  invalidateLocally(infra.notifier, RESET_PATHS);
  // Ids restart at 1, so jobs left by an earlier test would collide with new ones (same job id).
  if (infra.redis) {
    for (const name of Object.values(QUEUES)) {
      const queue = new Queue(name, { connection: infra.redis });
      await queue.obliterate({ force: true });
      await queue.close();
    }
  }
  const rows = await infra.prisma.$queryRaw<Array<{ tablename: string }>>`
    SELECT tablename FROM pg_tables WHERE schemaname = 'public'`;
  const tables = rows.map((row) => row.tablename).filter((name) => !KEEP_TABLES.has(name));
  if (tables.length) {
    await infra.prisma.$executeRawUnsafe(
      `TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`,
    );
  }
};

/** Polls until `check` returns a value (integration tests wait on real workers). */
export const waitFor = async <T>(
  check: () => Promise<T | null | undefined | false>,
  { timeoutMs = 30_000, intervalMs = 100 } = {},
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
};
