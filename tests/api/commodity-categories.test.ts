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
  const higher = (a: (typeof RANK)[number], b: (typeof RANK)[number]): (typeof RANK)[number] =>
    RANK.indexOf(a) >= RANK.indexOf(b) ? a : b;
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
    const tradeRisk = figures.map(expectedTradeRisk).reduce(higher, null);
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
    });
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
    });
    expect((await get(`/api/commodity-categories/${empty.id}`)).json()).toMatchObject({
      avgTariffRate: null,
      tradeRisk: null,
      riskLevel: 'medium',
      subcategoryCount: 1,
    });
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
