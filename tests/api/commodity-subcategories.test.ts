import type { CommodityCategory, CommoditySubcategory } from '@compliance/contracts';
import { seed } from '@compliance/db/seed';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { nextPageUrl, readAllPages } from '../helpers/pages';
import { ensureTariffData, expectedTradeFigures, expectedTradeRisk } from '../helpers/tariff-data';
import { createTestApp, type TestContext } from '../helpers/test-app';

// Subcategories are reference data loaded by the seed (kept by resetDatabase); rows this file adds
// are removed again so later files see the reference set only. Average tariff and trade risk come
// from the loaded tariff data.
describe('/api/commodity-subcategories', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seed({ prisma: ctx.infra.prisma });
    await ensureTariffData(ctx.infra);
  }, 900_000);
  afterAll(() => ctx.close());

  const names = async (url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return (response.json() as CommoditySubcategory[]).map((row) => row.name);
  };

  describe('GET /', () => {
    it("lists a category's subcategories by HS code with the spec fields", async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/commodity-subcategories?categoryId=1',
      });
      const rows = response.json() as CommoditySubcategory[];
      expect(rows.map((row) => row.hsCode)).toEqual([
        '0901',
        '0902',
        '1001',
        '1006',
        '1701',
        '1801',
      ]);
      const coffee = await expectedTradeFigures(ctx.infra.prisma, '0901');
      expect(coffee.avgTariffRate).toBeGreaterThan(0);
      expect(rows[0]).toEqual({
        id: expect.any(Number),
        categoryId: 1,
        name: 'Coffee',
        hsCode: '0901',
        description: expect.stringMatching(/^Coffee, whether or not roasted/),
        riskLevel: expect.any(String),
        targetMarkets: ['US', 'DE', 'IT', 'JP', 'BE'],
        avgTariffRate: coffee.avgTariffRate,
        complianceRequirements: expect.arrayContaining(['Mycotoxin (ochratoxin A) limits']),
        tradeRisk: expect.any(String),
        tariffBasis: {
          markets: coffee.markets.map((market) => expect.objectContaining({ market })),
          remedyTypes: coffee.remedyTypes,
        },
      });
      expect(rows[0]!.tariffBasis.markets.map((m) => m.market)).toEqual(['EU', 'JP', 'US']);
      // The EU schedule is the 2020 common external tariff: labelled stale with its date.
      expect(rows[0]!.tariffBasis.markets[0]).toMatchObject({ asOf: '2020-12-02', stale: true });
    });

    it('filters by text within a category and answers [] for an unknown category', async () => {
      expect(await names('/api/commodity-subcategories?categoryId=1&query=COCOA')).toEqual([
        'Cocoa beans',
      ]);
      expect(await names('/api/commodity-subcategories?categoryId=2&query=cocoa')).toEqual([]);
      expect(await names('/api/commodity-subcategories?categoryId=999')).toEqual([]);
      expect((await names('/api/commodity-subcategories')).length).toBeGreaterThanOrEqual(66);
    });

    it('pages like every list: X-Total-Count, a Link to the next page keeping the filters, sorts', async () => {
      const read = (url: string) => ctx.app.inject({ method: 'GET', url });
      const pages = await readAllPages(read, '/api/commodity-subcategories?categoryId=1&limit=4');
      for (const page of pages) {
        expect(page.statusCode, page.body).toBe(200);
        expect(page.headers['x-total-count']).toBe('6');
      }
      expect(nextPageUrl(pages[0]!.headers.link)).toMatch(/categoryId=1/);
      expect(
        pages.map((page) => (page.json() as CommoditySubcategory[]).map((row) => row.hsCode)),
      ).toEqual([
        ['0901', '0902', '1001', '1006'],
        ['1701', '1801'],
      ]);
      // The search route pages the same way.
      const search = await ctx.app.inject({
        method: 'GET',
        url: '/api/commodity-subcategories/search?query=o&categoryId=1&limit=1&sort=-name',
      });
      expect(search.headers['x-total-count']).toBe(
        String((await names('/api/commodity-subcategories/search?query=o&categoryId=1')).length),
      );
      expect(search.headers.link).toMatch(/query=o/);
      expect((search.json() as CommoditySubcategory[]).map((row) => row.name)).toEqual([
        (await names('/api/commodity-subcategories/search?query=o&categoryId=1&sort=-name'))[0],
      ]);
    });

    it.each([
      ['limit=501', /limit/],
      ['limit=0', /limit/],
      ['sort=riskLevel', /sort/],
      ['cursor=not-a-cursor', /cursor/],
    ])('refuses a bad page request (%s) with a 400 naming it', async (query, message) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/commodity-subcategories?categoryId=1&${query}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    });
  });

  describe('GET /search', () => {
    it('matches name, description and HS code case-insensitively', async () => {
      expect(await names('/api/commodity-subcategories/search?query=wood%20PELLETS')).toEqual([
        'Wood pellets',
        'Wood pellets for fuel',
      ]);
      // 'roasted' appears only in descriptions (coffee, cocoa, roasted iron pyrites).
      expect(await names('/api/commodity-subcategories/search?query=roasted')).toEqual([
        'Coffee',
        'Cocoa beans',
        'Iron ores and concentrates',
      ]);
      expect(await names('/api/commodity-subcategories/search?query=09.01')).toEqual(['Coffee']);
      // '%' and '_' are characters to look for, not wildcards.
      for (const query of ['_', 'c_ffee', 'co%25ee']) {
        expect(await names(`/api/commodity-subcategories/search?query=${query}`), query).toEqual(
          [],
        );
      }
      // A more specific code than the stored heading still finds it.
      expect(await names('/api/commodity-subcategories/search?query=0901.21')).toEqual(['Coffee']);
      expect(
        await names('/api/commodity-subcategories/search?query=wood%20pellets&categoryId=11'),
      ).toEqual(['Wood pellets for fuel']);
    });

    it.each([
      ['', /query is required/],
      ['?query=%20%20', /query is required/],
      [`?query=${'x'.repeat(101)}`, /query must be at most 100 characters/],
      ['?query=tea&categoryId=abc', /categoryId must be a number/],
      ['?query=tea&categoryId=0', /categoryId must be positive/],
      ['?query=tea&categoryId=1.5', /categoryId must be an integer/],
    ])('answers 400 to %s', async (query, message) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/commodity-subcategories/search${query}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    });

    it('validates categoryId on the list route too', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/commodity-subcategories?categoryId=-2',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/categoryId must be positive/);
    });
  });

  describe('derived average tariff and risk', () => {
    const created: number[] = [];
    afterEach(async () => {
      await ctx.infra.prisma.commoditySubcategory.deleteMany({ where: { id: { in: created } } });
      created.length = 0;
    });
    const add = async (
      name: string,
      hsCode: string,
      riskLevel: 'low' | 'medium' | 'high' | null,
    ) => {
      const row = await ctx.infra.prisma.commoditySubcategory.create({
        data: { categoryId: 16, name, hsCode, description: name, riskLevel },
      });
      created.push(row.id);
      return row;
    };
    const byName = async (name: string) =>
      (
        (
          await ctx.app.inject({ method: 'GET', url: '/api/commodity-subcategories?categoryId=16' })
        ).json() as CommoditySubcategory[]
      ).find((row) => row.name === name)!;

    it('rates cars high (a Section 232 list hits every origin), whatever the curated risk', async () => {
      await add('Test passenger cars', '8703', 'low');
      const expected = await expectedTradeFigures(ctx.infra.prisma, '8703');
      expect(expected.allOriginRemedy).toBe(true);
      expect(await byName('Test passenger cars')).toMatchObject({
        avgTariffRate: expected.avgTariffRate,
        tradeRisk: 'high',
        riskLevel: 'high',
        tariffBasis: { remedyTypes: expected.remedyTypes },
      });
      expect(expected.remedyTypes).toContain('section_232_steel');
      expect(expected.avgTariffRate).toBeLessThan(15);
    });

    it("says 'No data' (null, never 0) for a code no loaded schedule has a line for", async () => {
      await add('Test unspecified', '999999', 'medium');
      expect(await byName('Test unspecified')).toMatchObject({
        avgTariffRate: null,
        tradeRisk: null,
        riskLevel: 'medium',
        tariffBasis: { markets: [], remedyTypes: [] },
      });
    });

    // A code no active remedy covers whose MFN lines carry ad valorem percentages on none of them
    // (specific duties only; an 8-digit national code, as Section 301 covers most subheadings) or
    // on some only, with a mean below the medium threshold (an HS6 subheading).
    const uncoveredCode = async (rated: 'none' | 'some') => {
      const digits = rated === 'none' ? 8 : 6;
      const rows = await ctx.infra.prisma.$queryRaw<{ code: string }[]>`
        WITH groups AS (
          SELECT left(r."hsCode", ${digits}) AS code
          FROM tariff_rates r
          WHERE r."tradeAgreement" = '' AND r."exportingCountry" = ''
            AND length(r."hsCode") >= ${digits}
          GROUP BY 1
          HAVING ${rated} = 'none' AND count(r."mfnAdValorem") = 0
              OR ${rated} = 'some' AND count(r."mfnAdValorem") BETWEEN 1 AND count(*) - 1
                 AND avg(r."mfnAdValorem") < 1
        )
        SELECT g.code FROM groups g
        WHERE EXISTS (SELECT 1 FROM hs_codes h
                      WHERE h.code = left(g.code, 6) AND h.level = 'subheading')
          AND NOT EXISTS (SELECT 1 FROM trade_remedies t
            WHERE left(t."hsCode", 2) = left(g.code, 2) AND t.status = 'active'
              AND (t."hsCode" LIKE g.code || '%' OR g.code LIKE t."hsCode" || '%'))
        ORDER BY 1 LIMIT 1`;
      expect(rows, `a code with ${rated} rated lines`).toHaveLength(1);
      return rows[0]!.code;
    };

    it('never counts a missing average as 0%: specific duties only and no remedy is no trade risk', async () => {
      const code = await uncoveredCode('none');
      await add('Test specific duties', code, 'medium');
      const expected = await expectedTradeFigures(ctx.infra.prisma, code);
      expect(expected).toMatchObject({ avgTariffRate: null, remedyTypes: [] });
      const row = await byName('Test specific duties');
      expect(row, code).toMatchObject({
        avgTariffRate: null,
        tradeRisk: null,
        riskLevel: 'medium',
      });
      expect(row.tariffBasis.markets.length).toBeGreaterThan(0);
      expect(row.tariffBasis.markets.every((market) => market.avgRate === null)).toBe(true);
    });

    it('does not clear a code as low risk on an average over part of its lines', async () => {
      const code = await uncoveredCode('some');
      await add('Test partly rated', code, null);
      const row = await byName('Test partly rated');
      expect(row.avgTariffRate, code).not.toBeNull();
      expect(row.avgTariffRate!).toBeLessThan(5);
      expect(row).toMatchObject({ tradeRisk: null, riskLevel: null });
      const lines = row.tariffBasis.markets.reduce((sum, market) => sum + market.lineCount, 0);
      const rated = row.tariffBasis.markets.reduce((sum, market) => sum + market.ratedLines, 0);
      expect(rated).toBeLessThan(lines);
    });

    it("counts in its category's figures: a subcategory without data keeps the category from low", async () => {
      const category = async () =>
        (
          await ctx.app.inject({ method: 'GET', url: '/api/commodity-categories/16' })
        ).json() as CommodityCategory;
      const before = await category();
      await add('Test unspecified mineral', '999999', null);
      const after = await category();
      // The category's average and basis agree with its subcategories' own figures.
      const rows = (
        await ctx.app.inject({ method: 'GET', url: '/api/commodity-subcategories?categoryId=16' })
      ).json() as CommoditySubcategory[];
      const rated = rows.map((row) => row.avgTariffRate).filter((rate) => rate !== null);
      expect(after).toMatchObject({
        subcategoryCount: before.subcategoryCount + 1,
        avgTariffRate: rated.length
          ? Math.round((rated.reduce((a, b) => a + b, 0) / rated.length) * 100) / 100
          : null,
        tariffBasis: {
          subcategoriesTotal: rows.length,
          subcategoriesWithLines: rows.filter((row) => row.tariffBasis.markets.length).length,
          subcategoriesWithRate: rated.length,
          subcategoriesWithRisk: rows.filter((row) => row.tradeRisk !== null).length,
        },
      });
      expect(after.tariffBasis.subcategoriesWithLines).toBe(
        before.tariffBasis.subcategoriesWithLines,
      );
      expect(after.tradeRisk).not.toBe('low');
      expect(after.tradeRisk).toBe(before.tradeRisk === 'low' ? null : before.tradeRisk);
    });

    it('follows the documented rule on the real figures of several commodities', async () => {
      const seen = new Set<string | null>();
      for (const [name, code] of [
        ['Test sugar', '1701'],
        ['Test horses', '0101'],
        ['Test laptops', '847130'],
        ['Test footwear', '6403'],
        ['Test cheese', '0406'],
      ] as const) {
        await add(name, code, null);
        const expected = await expectedTradeFigures(ctx.infra.prisma, code);
        const want = expectedTradeRisk(expected);
        seen.add(want);
        expect(await byName(name), code).toMatchObject({
          avgTariffRate: expected.avgTariffRate,
          tradeRisk: want,
          riskLevel: want,
        });
      }
      // The sample spans more than one level, so the rule is exercised, not just echoed.
      expect(seen.size).toBeGreaterThan(1);
    });
  });

  describe('POST /', () => {
    const created: string[] = [];
    afterEach(async () => {
      await ctx.infra.prisma.commoditySubcategory.deleteMany({ where: { name: { in: created } } });
      created.length = 0;
    });
    const post = (body: Record<string, unknown>) => {
      if (typeof body.name === 'string') created.push(body.name.trim());
      return ctx.app.inject({ method: 'POST', url: '/api/commodity-subcategories', payload: body });
    };
    const count = () => ctx.infra.prisma.commoditySubcategory.count();

    it('creates a validated subcategory with derived figures, listed in its category', async () => {
      const before = (
        await ctx.app.inject({ method: 'GET', url: '/api/commodity-categories/1' })
      ).json().subcategoryCount as number;
      const response = await post({
        categoryId: 1,
        name: ' Cocoa butter ',
        hsCode: '1804.00',
        description: 'Cocoa butter, fat and oil',
      });
      expect(response.statusCode).toBe(201);
      const expected = await expectedTradeFigures(ctx.infra.prisma, '180400');
      expect(response.json()).toMatchObject({
        categoryId: 1,
        name: 'Cocoa butter',
        hsCode: '180400',
        description: 'Cocoa butter, fat and oil',
        targetMarkets: [],
        complianceRequirements: [],
        avgTariffRate: expected.avgTariffRate,
      });
      expect(await names('/api/commodity-subcategories?categoryId=1')).toContain('Cocoa butter');
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/commodity-categories/1' })).json(),
      ).toMatchObject({ subcategoryCount: before + 1 });
    });

    it('accepts a national line with a real HS6 prefix and fills an empty description from the nomenclature', async () => {
      const response = await post({ categoryId: 1, name: 'Arabica green', hsCode: '0901110015' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ hsCode: '0901110015' });
      expect(response.json().description).not.toBe('');
    });

    it.each([
      [{ hsCode: '180499' }, 400, /Nearest valid code: 1804/],
      [{ hsCode: '1804990000' }, 400, /HS6 prefix 180499 does not exist.*Nearest valid code: 1804/],
      [{ hsCode: '77' }, 400, /no HS chapter 77 exists/],
      [{ hsCode: '180' }, 400, /HS code must have 2, 4, 6, 8 or 10 digits/],
      [{ hsCode: '' }, 400, /HS code is required/],
      [{ name: '' }, 400, /Name is required/],
      [{ categoryId: 999 }, 400, /categoryId 999 does not exist/],
      [{ categoryId: 'x' }, 400, /categoryId must be a number/],
      [{ targetMarkets: 'US' }, 400, /targetMarkets must be a list/],
    ])('refuses %o with %i and writes nothing', async (override, status, message) => {
      const before = await count();
      const response = await post({
        categoryId: 1,
        name: 'Bad subcategory',
        hsCode: '1804',
        description: 'x',
        ...override,
      });
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toMatch(message);
      expect(await count()).toBe(before);
    });

    it('answers 409 to a name the category already has', async () => {
      const before = await count();
      const response = await post({ categoryId: 1, name: 'Coffee', hsCode: '0901' });
      created.pop(); // the seeded Coffee row must stay
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/already exists/);
      expect(await count()).toBe(before);
    });
  });
});
