// Paging, sorting, server search and CSV export of regulations, compliance alerts, vendors and
// tariff classifications, as a client sees them: plain arrays, X-Total-Count, Link rel="next",
// 400s for bad paging input, a cursor into deleted rows that continues after them, and CSV of the
// whole filtered list.
import type { PrismaClient } from '@compliance/db';
import { describe, expect, it } from 'vitest';

import { useTestApp } from '../helpers/use-test-app';

const nextLink = (link: string | string[] | number | undefined) =>
  /<([^>]+)>;\s*rel="next"/.exec(String(link ?? ''))?.[1] ?? null;

const label = (i: number) => String(i).padStart(2, '0');
const minute = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000);

interface ListCase {
  path: string;
  /** The field holding each row's label ('Item 01' ...). */
  field: string;
  /** Rows 'Item 01'...'Item NN'; row i is the i-th oldest, every third one matches `match`. */
  seed(db: PrismaClient, count: number): Promise<unknown>;
  /** Default order, as labels of rows 1..count. */
  defaultOrder(count: number): number[];
  /** A sort on the label field, ascending. */
  sortByLabel: string;
  /** q that finds exactly the rows with i % 3 === 0. */
  match: string;
  deleteByLabel(db: PrismaClient, labels: string[]): Promise<unknown>;
  csvHeader: string;
  unknownSort: RegExp;
}

const newestFirst = (count: number) => Array.from({ length: count }, (_, i) => count - i);
const oldestFirst = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

const CASES: ListCase[] = [
  {
    path: '/api/regulations',
    field: 'title',
    seed: (db, count) =>
      db.regulation.createMany({
        data: oldestFirst(count).map((i) => ({
          title: `Item ${label(i)}`,
          regulationCode: `REG-${label(i)}`,
          country: 'NL',
          regulationType: 'import' as const,
          description: i % 3 === 0 ? 'Applies to cocoa beans' : 'General rule',
          effectiveDate: new Date('2025-01-01'),
          source: 'Official journal',
          updatedAt: minute(i),
        })),
      }),
    defaultOrder: newestFirst,
    sortByLabel: 'title',
    match: 'COCOA',
    deleteByLabel: (db, titles) => db.regulation.deleteMany({ where: { title: { in: titles } } }),
    csvHeader: 'ID,Code,Title,Country,Type,Effective,Expires,Active,Source,HS codes,Updated',
    unknownSort: /sort must be one of: updatedAt, -updatedAt, effectiveDate/,
  },
  {
    path: '/api/compliance-alerts',
    field: 'title',
    seed: (db, count) =>
      db.complianceAlert.createMany({
        data: oldestFirst(count).map((i) => ({
          title: `Item ${label(i)}`,
          description: i % 3 === 0 ? 'Vessel routed via an embargoed port' : 'Document missing',
          severity: 'warning' as const,
          createdAt: minute(i),
        })),
      }),
    defaultOrder: newestFirst,
    sortByLabel: 'title',
    match: 'embargoed',
    deleteByLabel: (db, titles) =>
      db.complianceAlert.deleteMany({ where: { title: { in: titles } } }),
    csvHeader: 'ID,Title,Severity,Status,Description,Subject,Subject ID,Created,Resolved',
    unknownSort: /sort must be one of: createdAt, -createdAt, updatedAt/,
  },
  {
    path: '/api/vendors',
    field: 'displayName',
    seed: (db, count) =>
      db.vendor.createMany({
        data: oldestFirst(count).map((i) => ({
          displayName: `Item ${label(i)}`,
          legalName: i % 3 === 0 ? `Harbour Traders ${i} B.V.` : null,
          country: 'NL',
          description: 'Bulk commodity trader',
          businessType: 'trader' as const,
          createdAt: minute(i),
        })),
      }),
    defaultOrder: oldestFirst,
    sortByLabel: '-createdAt',
    match: 'harbour',
    deleteByLabel: (db, names) => db.vendor.deleteMany({ where: { displayName: { in: names } } }),
    csvHeader:
      'ID,Name,Legal name,Country,City,Business type,Tier,Verification,Active,Website,Created',
    unknownSort: /sort must be one of: displayName, -displayName, country/,
  },
  {
    path: '/api/tariff-classifications',
    field: 'productDescription',
    seed: (db, count) =>
      db.tariffClassification.createMany({
        data: oldestFirst(count).map((i) => ({
          productDescription: `Item ${label(i)}`,
          hsCode: i % 3 === 0 ? '180631' : '090111',
          country: 'EU',
          classifiedAt: minute(i),
        })),
      }),
    defaultOrder: newestFirst,
    sortByLabel: 'productDescription',
    match: '1806',
    deleteByLabel: (db, names) =>
      db.tariffClassification.deleteMany({ where: { productDescription: { in: names } } }),
    csvHeader: 'ID,Product,HS code,Official description,Country,Tariff rate,Rate source,Classified',
    unknownSort: /sort must be one of: id, -id, classifiedAt/,
  },
];

