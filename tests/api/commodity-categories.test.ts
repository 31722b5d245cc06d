import type { CommodityCategory } from '@compliance/contracts';
import { seed } from '@compliance/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestContext } from '../helpers/test-app';

// Categories are reference data loaded by the seed and kept by resetDatabase; rows this file adds
// are removed again so later files see the reference set only.
describe('/api/commodity-categories', () => {
  let ctx: TestContext;
  const extra: number[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    await seed({ prisma: ctx.infra.prisma });
  });
  afterAll(async () => {
    await ctx.infra.prisma.commodityCategory.deleteMany({ where: { id: { in: extra } } });
    await ctx.close();
  });

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

  it('returns one category with its subcategory count', async () => {
    const response = await get('/api/commodity-categories/1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: 1,
      name: 'Foods',
      group: 'Cash Crops',
      description: expect.stringMatching(/coffee, cocoa/),
      avgTariffRate: null,
      riskLevel: 'medium',
      complianceRequirements: expect.arrayContaining(['Phytosanitary certificate (IPPC, ISPM 12)']),
      subcategoryCount: 6,
    });
  });

  it('gives the mean subcategory tariff unless the category has its own figure', async () => {
    const prisma = ctx.infra.prisma;
    const derived = await prisma.commodityCategory.create({
      data: {
        name: `Test spices ${Date.now()}`,
        group: 'Cash Crops',
        description: 'Pepper and vanilla',
        subcategories: {
          create: [
            { name: 'Pepper', hsCode: '0904', description: 'Pepper', avgTariffRate: '2.5' },
            { name: 'Vanilla', hsCode: '0905', description: 'Vanilla', avgTariffRate: '7.5' },
            { name: 'Cloves', hsCode: '0907', description: 'Cloves' },
          ],
        },
      },
    });
    const curated = await prisma.commodityCategory.create({
      data: {
        name: `Test curated ${Date.now()}`,
        group: 'Cash Crops',
        description: 'Curated',
        avgTariffRate: '12.25',
      },
    });
    extra.push(derived.id, curated.id);
    expect((await get(`/api/commodity-categories/${derived.id}`)).json()).toMatchObject({
      avgTariffRate: 5,
      subcategoryCount: 3,
    });
    expect((await get(`/api/commodity-categories/${curated.id}`)).json()).toMatchObject({
      avgTariffRate: 12.25,
      subcategoryCount: 0,
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
