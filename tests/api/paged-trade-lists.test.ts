// Paging, sorting, server search, filters and CSV export of the audit trail, market analysis
// reports, basic ordering agreements and digital trade orders, as a client sees them: plain arrays
// in the default newest-first order, X-Total-Count, Link rel="next" to the last page, both sort
// directions, 400s for bad paging input, and CSV of the whole filtered, sorted list.
import type { PrismaClient } from '@compliance/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createTestApp, resetDatabase, type TestContext } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';

const nextLink = (link: string | string[] | number | undefined) =>
  /<([^>]+)>;\s*rel="next"/.exec(String(link ?? ''))?.[1] ?? null;

const label = (i: number) => String(i).padStart(2, '0');
const minute = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000);
const oldestFirst = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
const newestFirst = (count: number) => oldestFirst(count).reverse();
/** Row i of `count` gets a date (or value) that runs the other way round from its id. */
const backwards = (i: number, count: number) => count + 1 - i;

interface ListCase {
  path: string;
  /** The field holding each row's label ('Item 01' ...), also a sort field. */
  field: string;
  /**
   * Rows 'Item 01'...'Item NN', inserted oldest first. Every third (i % 3 === 0) matches `match`;
   * every even one matches `filter`; `otherSort` ascending runs from row NN down to row 01.
   */
  seed(db: PrismaClient, count: number): Promise<unknown>;
  match: string;
  filter: string;
  otherSort: string;
  csvHeader: string;
  unknownSort: RegExp;
}

const CASES: ListCase[] = [
  {
    path: '/api/audit-events',
    field: 'actorName',
    seed: (db, count) =>
      db.auditEvent.createMany({
        data: oldestFirst(count).map((i) => ({
          actorId: `user-${i}`,
          actorName: `Item ${label(i)}`,
          actorRole: 'compliance_officer',
          action: i % 2 === 0 ? 'status_change' : 'create',
          entityType: 'customs-declarations',
          entityId: String(100 + i),
          reason: i % 3 === 0 ? 'Papers for the cocoa shipment' : null,
          occurredAt: minute(backwards(i, count)),
        })),
      }),
    match: 'COCOA',
    filter: 'action=status_change',
    otherSort: 'occurredAt',
    csvHeader:
      'id,occurredAt,actorId,actorName,actorRole,action,method,path,entityType,entityId,statusCode,requestId,reason,before,after',
    unknownSort: /sort must be one of: id, -id, occurredAt, -occurredAt, actorName/,
  },
  {
    path: '/api/market-analysis',
    field: 'analysisName',
    seed: (db, count) =>
      db.marketAnalysisReport.createMany({
        data: oldestFirst(count).map((i) => ({
          analysisName: `Item ${label(i)}`,
          analysisType: 'tariff_comparison',
          status: i % 2 === 0 ? ('completed' as const) : ('failed' as const),
          hsCode: '850440',
          productDescription: i % 3 === 0 ? 'Cocoa beans, whole' : 'Static converters',
          targetMarkets: ['US', 'EU'],
          createdAt: minute(backwards(i, count)),
        })),
      }),
    match: 'cocoa',
    filter: 'status=completed',
    otherSort: 'createdAt',
    csvHeader:
      'ID,Name,Type,Status,HS code,Product,Markets,Origin,Customs value,Currency,Incoterm,Score,Generated,Created',
    unknownSort: /sort must be one of: id, -id, createdAt, -createdAt, analysisName/,
  },
  {
    path: '/api/basic-ordering-agreements',
    field: 'agreementNumber',
    seed: (db, count) =>
      db.basicOrderingAgreement.createMany({
        data: oldestFirst(count).map((i) => ({
          agreementNumber: `Item ${label(i)}`,
          buyerName: 'Acme Imports',
          sellerName: i % 3 === 0 ? 'Harbour Traders B.V.' : 'Delta Supplies',
          authenticationMethod: 'PKI',
          status: i % 2 === 0 ? ('active' as const) : ('draft' as const),
          createdAt: minute(backwards(i, count)),
        })),
      }),
    match: 'harbour',
    filter: 'status=active',
    otherSort: 'createdAt',
    csvHeader:
      'ID,Agreement number,Version,Type,Buyer,Seller,Status,Max order value,Currency,Validity (months),ICC rules,Activated,Expires,Created',
    unknownSort: /sort must be one of: id, -id, createdAt, -createdAt, updatedAt/,
  },
  {
    path: '/api/digital-trade-orders',
    field: 'orderNumber',
    seed: async (db, count) => {
      const [first, second] = await db.basicOrderingAgreement.createManyAndReturn({
        data: ['BOA-A', 'BOA-B'].map((agreementNumber) => ({
          agreementNumber,
          buyerName: 'Acme Imports',
          sellerName: 'Delta Supplies',
          authenticationMethod: 'PKI',
          status: 'active' as const,
        })),
      });
      return db.digitalTradeOrder.createMany({
        data: oldestFirst(count).map((i) => ({
          orderNumber: `Item ${label(i)}`,
          description: i % 3 === 0 ? 'Cocoa beans, 20 t' : 'Spare parts',
          totalValue: 1000 + 10 * backwards(i, count),
          status: i % 2 === 0 ? ('accepted' as const) : ('placed' as const),
          boaId: i % 2 === 0 ? second!.id : first!.id,
        })),
      });
    },
    match: 'Cocoa',
    filter: 'status=accepted',
    otherSort: 'totalValue',
    csvHeader:
      'ID,Order number,Type,Agreement,Agreement version,Status,Value,Currency,Signature,Description,Placed,Created',
    unknownSort: /sort must be one of: id, -id, createdAt, -createdAt, orderNumber/,
  },
];