describe.each(CASES)('GET $path (paged)', (list) => {
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

  it('answers a bare array with X-Total-Count and Link rel="next" pages, in the default order', async () => {
    await list.seed(ctx().infra.prisma, 11);
    const first = await get(join('limit=4'));
    expect(first.statusCode).toBe(200);
    expect(Array.isArray(first.json())).toBe(true);
    expect(labelsOf(first.json())).toEqual(items(list.defaultOrder(11).slice(0, 4)));
    expect(first.headers['x-total-count']).toBe('11');
    expect(nextLink(first.headers.link)).toMatch(
      new RegExp(`^${list.path}\\?limit=4&cursor=[\\w-]+$`),
    );
    const all = await readAll(join('limit=4'));
    expect(all.pages).toBe(3);
    expect(all.labels).toEqual(items(list.defaultOrder(11)));
    expect(all.totals).toEqual(new Set(['11']));
    const whole = await get(join('limit=11'));
    expect(whole.headers.link).toBeUndefined();
  });

  it('sorts both ways and pages in that order', async () => {
    await list.seed(ctx().infra.prisma, 7);
    const ascending = list.sortByLabel.startsWith('-')
      ? list.sortByLabel.slice(1)
      : list.sortByLabel;
    const up = await readAll(join(`limit=3&sort=${ascending}`));
    const down = await readAll(join(`limit=3&sort=-${ascending}`));
    expect(up.labels).toHaveLength(7);
    expect(down.labels).toEqual([...up.labels].reverse());
    expect(new Set(up.labels).size).toBe(7);
  });

  it('searches on the server beyond the first page (q)', async () => {
    await list.seed(ctx().infra.prisma, 12);
    const found = await readAll(join(`limit=2&q=${encodeURIComponent(list.match)}`));
    expect([...found.labels].sort()).toEqual(items([3, 6, 9, 12]));
    expect(found.totals).toEqual(new Set(['4']));
    const none = await get(join('q=no-such-thing-anywhere'));
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('refuses a malformed cursor, a limit out of range and an unknown sort field with 400', async () => {
    const cases: Array<[string, RegExp]> = [
      [join('cursor=not-a-cursor'), /cursor is malformed/],
      [join('cursor=%25%25'), /cursor is malformed/],
      [join('limit=0'), /limit must be at least 1/],
      [join('limit=501'), /limit must be at most 500/],
      [join('limit=many'), /limit must be a number/],
      [join('sort=secret'), list.unknownSort],
      [`${list.path}/export.csv?sort=secret`, list.unknownSort],
    ];
    for (const [url, message] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toMatch(message);
    }
  });

  it('continues after a cursor whose rows were deleted since', async () => {
    await list.seed(ctx().infra.prisma, 6);
    const order = items(list.defaultOrder(6));
    const first = await get(join('limit=2'));
    expect(labelsOf(first.json())).toEqual(order.slice(0, 2));
    // The cursor's own row and the next one go.
    await list.deleteByLabel(ctx().infra.prisma, [order[1]!, order[2]!]);
    const second = await get(nextLink(first.headers.link)!);
    expect(second.statusCode).toBe(200);
    expect(labelsOf(second.json())).toEqual(order.slice(3, 5));
  });

  it('exports the whole filtered, sorted list as CSV', async () => {
    await list.seed(ctx().infra.prisma, 12);
    const response = await get(
      `${list.path}/export.csv?q=${encodeURIComponent(list.match)}&sort=-${list.sortByLabel.replace(/^-/, '')}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[\w-]+\.csv"$/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(list.csvHeader);
    expect(lines).toHaveLength(5);
    for (const i of [3, 6, 9, 12]) expect(response.body).toContain(`Item ${label(i)}`);
  });
});

describe('GET /api/vendors/export.csv at scale', () => {
  const ctx = useTestApp();

  it('streams more rows than one page and keeps the directory filters', async () => {
    await ctx().infra.prisma.vendor.createMany({
      data: Array.from({ length: 620 }, (_, i) => ({
        displayName: `Bulk ${String(i).padStart(4, '0')}`,
        country: i % 2 ? 'DE' : 'NL',
        description: 'Importer',
        businessType: 'importer' as const,
      })),
    });
    const response = await ctx().app.inject({
      method: 'GET',
      url: '/api/vendors/export.csv?country=nl&businessType=importer',
    });
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(311);
    const list = await ctx().app.inject({ method: 'GET', url: '/api/vendors?country=NL&limit=1' });
    expect(list.headers['x-total-count']).toBe('310');
    const bad = await ctx().app.inject({ method: 'GET', url: '/api/vendors?businessType=pirate' });
    expect(bad.statusCode).toBe(400);
  });
});
