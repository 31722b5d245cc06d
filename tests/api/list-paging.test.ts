// Paging, sorting, server search and CSV export of the lists, as a client sees them: plain arrays,
// X-Total-Count, Link rel="next", 400s for bad paging input, and CSV of the whole filtered list.
import { API_PATHS } from '@compliance/contracts';
import { describe, expect, it } from 'vitest';

import { buildApp } from '../../api/src/app';
import { notifyChanged } from '../../core/src/infra/notify-changed';
import { FEW_MATCHES, LARGE_LIST } from '../../core/src/paging/list-page';
import { createDocument } from '../factories/compliance-rows';
import { useTestApp } from '../helpers/use-test-app';

const nextLink = (link: string | string[] | number | undefined) =>
  /<([^>]+)>;\s*rel="next"/.exec(String(link ?? ''))?.[1] ?? null;

describe('paged lists', () => {
  const ctx = useTestApp();
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  /** Documents 'Doc 01'...'Doc NN', uploaded a minute apart (Doc 01 oldest). */
  const seedDocuments = async (count: number, extra: (i: number) => object = () => ({})) => {
    const start = Date.UTC(2026, 0, 1);
    await ctx().infra.prisma.document.createMany({
      data: Array.from({ length: count }, (_, index) => {
        const i = index + 1;
        return {
          name: `Doc ${String(i).padStart(2, '0')}`,
          type: 'commercial_invoice' as const,
          fileName: 'invoice.pdf',
          contentType: 'application/pdf',
          storageKey: `documents/paging-${i}.pdf`,
          sha256: '0'.repeat(64),
          uploadedAt: new Date(start + i * 60_000),
          size: 1000 + ((i * 7) % 13),
          ...extra(i),
        };
      }),
    });
  };

  /** Follows the Link headers from `first` to the end; returns the names in order and the pages. */
  const readAll = async (first: string) => {
    const names: string[] = [];
    const totals: string[] = [];
    let url: string | null = first;
    let pages = 0;
    while (url) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      names.push(...response.json<Array<{ name: string }>>().map((doc) => doc.name));
      totals.push(String(response.headers['x-total-count']));
      url = nextLink(response.headers.link);
      pages += 1;
    }
    return { names, pages, totals };
  };

  it('answers a bare array with X-Total-Count and a Link to the next page until the last', async () => {
    await seedDocuments(12);
    const first = await get('/api/documents?limit=5');
    expect(first.statusCode).toBe(200);
    expect(first.json<Array<{ name: string }>>().map((doc) => doc.name)).toEqual([
      'Doc 12',
      'Doc 11',
      'Doc 10',
      'Doc 09',
      'Doc 08',
    ]);
    expect(first.headers['x-total-count']).toBe('12');
    expect(nextLink(first.headers.link)).toMatch(/^\/api\/documents\?limit=5&cursor=[\w-]+$/);

    const all = await readAll('/api/documents?limit=5');
    expect(all.pages).toBe(3);
    expect(all.names).toEqual(
      Array.from({ length: 12 }, (_, i) => `Doc ${String(12 - i).padStart(2, '0')}`),
    );
    expect(new Set(all.totals)).toEqual(new Set(['12']));
    // The last page has no Link.
    const last = await get('/api/documents?limit=12');
    expect(last.headers.link).toBeUndefined();
  });

  it('sorts on the allowed fields, ascending or descending, and pages in that order', async () => {
    await seedDocuments(9);
    const byName = await readAll('/api/documents?limit=4&sort=name');
    expect(byName.names).toEqual(Array.from({ length: 9 }, (_, i) => `Doc 0${i + 1}`));
    // Sizes repeat, so ties are broken by id and nothing is skipped or repeated across pages.
    const bySize = await readAll('/api/documents?limit=2&sort=-size');
    expect(bySize.names).toHaveLength(9);
    expect(new Set(bySize.names).size).toBe(9);
    const sizes = (await get('/api/documents?limit=9&sort=-size'))
      .json<Array<{ size: number }>>()
      .map((doc) => doc.size);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it('refuses a malformed cursor, a limit out of range and an unknown sort field with 400', async () => {
    const cases: Array<[string, RegExp]> = [
      ['/api/documents?cursor=not-a-cursor', /cursor is malformed/],
      ['/api/documents?cursor=%25%25', /cursor is malformed/],
      ['/api/documents?limit=0', /limit must be at least 1/],
      ['/api/documents?limit=501', /limit must be at most 500/],
      ['/api/documents?limit=ten', /limit must be a number/],
      ['/api/documents?sort=sha256', /sort must be one of: uploadedAt, -uploadedAt, name/],
    ];
    for (const [url, message] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toMatch(message);
      // One code and shape whether the schema or the cursor decoder found the fault.
      expect(response.json().code, url).toBe('VALIDATION_FAILED');
      expect(response.json().details.issues[0].field, url).toBe(url.split('?')[1]!.split('=')[0]);
    }
    const twice = await get('/api/documents?limit=1&limit=2&q=a&q=b');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('limit: limit must be given once; q: q must be given once');
    // A cursor made for another sort order is refused rather than misread.
    await seedDocuments(3);
    const cursor = new URL(
      nextLink((await get('/api/documents?limit=1&sort=name')).headers.link)!,
      'http://x',
    ).searchParams.get('cursor');
    const other = await get(`/api/documents?limit=1&sort=-size&cursor=${cursor}`);
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/cursor belongs to another sort order/);
  });

  it('refuses an unknown filter value with a 400 naming the field and every accepted value', async () => {
    const cases: Array<[string, string]> = [
      ['/api/documents?status=approved', 'status must be one of: pending, verified, rejected'],
      ['/api/kyc-screening?riskLevel=extreme', 'riskLevel must be one of: low, medium, high'],
      [
        '/api/sanctions-screening?screeningResult=cleared',
        'screeningResult must be one of: clear, flagged, blocked',
      ],
      [
        '/api/vendors?businessType=shipper',
        'businessType must be one of: trader, importer, exporter, broker',
      ],
      [
        '/api/vendors?subscriptionTier=gold',
        'subscriptionTier must be one of: basic, premium, enterprise',
      ],
      [
        '/api/vendors?verificationStatus=approved',
        'verificationStatus must be one of: verified, pending, rejected',
      ],
      ['/api/tariff-rates?importingCountry=ZZ', 'importingCountry must be one of: US, EU, JP'],
      ['/api/audit-events?format=xml', 'format must be one of: json, csv'],
    ];
    for (const [url, message] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toContain(message);
    }
  });

  it('continues after a cursor whose row was deleted since', async () => {
    await seedDocuments(6);
    const first = await get('/api/documents?limit=2');
    expect(first.json<Array<{ name: string }>>().map((doc) => doc.name)).toEqual([
      'Doc 06',
      'Doc 05',
    ]);
    await ctx().infra.prisma.document.deleteMany({ where: { name: { in: ['Doc 05', 'Doc 04'] } } });
    const second = await get(nextLink(first.headers.link)!);
    expect(second.statusCode).toBe(200);
    expect(second.json<Array<{ name: string }>>().map((doc) => doc.name)).toEqual([
      'Doc 03',
      'Doc 02',
    ]);
  });

  it('searches documents on the server by name or type, beyond the first page', async () => {
    await seedDocuments(30, (i) => (i === 1 ? { type: 'bill_of_lading' } : {}));
    const byName = await get('/api/documents?limit=5&q=doc%2001');
    expect(byName.json<Array<{ name: string }>>().map((doc) => doc.name)).toEqual(['Doc 01']);
    expect(byName.headers['x-total-count']).toBe('1');
    const byType = await get('/api/documents?q=lading');
    expect(byType.json<Array<{ name: string }>>().map((doc) => doc.name)).toEqual(['Doc 01']);
    const literal = await get('/api/documents?q=%25');
    expect(literal.json()).toEqual([]);
    expect(literal.headers['x-total-count']).toBe('0');
    const filtered = await get('/api/documents?type=bill_of_lading&status=pending');
    expect(filtered.headers['x-total-count']).toBe('1');
  });

  it('keeps X-Total-Count current after a change notice', async () => {
    await seedDocuments(2);
    expect((await get('/api/documents')).headers['x-total-count']).toBe('2');
    await createDocument(ctx().infra.prisma, { name: 'Late arrival' });
    await notifyChanged(ctx().infra, [API_PATHS.documents]);
    expect((await get('/api/documents')).headers['x-total-count']).toBe('3');
  });

  it('pages a search of a large list the same whether it matches a few rows or many', async () => {
    // 'Bulk 1' ... 'Bulk N', newest last: a search matching everything is read along the order
    // index, one matching 111 names ('Bulk 50', 'Bulk 500'-'509', 'Bulk 5000'-'5099') through the
    // matches themselves; both must answer the newest matches first, page after page.
    const count = LARGE_LIST + 5;
    expect(count).toBeGreaterThan(FEW_MATCHES);
    const start = Date.UTC(2026, 0, 1);
    await ctx().infra.prisma.document.createMany({
      data: Array.from({ length: count }, (_, index) => ({
        name: `Bulk ${index + 1}`,
        type: 'commercial_invoice' as const,
        fileName: 'invoice.pdf',
        contentType: 'application/pdf',
        storageKey: `documents/bulk-${index + 1}.pdf`,
        sha256: '0'.repeat(64),
        uploadedAt: new Date(start + (index + 1) * 1000),
        size: 1000,
      })),
    });
    const newestFirst = (matches: (i: number) => boolean) =>
      Array.from({ length: count }, (_, index) => count - index)
        .filter(matches)
        .map((i) => `Bulk ${i}`);

    const many = await get('/api/documents?limit=50&q=bulk');
    expect(many.headers['x-total-count']).toBe(String(count));
    expect(many.json<Array<{ name: string }>>().map((doc) => doc.name)).toEqual(
      newestFirst(() => true).slice(0, 50),
    );

    const few = await readAll('/api/documents?limit=50&q=bulk%2050');
    expect(few.names).toEqual(newestFirst((i) => String(i).startsWith('50')));
    expect(few.names).toHaveLength(111);
    expect(few.pages).toBe(3);
    expect(new Set(few.totals)).toEqual(new Set(['111']));

    const byNameAscending = await readAll('/api/documents?limit=50&q=bulk%2050&sort=name');
    expect(byNameAscending.names).toEqual([...few.names].sort());
    // Every size is the same: the tie goes by id, as PostgreSQL's order does, page after page.
    const bySize = await readAll('/api/documents?limit=50&q=bulk%2050&sort=size');
    expect(bySize.names).toEqual([...few.names].reverse());
    expect(bySize.pages).toBe(3);

    // With statistics, 'bulk' is known to be in every name: the index is asked for '5012' only,
    // and the whole phrase is still what must match, in its order.
    await ctx().infra.prisma.$executeRaw`ANALYZE documents`;
    const rare = await get('/api/documents?limit=50&q=BULK%205012');
    expect(rare.json<Array<{ name: string }>>().map((doc) => doc.name)).toEqual(['Bulk 5012']);
    expect(rare.headers['x-total-count']).toBe('1');
    const reversed = await get('/api/documents?limit=50&q=5012%20bulk');
    expect(reversed.json()).toEqual([]);
    expect(reversed.headers['x-total-count']).toBe('0');
    const pending = await get('/api/documents?limit=50&q=bulk%205012&status=pending');
    expect(pending.headers['x-total-count']).toBe('1');
    const verified = await get('/api/documents?limit=50&q=bulk%205012&status=verified');
    expect(verified.json()).toEqual([]);
    expect(verified.headers['x-total-count']).toBe('0');
  });

  it('exports the whole filtered, sorted list as CSV, beyond one page', async () => {
    await seedDocuments(520, (i) => (i % 2 ? {} : { status: 'verified' }));
    await createDocument(ctx().infra.prisma, {
      name: '=HYPERLINK("x"), "quoted"',
      status: 'verified',
    });
    const response = await get('/api/documents/export.csv?status=verified&sort=name');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="documents.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'ID,Name,Type,Status,Uploaded,File name,Size (bytes),Pages,Reasons,Corrects document',
    );
    expect(lines).toHaveLength(1 + 261);
    const quoted = `"'=HYPERLINK(""x""), ""quoted"""`;
    expect(lines.filter((line) => line.includes(quoted))).toHaveLength(1);
    expect(lines.slice(1).every((line) => line.includes(',verified,'))).toBe(true);
    const names = lines.slice(1).map((line) => line.split(',')[1]!);
    expect(names.filter((name) => name.startsWith('Doc '))).toHaveLength(260);

    const bad = await get('/api/documents/export.csv?sort=nope');
    expect(bad.statusCode).toBe(400);
  });
});

