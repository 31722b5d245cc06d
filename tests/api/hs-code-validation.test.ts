import type { PrismaClient } from '@compliance/db';
import { beforeAll, describe, expect, it } from 'vitest';

import { validateHsCode } from '../../core/src/tariffs/hs-codes';
import { ensureNomenclature } from '../helpers/tariff-data';
import { postJson, useTestApp } from '../helpers/use-test-app';

// Every HS code a client enters goes through the same nomenclature check: 2/4/6 digits must exist in
// HS 2022, an 8/10-digit national code needs a real HS6 prefix, and a bad code is a 400 naming the
// nearest valid ancestor with nothing written.
describe('HS codes entered on declarations, regulations and comparisons', () => {
  const ctx = useTestApp();
  beforeAll(async () => {
    await ensureNomenclature(ctx().infra);
  }, 300_000);
  const prisma = () => ctx().infra.prisma;

  describe('POST /api/customs-declarations items[].hsCode', () => {
    const declare = (items: unknown[]) =>
      postJson(ctx(), '/api/customs-declarations', {
        customsOffice: 'Rotterdam',
        declarantName: 'Acme Freight',
        items,
      });

    it('stores valid item codes as digits, national lines included; items without a code stay valid', async () => {
      const response = await declare([
        { description: 'Laptops', quantity: 5, value: 4000, hsCode: '8471.30' },
        { description: 'Green coffee', quantity: 100, value: 900, hsCode: '0901 11 00' },
        { description: 'Samples', quantity: 1, value: 0 },
      ]);
      expect(response.statusCode).toBe(201);
      expect(response.json().items.map((item: { hsCode?: string }) => item.hsCode)).toEqual([
        '847130',
        '09011100',
        undefined,
      ]);
    });

    it.each([
      ['an unknown subheading', '847199', /items\[1\]\.hsCode '847199'.*Nearest valid code: 8471/],
      [
        'a national line under an unknown HS6',
        '8471990000',
        /HS6 prefix 847199 does not exist.*Nearest valid code: 8471/,
      ],
      ['an unknown chapter', '77', /no HS chapter 77 exists/],
      ['an odd number of digits', '84713', /2, 4, 6, 8 or 10 digits/],
      ['letters', '84AB', /digits only/],
    ])('refuses %s with a 400 and writes nothing', async (_label, hsCode, message) => {
      const response = await declare([
        { description: 'Laptops', quantity: 5, value: 4000, hsCode: '847130' },
        { description: 'Something else', quantity: 1, value: 10, hsCode },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
      expect(await prisma().customsDeclaration.count()).toBe(0);
    });
  });

  describe('POST /api/regulations applicableCommodities', () => {
    const regulation = (applicableCommodities: string[]) => ({
      title: 'Export Administration Regulations',
      regulationCode: '15 CFR 730-774',
      country: 'United States',
      regulationType: 'export',
      description: 'Controls on dual-use items.',
      effectiveDate: '2020-01-01',
      source: 'eCFR',
      applicableCommodities,
    });

    it('accepts codes of the nomenclature, kept as entered', async () => {
      const response = await postJson(
        ctx(),
        '/api/regulations',
        regulation(['8471', '8542.31', '85']),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().applicableCommodities).toEqual(['8471', '8542.31', '85']);
    });

    it('refuses the first unknown code naming its nearest valid ancestor; nothing is written', async () => {
      const response = await postJson(
        ctx(),
        '/api/regulations',
        regulation(['8471', '8542.99', '9999']),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(
        /applicableCommodities '8542\.99' is not valid in HS 2022.*Nearest valid code: 8542/,
      );
      expect(response.json().details).toMatchObject({ nearestValid: { code: '8542' } });
      expect(await prisma().regulation.count()).toBe(0);
    });
  });

  describe('POST /api/market-analysis/tariff-comparison hsCode', () => {
    it('refuses an unknown code with the nearest valid one and creates no report', async () => {
      const response = await postJson(ctx(), '/api/market-analysis/tariff-comparison', {
        hsCode: '0901.99',
        targetMarkets: ['US', 'EU'],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Nearest valid code: 0901/);
      expect(await prisma().marketAnalysisReport.count()).toBe(0);
    });
  });

  describe('before the nomenclature is loaded', () => {
    it('answers 503 saying the nomenclature is not loaded yet, rather than accepting any code', async () => {
      // Inside a transaction that is rolled back: the shared nomenclature stays loaded.
      const outcome = await prisma()
        .$transaction(async (tx) => {
          await tx.$executeRawUnsafe('DELETE FROM hs_search_postings');
          await tx.$executeRawUnsafe('DELETE FROM hs_search_documents');
          await tx.$executeRawUnsafe('DELETE FROM hs_codes');
          const error = await validateHsCode(tx as unknown as PrismaClient, '847199').catch(
            (caught: unknown) => caught,
          );
          throw Object.assign(new Error('rollback'), { inner: error });
        })
        .catch((caught: { inner?: unknown }) => caught.inner);
      expect(outcome).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: expect.stringMatching(/HS nomenclature is not loaded yet/),
      });
      expect(await prisma().hsCode.count()).toBeGreaterThan(6000);
    });
  });
});
