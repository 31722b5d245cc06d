import type { Incoterm } from '@compliance/contracts';
import { seed } from '@compliance/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestContext } from '../helpers/test-app';

// Incoterms are reference data loaded by the seed (kept by resetDatabase), so no reset here.
describe('GET /api/incoterms', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seed({ prisma: ctx.infra.prisma });
  });
  afterAll(() => ctx.close());

  const list = async (query = '') => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/incoterms${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as Incoterm[];
  };

  it('lists the 11 rules of 2020 in the E, F, C, D sequence', async () => {
    const rules = await list();
    expect(rules.map((rule) => rule.code)).toEqual([
      'EXW',
      'FCA',
      'FAS',
      'FOB',
      'CFR',
      'CIF',
      'CPT',
      'CIP',
      'DAP',
      'DPU',
      'DDP',
    ]);
    expect(new Set(rules.map((rule) => rule.version))).toEqual(new Set(['2020']));
    expect(rules.map((rule) => rule.category)).toEqual([
      'departure',
      ...Array(7).fill('main_carriage'),
      'arrival',
      'arrival',
      'arrival',
    ]);
  });

  it('returns the spec fields and the seeded trade columns', async () => {
    const cif = (await list()).find((rule) => rule.code === 'CIF')!;
    expect(cif).toMatchObject({
      name: 'Cost, Insurance and Freight',
      group: 'C',
      transportMode: ['sea'],
      insuranceRequirement: 'seller',
      insuranceObligation: true,
      minimumCover: 'ICC_C',
      minimumInsuredValue: '110% of contract price',
      mainCarriagePaidBy: 'seller',
      exportClearance: 'seller',
      importClearance: 'buyer',
      commonUse: true,
    });
    expect(cif.riskTransferPoint.length).toBeGreaterThan(10);
    expect(cif.costTransferPoint.length).toBeGreaterThan(10);
    const exw = (await list()).find((rule) => rule.code === 'EXW')!;
    expect(exw).toMatchObject({ exportClearance: 'buyer', insuranceObligation: false });
  });

  it('filters by category and transport mode', async () => {
    expect((await list('?category=arrival')).map((rule) => rule.code)).toEqual([
      'DAP',
      'DPU',
      'DDP',
    ]);
    expect((await list('?transportMode=air')).map((rule) => rule.code)).toEqual([
      'EXW',
      'FCA',
      'CPT',
      'CIP',
      'DAP',
      'DPU',
      'DDP',
    ]);
    expect(
      (await list('?category=main_carriage&transportMode=multimodal')).map((rule) => rule.code),
    ).toEqual(['FCA', 'CPT', 'CIP']);
  });

  it.each([
    ['?category=inland', /category must be one of: departure, main_carriage, arrival/],
    ['?transportMode=pipeline', /transportMode must be one of: sea, air, road, rail, multimodal/],
  ])('answers 400 to %s', async (query, message) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/incoterms${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});
