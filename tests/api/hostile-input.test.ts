// Hostile input on every JSON write route: fast-check generates malformed payloads (random JSON
// values, broken JSON text, valid shapes with hostile field values). Every answer must be a 4xx or
// a deliberate success, never a 5xx; a rejection writes nothing (every success is audited, so
// audit rows = successes, and the user tables do not grow without one); the server stays healthy.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, resetDatabase, type TestContext } from '../helpers/test-app';

const RUNS = Number(process.env.HOSTILE_RUNS ?? 1000);

const WRITE_ROUTES: Array<[method: 'POST' | 'PATCH' | 'DELETE', url: string]> = [
  ['POST', '/api/sanctions-screening'],
  ['POST', '/api/sanctions-screening/check'],
  ['POST', '/api/kyc-screening'],
  ['POST', '/api/customs-declarations'],
  ['POST', '/api/customs-declarations/1/status'],
  ['POST', '/api/regulations'],
  ['POST', '/api/commodity-subcategories'],
  ['POST', '/api/screening/search'],
  ['POST', '/api/screening/batch'],
  ['POST', '/api/screening/internal-lists/blacklist'],
  ['PATCH', '/api/screening/internal-lists/pep/1'],
  ['DELETE', '/api/screening/internal-lists/pep/1'],
  ['PATCH', '/api/compliance-alerts/1'],
  ['POST', '/api/compliance-workflows/1/cancel'],
  ['POST', '/api/compliance-workflows/1/steps/1/complete'],
  ['POST', '/api/basic-ordering-agreements'],
  ['POST', '/api/basic-ordering-agreements/1/amendments'],
  ['POST', '/api/basic-ordering-agreements/1/approvals'],
  ['POST', '/api/basic-ordering-agreements/1/status'],
  ['POST', '/api/basic-ordering-agreements/1/sign'],
  ['POST', '/api/basic-ordering-agreements/1/signatures'],
  ['POST', '/api/digital-trade-orders'],
  ['POST', '/api/digital-trade-orders/1/status'],
  ['POST', '/api/documents'],
  ['POST', '/api/tariff-classifications'],
  ['POST', '/api/market-analysis/tariff-comparison'],
  ['POST', '/api/screening/reviews'],
  ['POST', '/api/vendors'],
  ['PATCH', '/api/vendors/1'],
];

const hostileText = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.constantFrom(
    '<img src=x onerror=alert(1)>',
    "'; DROP TABLE documents; --",
    '\u0000\u202e\ufeff',
    '{{7*7}}',
    '../../etc/passwd',
    'A'.repeat(25_000),
    '=cmd|"/c calc"!A1',
  ),
);
const hostileValue = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
);
const FIELD_NAMES = [
  'entityName',
  'entityType',
  'screeningResult',
  'riskLevel',
  'notes',
  'status',
  'reason',
  'customsOffice',
  'declarantName',
  'items',
  'totalValue',
  'title',
  'regulationCode',
  'names',
  'name',
  'agreementNumber',
  'buyerName',
  'sellerName',
  'validityPeriod',
  '__proto__',
  'constructor',
];
const payloads = fc.oneof(
  // Any JSON value (arrays, numbers, nested objects...).
  fc.jsonValue().map((value) => JSON.stringify(value)),
  // Objects with the routes' field names and hostile values.
  fc
    .dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, { maxKeys: 8 })
    .map((value) => JSON.stringify(value)),
  // Broken JSON text.
  fc.string({ maxLength: 80 }).map((text) => `{${text}`),
  fc.constantFrom('', 'null', '[]', '{"a":', '{"__proto__":{"isAdmin":true}}', '\u0000'),
);

// Tables users write to (reference data loaded by the seed is left out).
const REFERENCE_TABLES = new Set([
  '_prisma_migrations',
  'audit_events',
  'document_type_infos',
  'incoterms',
  'commodity_categories',
  'commodity_subcategories',
  'trade_agreements',
  'watchlist_sources',
  'watchlist_versions',
  'watchlist_entities',
]);
const userRows = async (ctx: TestContext): Promise<number> => {
  const tables = (
    await ctx.infra.prisma.$queryRaw<Array<{ tablename: string }>>`
      SELECT tablename FROM pg_tables WHERE schemaname = 'public'`
  )
    .map((row) => row.tablename)
    .filter((name) => !REFERENCE_TABLES.has(name));
  const [row] = await ctx.infra.prisma.$queryRawUnsafe<Array<{ rows: bigint }>>(
    `SELECT (${tables.map((table) => `(SELECT count(*) FROM "${table}")`).join(' + ')})::bigint AS rows`,
  );
  return Number(row!.rows);
};

describe('hostile input on every write route', () => {
  let ctx: TestContext;
  let rowsBefore = 0;
  const figures: Array<{ route: string; payloads: number; '5xx': number; accepted: number }> = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    await resetDatabase(ctx.infra);
    rowsBefore = await userRows(ctx);
  });
  afterAll(async () => {
    console.table(figures);
    await ctx.close();
  });

  it.each(WRITE_ROUTES)(
    '%s %s answers every malformed payload with a 4xx and writes nothing',
    async (method, url) => {
      const auditBefore = await ctx.infra.prisma.auditEvent.count();
      const statuses = new Map<number, number>();
      let serverErrors = 0;
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(payloads, async (payload) => {
          const response = await ctx.app.inject({
            method,
            url,
            headers: { 'content-type': 'application/json' },
            payload,
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode >= 500) serverErrors += 1;
          if (response.statusCode < 300) accepted += 1;
          expect(response.statusCode, `${payload.slice(0, 200)} -> ${response.body}`).toBeLessThan(
            500,
          );
        }),
        { numRuns: RUNS },
      );
      figures.push({ route: `${method} ${url}`, payloads: RUNS, '5xx': serverErrors, accepted });
      expect(serverErrors).toBe(0);
      // Checks and searches change nothing and are not audited; every other success is.
      const audited = (await ctx.infra.prisma.auditEvent.count()) - auditBefore;
      if (/\/(check|search)$/.test(url)) expect(audited).toBe(0);
      else expect(audited).toBe(accepted);
      expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    },
  );

  it('wrote no user rows for the rejected payloads', async () => {
    const successes = figures.reduce((sum, figure) => sum + figure.accepted, 0);
    if (successes === 0) expect(await userRows(ctx)).toBe(rowsBefore);
    expect(figures.every((figure) => figure['5xx'] === 0)).toBe(true);
  });
});
