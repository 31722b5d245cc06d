import type { CommodityCategory } from '@compliance/contracts';
import { seed } from '@compliance/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ensureTariffData, expectedTradeFigures, expectedTradeRisk } from '../helpers/tariff-data';
import { createTestApp, type TestContext } from '../helpers/test-app';

// Categories are reference data loaded by the seed and kept by resetDatabase; rows this file adds
// are removed again so later files see the reference set only. Average tariff and trade risk are
// derived from the loaded tariff data through the subcategories.
describe('/api/commodity-categories', () => {
  let ctx: TestContext;
  const extra: number[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    await seed({ prisma: ctx.infra.prisma });
    await ensureTariffData(ctx.infra);
  }, 900_000);
  afterAll(async () => {
    await ctx.infra.prisma.commodityCategory.deleteMany({ where: { id: { in: extra } } });
    await ctx.close();
  });

  const RANK = [null, 'low', 'medium', 'high'] as const;
  type Risk = (typeof RANK)[number];
  const higher = (a: Risk, b: Risk): Risk => (RANK.indexOf(a) >= RANK.indexOf(b) ? a : b);
  // The documented category rule: the highest known risk, but low only when every subcategory's
  // risk is known (one without data may hide a higher one).
  const categoryRisk = (risks: Risk[]): Risk => {
    const highest = risks.reduce(higher, null);
    return highest === 'low' && risks.includes(null) ? null : highest;
  };
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('lists the 16 dashboard categories by id with their groups and subcategory counts', async () => {
    const response = await get('/api/commodity-categories');
    expect(response.statusCode).toBe(200);
    const categories = (response.json() as CommodityCategory[]).slice(0, 16);
    expect(categories.map((c) => `${c.id} ${c.group}: ${c.name}`)).toEqual([
      '1 Cash Crops: Foods',
      '2 Cash Crops: Non-Foods',
      '3 Forestry: Timber',
      '4 Forestry: Non-Timber',
      '5 Livestock: Terrestrial',
      '6 Livestock: Aquatic',
      '7 Biotech: Edible',
      '8 Biotech: Non-Edible',
      '9 Rare Earths: Heavy',
      '10 Rare Earths: Light',
      '11 Green Energy: Processed',
      '12 Green Energy: Harnessed',
      '13 Fossil Fuels: Crude Oil',
      '14 Fossil Fuels: Coal',
      '15 Minerals: Metal',
      '16 Minerals: Non-Metal',
    ]);
    expect(categories[0]!.subcategoryCount).toBe(6);
  });

  it('returns one category with its subcategory count and derived figures', async () => {
    const response = await get('/api/commodity-categories/1');
    expect(response.statusCode).toBe(200);
    const codes = ['0901', '0902', '1001', '1006', '1701', '1801'];
    const figures = await Promise.all(
      codes.map((code) => expectedTradeFigures(ctx.infra.prisma, code)),
    );
    const rated = figures
      .map((f) => f.avgTariffRate)
      .filter((rate): rate is number => rate !== null);
    expect(rated.length).toBe(6);
    const tradeRisk = categoryRisk(figures.map(expectedTradeRisk));
    expect(response.json()).toEqual({
      id: 1,
      name: 'Foods',
      group: 'Cash Crops',
      description: expect.stringMatching(/coffee, cocoa/),
      avgTariffRate: Math.round((rated.reduce((a, b) => a + b, 0) / rated.length) * 100) / 100,
      // The highest trade risk of the subcategories, and the higher of it and the curated 'medium'.
      riskLevel: higher('medium', tradeRisk),
      tradeRisk,
      complianceRequirements: expect.arrayContaining(['Phytosanitary certificate (IPPC, ISPM 12)']),
      subcategoryCount: 6,
      tariffBasis: {
        subcategoriesTotal: 6,
        subcategoriesWithLines: 6,
        subcategoriesWithRate: 6,
        subcategoriesPartlyRated: figures.filter((f) => !f.everyLineRated).length,
        subcategoriesWithRisk: figures.map(expectedTradeRisk).filter((r) => r !== null).length,
        markets: expect.any(Array),
        remedyTypes: [...new Set(figures.flatMap((f) => f.remedyTypes))].sort(),
      },
    });
    // The schedules the average reads, named as the tariff rates name them, with their dates.
    const { markets } = (response.json() as CommodityCategory).tariffBasis;
    expect(markets.map((m) => m.market)).toEqual(['EU', 'JP', 'US']);
    expect(markets[0]).toMatchObject({
      source: expect.stringMatching(/^EU Common External Tariff/),
      sourceShort: 'EU CET 2020',
      asOf: '2020-12-02',
      stale: true,
    });
    expect(markets[2]).toMatchObject({
      source: 'US Harmonized Tariff Schedule 2026 Revision 4 (USITC)',
      sourceShort: 'HTS 2026 rev. 4',
      asOf: '2026-04-20',
      stale: false,
    });
    for (const market of markets) {
      expect(market.subcategoriesWithRate, market.market).toBeGreaterThan(0);
      expect(market.subcategoriesWithRate, market.market).toBeLessThanOrEqual(6);
    }
  });

  it("averages its subcategories' derived figures, and says 'No data' (null) without any", async () => {
    const prisma = ctx.infra.prisma;
    const derived = await prisma.commodityCategory.create({
      data: {
        name: `Test spices ${Date.now()}`,
        group: 'Cash Crops',
        description: 'Pepper and vanilla',
        riskLevel: 'low',
        // A stored figure is not used: the figures come from the loaded schedules.
        avgTariffRate: '99',
        subcategories: {
          create: [
            { name: 'Pepper', hsCode: '0904', description: 'Pepper' },
            { name: 'Vanilla', hsCode: '0905', description: 'Vanilla' },
            { name: 'Unspecified', hsCode: '999999', description: 'No schedule line' },
          ],
        },
      },
    });
    const empty = await prisma.commodityCategory.create({
      data: {
        name: `Test no data ${Date.now()}`,
        group: 'Cash Crops',
        description: 'Nothing loaded',
        riskLevel: 'medium',
        subcategories: {
          create: [{ name: 'Unspecified', hsCode: '999999', description: 'No schedule line' }],
        },
      },
    });
    extra.push(derived.id, empty.id);
    const [pepper, vanilla] = await Promise.all(
      ['0904', '0905'].map((code) => expectedTradeFigures(prisma, code)),
    );
    expect((await get(`/api/commodity-categories/${derived.id}`)).json()).toMatchObject({
      avgTariffRate:
        Math.round(((pepper!.avgTariffRate! + vanilla!.avgTariffRate!) / 2) * 100) / 100,
      subcategoryCount: 3,
      // The average rests on 2 of the 3 subcategories: the basis says so.
      tariffBasis: {
        subcategoriesTotal: 3,
        subcategoriesWithLines: 2,
        subcategoriesWithRate: 2,
        subcategoriesWithRisk: [pepper!, vanilla!].filter((f) => expectedTradeRisk(f) !== null)
          .length,
      },
    });
    expect((await get(`/api/commodity-categories/${empty.id}`)).json()).toMatchObject({
      avgTariffRate: null,
      tradeRisk: null,
      riskLevel: 'medium',
      subcategoryCount: 1,
      tariffBasis: {
        subcategoriesTotal: 1,
        subcategoriesWithLines: 0,
        subcategoriesWithRate: 0,
        subcategoriesWithRisk: 0,
        markets: [],
        remedyTypes: [],
      },
    });
  });

  it('claims low trade risk only when every subcategory has a known risk and all are low', async () => {
    const prisma = ctx.infra.prisma;
    // An HS6 code whose own trade risk is low on the loaded data: every MFN line carries an ad
    // valorem percent, all under 5%, and no active remedy covers it.
    const rows = await prisma.$queryRaw<{ code: string }[]>`
      WITH groups AS (
        SELECT left(r."hsCode", 6) AS code
        FROM tariff_rates r
        WHERE r."tradeAgreement" = '' AND r."exportingCountry" = '' AND length(r."hsCode") >= 6
        GROUP BY 1
        HAVING count(r."mfnAdValorem") = count(*) AND max(r."mfnAdValorem") < 5
      )
      SELECT g.code FROM groups g
      WHERE EXISTS (SELECT 1 FROM hs_codes h WHERE h.code = g.code AND h.level = 'subheading')
        AND NOT EXISTS (SELECT 1 FROM trade_remedies t
          WHERE left(t."hsCode", 2) = left(g.code, 2) AND t.status = 'active'
            AND (t."hsCode" LIKE g.code || '%' OR g.code LIKE t."hsCode" || '%'))
      ORDER BY 1 LIMIT 1`;
    expect(rows, 'a low-risk HS6 code').toHaveLength(1);
    const lowCode = rows[0]!.code;
    expect(expectedTradeRisk(await expectedTradeFigures(prisma, lowCode)), lowCode).toBe('low');
    const make = async (name: string, codes: string[]) => {
      const row = await prisma.commodityCategory.create({
        data: {
          name: `${name} ${Date.now()}`,
          group: 'Minerals',
          description: name,
          subcategories: {
            create: codes.map((hsCode, i) => ({ name: `Sub ${i}`, hsCode, description: hsCode })),
          },
        },
      });
      extra.push(row.id);
      return (await get(`/api/commodity-categories/${row.id}`)).json() as CommodityCategory;
    };
    expect(await make('Test all low', [lowCode, lowCode])).toMatchObject({
      tradeRisk: 'low',
      riskLevel: 'low',
      tariffBasis: { subcategoriesTotal: 2, subcategoriesWithRisk: 2 },
    });
    // One subcategory without data may hide a higher risk: no claim of low, and no curated risk
    // to show either, so the level is unknown.
    const partly = await make('Test low and no data', [lowCode, '999999']);
    expect(partly).toMatchObject({
      tradeRisk: null,
      riskLevel: null,
      tariffBasis: { subcategoriesTotal: 2, subcategoriesWithRate: 1, subcategoriesWithRisk: 1 },
    });
    expect(partly.avgTariffRate).toBe((await expectedTradeFigures(prisma, lowCode)).avgTariffRate);
  });

  it('answers 404 for a missing category and 400 for a malformed id', async () => {
    const missing = await get('/api/commodity-categories/9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Category not found');
    for (const id of ['abc', '0', '-3', '1.5']) {
      const response = await get(`/api/commodity-categories/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });
});
