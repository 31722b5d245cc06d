import type { CommoditySubcategory } from '@compliance/contracts';
import { seed } from '@compliance/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestContext } from '../helpers/test-app';

// Subcategories are reference data loaded by the seed (kept by resetDatabase).
describe('/api/commodity-subcategories', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seed({ prisma: ctx.infra.prisma });
  });
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
      expect(rows[0]).toEqual({
        id: expect.any(Number),
        categoryId: 1,
        name: 'Coffee',
        hsCode: '0901',
        description: expect.stringMatching(/^Coffee, whether or not roasted/),
        riskLevel: 'medium',
        targetMarkets: ['US', 'DE', 'IT', 'JP', 'BE'],
        avgTariffRate: null,
        complianceRequirements: expect.arrayContaining(['Mycotoxin (ochratoxin A) limits']),
      });
    });

    it('filters by text within a category and answers [] for an unknown category', async () => {
      expect(await names('/api/commodity-subcategories?categoryId=1&query=COCOA')).toEqual([
        'Cocoa beans',
      ]);
      expect(await names('/api/commodity-subcategories?categoryId=2&query=cocoa')).toEqual([]);
      expect(await names('/api/commodity-subcategories?categoryId=999')).toEqual([]);
      expect((await names('/api/commodity-subcategories')).length).toBeGreaterThanOrEqual(66);
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
});