describe('paged screening and declaration lists', () => {
  const ctx = useTestApp();
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  it('pages, searches and exports sanctions screenings by entity name', async () => {
    const db = ctx().infra.prisma;
    await db.sanctionsScreening.createMany({
      data: Array.from({ length: 7 }, (_, i) => ({
        entityName: i === 0 ? 'Oceanic Star Shipping' : `Vessel ${i}`,
        entityType: 'vessel' as const,
        screeningResult: i === 0 ? ('flagged' as const) : ('clear' as const),
        riskLevel: 'low' as const,
        screenedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    });
    const first = await get('/api/sanctions-screening?limit=3');
    expect(first.json()).toHaveLength(3);
    expect(first.headers['x-total-count']).toBe('7');
    expect(nextLink(first.headers.link)).toMatch(/cursor=/);
    const search = await get('/api/sanctions-screening?q=oceanic');
    expect(search.json<Array<{ entityName: string }>>().map((row) => row.entityName)).toEqual([
      'Oceanic Star Shipping',
    ]);
    expect(
      (await get('/api/sanctions-screening?screeningResult=flagged')).headers['x-total-count'],
    ).toBe('1');
    const csv = await get('/api/sanctions-screening/export.csv?sort=entityName');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^ID,Entity name,Entity type,Result,Risk level/);
    expect(lines).toHaveLength(8);
    expect((await get('/api/sanctions-screening?sort=riskLevel')).statusCode).toBe(400);
  });

  it('pages, searches and exports KYC screenings', async () => {
    const db = ctx().infra.prisma;
    await db.kycScreening.createMany({
      data: Array.from({ length: 5 }, (_, i) => ({
        entityName: `Subject ${i}`,
        country: i % 2 ? 'DE' : 'NL',
        screeningResult: 'clear' as const,
        riskLevel: 'low' as const,
      })),
    });
    const all = await get('/api/kyc-screening?limit=2&sort=entityName');
    expect(all.json<Array<{ entityName: string }>>().map((row) => row.entityName)).toEqual([
      'Subject 0',
      'Subject 1',
    ]);
    expect(all.headers['x-total-count']).toBe('5');
    const next = await get(nextLink(all.headers.link)!);
    expect(next.json<Array<{ entityName: string }>>().map((row) => row.entityName)).toEqual([
      'Subject 2',
      'Subject 3',
    ]);
    expect((await get('/api/kyc-screening?q=subject%204')).json()).toHaveLength(1);
    const csv = await get('/api/kyc-screening/export.csv?q=subject');
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(6);
  });

  it('pages, searches and exports customs declarations', async () => {
    const db = ctx().infra.prisma;
    await db.customsDeclaration.createMany({
      data: Array.from({ length: 4 }, (_, i) => ({
        declarationNumber: `DCL-${i}`,
        customsOffice: 'Rotterdam',
        declarantName: i === 2 ? 'Nordic Freight AB' : `Declarant ${i}`,
        status: i === 3 ? ('cleared' as const) : ('submitted' as const),
      })),
    });
    const page = await get('/api/customs-declarations?limit=3&sort=declarationNumber');
    expect(
      page.json<Array<{ declarationNumber: string }>>().map((row) => row.declarationNumber),
    ).toEqual(['DCL-0', 'DCL-1', 'DCL-2']);
    expect(page.headers['x-total-count']).toBe('4');
    expect((await get('/api/customs-declarations?q=nordic')).json()).toHaveLength(1);
    expect((await get('/api/customs-declarations?status=cleared')).headers['x-total-count']).toBe(
      '1',
    );
    const csv = await get('/api/customs-declarations/export.csv?status=submitted');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Declaration number,Type,Customs office,Declarant/);
    expect(lines).toHaveLength(4);
  });

  it('searches declarations by number or party names through the rarest word of each column', async () => {
    const db = ctx().infra.prisma;
    await db.customsDeclaration.createMany({
      data: Array.from({ length: 3000 }, (_, i) => ({
        declarationNumber: `BULK-${i}`,
        customsOffice: 'Rotterdam',
        declarantName: 'Acme Freight',
        consignorName: i === 7 ? 'Bulk Shipper 1234 BV' : `Shipper ${i}`,
        consigneeName: `Bulk Consignee ${i}`,
        status: i % 2 ? ('cleared' as const) : ('submitted' as const),
      })),
    });
    // With statistics, 'bulk', 'consignee' and 'acme freight' are known to be common.
    await db.$executeRaw`ANALYZE customs_declarations`;
    const numbers = async (query: string) => {
      const response = await get(`/api/customs-declarations?limit=500&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return {
        total: response.headers['x-total-count'],
        numbers: response
          .json<Array<{ declarationNumber: string }>>()
          .map((row) => row.declarationNumber),
      };
    };
    // ' 1234' in one consignee and one consignor; the whole phrase must still match, in order.
    expect(await numbers('q=bulk%20consignee%201234')).toEqual({
      total: '1',
      numbers: ['BULK-1234'],
    });
    expect(await numbers('q=BULK%20SHIPPER%201234')).toEqual({ total: '1', numbers: ['BULK-7'] });
    expect((await numbers('q=1234&sort=declarationNumber')).numbers).toEqual([
      'BULK-1234',
      'BULK-7',
    ]);
    expect(await numbers('q=1234%20bulk')).toEqual({ total: '0', numbers: [] });
    expect(await numbers('q=bulk-2999')).toEqual({ total: '1', numbers: ['BULK-2999'] });
    expect(await numbers('q=bulk%20consignee%201234&status=submitted')).toEqual({
      total: '1',
      numbers: ['BULK-1234'],
    });
    expect(await numbers('q=bulk%20consignee%201234&status=cleared')).toEqual({
      total: '0',
      numbers: [],
    });
    // A word in every row is too common for a list of ids: read as a filter, counted exactly.
    expect((await numbers('q=acme%20freight')).total).toBe('3000');
  });
});

describe('compiled response serializers', () => {
  const ctx = useTestApp();

  it('answer the same JSON as the zod-validated serializers for lists, items and stats', async () => {
    const db = ctx().infra.prisma;
    const document = await createDocument(db, {
      reasons: ['Missing invoice number'],
      pageCount: 2,
    });
    await db.kycScreening.create({
      data: { entityName: 'Subject A', country: 'NL', screeningResult: 'clear', riskLevel: 'low' },
    });
    await db.sanctionsScreening.create({
      data: {
        entityName: 'Vessel A',
        entityType: 'vessel',
        screeningResult: 'flagged',
        riskLevel: 'high',
      },
    });
    await db.customsDeclaration.create({
      data: {
        declarationNumber: 'DCL-1',
        customsOffice: 'Rotterdam',
        declarantName: 'Acme',
        totalValue: '1234.50',
        items: [{ description: 'Steel', quantity: 2, value: 617.25 }],
      },
    });
    const fast = await buildApp({ infra: ctx().infra, validateResponses: false });
    try {
      for (const url of [
        '/api/documents',
        `/api/documents/${document.id}`,
        '/api/kyc-screening',
        '/api/sanctions-screening',
        '/api/customs-declarations',
        '/api/dashboard/stats',
        '/api/documents?limit=0',
      ]) {
        const validated = await ctx().app.inject({ method: 'GET', url });
        const compiled = await fast.inject({ method: 'GET', url });
        expect(compiled.statusCode, url).toBe(validated.statusCode);
        expect(compiled.json(), url).toEqual(validated.json());
      }
    } finally {
      await fast.close();
    }
  });
});