describe.each(CASES)('GET $path (paged, sorted, exported)', (list) => {
  const ctx = useTestApp();
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });
  const labelsOf = (body: unknown) =>
    (body as Array<Record<string, string>>).map((row) => String(row[list.field]));
  const items = (numbers: number[]) => numbers.map((i) => `Item ${label(i)}`);
  const join = (query: string) => `${list.path}?${query}`;

  const readAll = async (first: string) => {
    const labels: string[] = [];
    const totals = new Set<string>();
    let url: string | null = first;
    let pages = 0;
    while (url) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      labels.push(...labelsOf(response.json()));
      totals.add(String(response.headers['x-total-count']));
      url = nextLink(response.headers.link);
      pages += 1;
    }
    return { labels, pages, totals };
  };

  it('answers a bare array, newest first, with X-Total-Count and Link rel="next" to the last page', async () => {
    await list.seed(ctx().infra.prisma, 11);
    const first = await get(join('limit=4'));
    expect(first.statusCode).toBe(200);
    expect(Array.isArray(first.json())).toBe(true);
    expect(labelsOf(first.json())).toEqual(items(newestFirst(11).slice(0, 4)));
    expect(first.headers['x-total-count']).toBe('11');
    expect(nextLink(first.headers.link)).toMatch(
      new RegExp(`^${list.path}\\?limit=4&cursor=[\\w-]+$`),
    );
    const all = await readAll(join('limit=4'));
    expect(all.pages).toBe(3);
    expect(all.labels).toEqual(items(newestFirst(11)));
    expect(all.totals).toEqual(new Set(['11']));
    const whole = await get(join('limit=11'));
    expect(whole.headers.link).toBeUndefined();
  });

  it('sorts both ways on its label and on another field, paging in that order', async () => {
    await list.seed(ctx().infra.prisma, 7);
    const up = await readAll(join(`limit=3&sort=${list.field}`));
    expect(up.labels).toEqual(items(oldestFirst(7)));
    expect(up.pages).toBe(3);
    const down = await readAll(join(`limit=3&sort=-${list.field}`));
    expect(down.labels).toEqual(items(newestFirst(7)));
    const other = await readAll(join(`limit=2&sort=${list.otherSort}`));
    expect(other.labels).toEqual(items(newestFirst(7)));
    expect(other.pages).toBe(4);
    const otherDown = await readAll(join(`limit=2&sort=-${list.otherSort}`));
    expect(otherDown.labels).toEqual(items(oldestFirst(7)));
    const byId = await readAll(join('limit=5&sort=id'));
    expect(byId.labels).toEqual(items(oldestFirst(7)));
  });

  it('searches (q) and filters on the server beyond the first page', async () => {
    await list.seed(ctx().infra.prisma, 12);
    const found = await readAll(join(`limit=2&q=${encodeURIComponent(list.match)}`));
    expect(found.labels).toEqual(items([12, 9, 6, 3]));
    expect(found.totals).toEqual(new Set(['4']));
    const filtered = await readAll(join(`limit=4&${list.filter}&sort=${list.field}`));
    expect(filtered.labels).toEqual(items([2, 4, 6, 8, 10, 12]));
    expect(filtered.totals).toEqual(new Set(['6']));
    const both = await get(join(`${list.filter}&q=${encodeURIComponent(list.match)}`));
    expect(labelsOf(both.json())).toEqual(items([12, 6]));
    expect(both.headers['x-total-count']).toBe('2');
    const none = await get(join('q=no-such-thing-anywhere'));
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
    // '%' is a literal character in a search, not a wildcard.
    expect((await get(join('q=%25'))).json()).toEqual([]);
  });

  it('refuses a malformed cursor, a limit out of range, an unknown sort and a cursor of another sort with 400', async () => {
    await list.seed(ctx().infra.prisma, 3);
    const cases: Array<[string, RegExp]> = [
      [join('cursor=not-a-cursor'), /cursor is malformed/],
      [join('cursor=%25%25'), /cursor is malformed/],
      [join('cursor=Zm9v'), /cursor is malformed/],
      [join('limit=0'), /limit must be at least 1/],
      [join('limit=501'), /limit must be at most 500/],
      [join('limit=many'), /limit must be a number/],
      [join('sort=secret'), list.unknownSort],
      [join('sort=-status'), list.unknownSort],
      [`${list.path}/export.csv?sort=secret`, list.unknownSort],
    ];
    for (const [url, message] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toMatch(message);
    }
    const first = await get(join(`limit=1&sort=${list.field}`));
    const cursor = new URL(nextLink(first.headers.link)!, 'http://x').searchParams.get('cursor');
    const other = await get(join(`limit=1&sort=-${list.field}&cursor=${cursor}`));
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/cursor belongs to another sort order/);
  });

  it('exports the whole filtered, sorted list as CSV', async () => {
    await list.seed(ctx().infra.prisma, 12);
    const response = await get(
      `${list.path}/export.csv?q=${encodeURIComponent(list.match)}&sort=${list.field}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[\w-]+\.csv"$/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(list.csvHeader);
    expect(lines).toHaveLength(5);
    const labelsInCsv = lines.slice(1).map((line) => /Item \d\d/.exec(line)?.[0]);
    expect(labelsInCsv).toEqual(items([3, 6, 9, 12]));

    const filtered = await get(
      `${list.path}/export.csv?${list.filter}&q=${encodeURIComponent(list.match)}&sort=-${list.otherSort}`,
    );
    const rows = filtered.body.trimEnd().split('\r\n').slice(1);
    expect(rows.map((line) => /Item \d\d/.exec(line)?.[0])).toEqual(items([6, 12]));
    // The CSV ignores paging parameters: it is the whole set.
    const unpaged = await get(`${list.path}/export.csv?sort=id`);
    expect(unpaged.body.trimEnd().split('\r\n')).toHaveLength(13);
  });
});

describe('GET /api/audit-events extras', () => {
  const ctx = useTestApp();
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  it('filters by actor and date range, and format=csv streams the same rows as export.csv', async () => {
    await CASES[0]!.seed(ctx().infra.prisma, 10);
    // Row i occurred at minute 11 - i: minutes 3..5 are rows 8..6.
    const range = `from=${minute(3).toISOString()}&to=${minute(5).toISOString()}`;
    const ranged = await get(`/api/audit-events?${range}&sort=occurredAt`);
    expect(ranged.json().map((row: { actorName: string }) => row.actorName)).toEqual([
      'Item 08',
      'Item 07',
      'Item 06',
    ]);
    const byActor = await get('/api/audit-events?actor=user-4');
    expect(byActor.json().map((row: { actorName: string }) => row.actorName)).toEqual(['Item 04']);
    const byName = await get('/api/audit-events?actor=item%200');
    expect(byName.headers['x-total-count']).toBe('9');

    const legacy = await get(`/api/audit-events?format=csv&${range}&sort=-occurredAt`);
    const exported = await get(`/api/audit-events/export.csv?${range}&sort=-occurredAt`);
    expect(legacy.statusCode).toBe(200);
    expect(legacy.headers['content-disposition']).toMatch(/filename="audit-events-[\d-]+\.csv"/);
    expect(exported.body).toBe(legacy.body);
    expect(
      exported.body
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[3]),
    ).toEqual(['Item 06', 'Item 07', 'Item 08']);
  });
});

describe('GET /api/audit-events/export.csv (proxy sign-in)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: {
        AUTH_MODE: 'proxy',
        AUTH_PROXY_TRUSTED_ADDRESSES: '10.0.0.5',
        AUTH_ADMIN_GROUPS: 'platform-admins',
        AUTH_OFFICER_GROUPS: 'compliance',
      },
    });
  });
  afterAll(() => ctx.close());
  beforeEach(() => resetDatabase(ctx.infra));

  const as = (groups: string) => ({
    remoteAddress: '10.0.0.5',
    headers: {
      'x-forwarded-user': `user-${groups || 'none'}`,
      'x-forwarded-email': 'ana.lima@example.com',
      'x-forwarded-preferred-username': 'Ana Lima',
      'x-forwarded-groups': groups,
    },
  });

  it('is for officers and admins only, like the trail itself', async () => {
    const user = await ctx.app.inject({
      method: 'GET',
      url: '/api/audit-events/export.csv',
      ...as(''),
    });
    expect(user.statusCode).toBe(403);
    const officer = await ctx.app.inject({
      method: 'GET',
      url: '/api/audit-events/export.csv',
      ...as('compliance'),
    });
    expect(officer.statusCode).toBe(200);
    expect(officer.body.split('\r\n')[0]).toMatch(/^id,occurredAt,/);
  });
});
