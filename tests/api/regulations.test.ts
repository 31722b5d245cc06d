import { RegulationCreateSchema } from '@compliance/contracts';
import { seed } from '@compliance/db/seed';
import { beforeAll, describe, expect, it } from 'vitest';

import { ensureNomenclature } from '../helpers/tariff-data';
import { waitFor } from '../helpers/test-app';
import { postJson, useChangeNotices, useTestApp } from '../helpers/use-test-app';

const validRegulation = (overrides: Record<string, unknown> = {}) => ({
  title: 'Regulation on deforestation-free products',
  regulationCode: '(EU) 2023/1115',
  country: 'European Union',
  regulationType: 'import',
  description: 'Due diligence for cattle, cocoa, coffee, oil palm, rubber, soya and wood.',
  effectiveDate: '2023-06-29',
  expiryDate: '',
  source: 'EUR-Lex',
  requirements: { documents: ['Due diligence statement'], geolocation: true },
  applicableCommodities: [' 1801 ', '0901.11', '4403'],
  ...overrides,
});

describe('/api/regulations', () => {
  const ctx = useTestApp();
  const notices = useChangeNotices(ctx);
  // applicableCommodities are checked against the HS 2022 nomenclature.
  beforeAll(async () => {
    await ensureNomenclature(ctx().infra);
  }, 300_000);

  const create = (payload: Record<string, unknown>) => postJson(ctx(), '/api/regulations', payload);
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  describe('POST /api/regulations', () => {
    it('creates an active regulation, normalises inputs and announces the change', async () => {
      const response = await create(validRegulation());
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        title: 'Regulation on deforestation-free products',
        regulationType: 'import',
        effectiveDate: '2023-06-29',
        expiryDate: null,
        requirements: { documents: ['Due diligence statement'], geolocation: true },
        applicableCommodities: ['1801', '0901.11', '4403'],
        isActive: true,
      });
      expect(Date.parse(body.updatedAt)).not.toBeNaN();
      const row = await ctx().infra.prisma.regulation.findUniqueOrThrow({ where: { id: body.id } });
      expect(row.effectiveDate.toISOString()).toBe('2023-06-29T00:00:00.000Z');
      await waitFor(async () => notices.some((n) => n.keys.includes('/api/regulations')));
      expect((await get(`/api/regulations/${body.id}`)).json()).toEqual(body);
    });

    it('stores null requirements, an empty commodity list and an expiry date', async () => {
      const body = (
        await create(
          validRegulation({
            requirements: null,
            applicableCommodities: undefined,
            expiryDate: '2030-12-31',
          }),
        )
      ).json();
      expect(body).toMatchObject({
        requirements: null,
        applicableCommodities: [],
        expiryDate: '2030-12-31',
      });
    });

    it.each([
      ['missing title', { title: '' }, 'Title is required'],
      ['missing code', { regulationCode: undefined }, 'Regulation code is required'],
      ['missing country', { country: '  ' }, 'Country is required'],
      ['missing source', { source: '' }, 'Source is required'],
      ['missing description', { description: undefined }, 'Description is required'],
      ['missing effective date', { effectiveDate: '' }, 'Effective date is required'],
      ['bad date', { effectiveDate: '2023-02-30' }, 'effectiveDate must be a real calendar date'],
      ['unknown type', { regulationType: 'tax' }, 'regulationType must be one of'],
      ['number title', { title: 42 }, 'Title is required'],
      ['array requirements', { requirements: ['a'] }, 'requirements must be a JSON object'],
      ['string requirements', { requirements: '{"a":1}' }, 'requirements must be a JSON object'],
      ['bad HS code', { applicableCommodities: ['12ab'] }, 'HS codes must be 2 to 10 digits'],
      ['long HS code', { applicableCommodities: ['12345678901'] }, 'HS codes must be 2 to 10'],
      ['non-list HS codes', { applicableCommodities: '1801' }, 'list of HS codes'],
      ['non-boolean isActive', { isActive: 'yes' }, 'isActive must be a boolean'],
      [
        'expiry before effective',
        { expiryDate: '2023-06-28' },
        'Expiry date must be after the effective date',
      ],
    ])('rejects %s with 400', async (_name, overrides, message) => {
      const response = await create(validRegulation(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(response.json().message).toContain(message);
      expect(await ctx().infra.prisma.regulation.count()).toBe(0);
    });

    it('rejects a malformed JSON body with 400', async () => {
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/api/regulations',
        headers: { 'content-type': 'application/json' },
        payload: '{"title": "x",',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Malformed JSON body');
    });

    it('answers 409 when the code already exists for the country', async () => {
      expect((await create(validRegulation())).statusCode).toBe(201);
      const again = await create(validRegulation({ title: 'Another title' }));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'CONFLICT' });
      expect(again.json().message).toContain('(EU) 2023/1115');
      // The same code in another jurisdiction is a different regulation.
      expect((await create(validRegulation({ country: 'Norway' }))).statusCode).toBe(201);
    });
  });

  describe('GET /api/regulations', () => {
    const seed = async () => {
      await create(validRegulation());
      await create(
        validRegulation({
          regulationCode: '15 CFR 730-774',
          title: 'Export Administration Regulations',
          country: 'United States',
          regulationType: 'export',
          description: 'Controls on dual-use items.',
          applicableCommodities: ['8471'],
        }),
      );
      await create(
        validRegulation({
          regulationCode: '(EU) 2023/956',
          title: 'Carbon Border Adjustment Mechanism',
          regulationType: 'environmental',
          description: 'Carbon price on imports of iron, steel, cement and aluminium.',
          applicableCommodities: ['7208', '2523'],
        }),
      );
    };

    it('lists the most recently updated first and filters by country and type', async () => {
      await seed();
      const all = (await get('/api/regulations')).json();
      expect(all.map((r: { regulationCode: string }) => r.regulationCode)).toEqual([
        '(EU) 2023/956',
        '15 CFR 730-774',
        '(EU) 2023/1115',
      ]);
      const eu = (await get('/api/regulations?country=european%20union')).json();
      expect(eu).toHaveLength(2);
      const euImport = (await get('/api/regulations?country=European%20Union&type=import')).json();
      expect(euImport.map((r: { regulationCode: string }) => r.regulationCode)).toEqual([
        '(EU) 2023/1115',
      ]);
      expect((await get('/api/regulations?type=safety')).json()).toEqual([]);
      const tax = await get('/api/regulations?type=tax');
      expect(tax.statusCode).toBe(400);
      expect(tax.json().message).toMatch(/type must be one of: import, export, /);
    });

    it('searches title, code and description case-insensitively, and HS codes', async () => {
      await seed();
      const codes = async (url: string) =>
        (await get(url)).json().map((r: { regulationCode: string }) => r.regulationCode);
      expect(await codes('/api/regulations/search?q=export%20ADMIN')).toEqual(['15 CFR 730-774']);
      expect(await codes('/api/regulations/search?q=2023%2F9')).toEqual(['(EU) 2023/956']);
      expect(await codes('/api/regulations/search?q=aluminium')).toEqual(['(EU) 2023/956']);
      expect(await codes('/api/regulations/search?q=8471')).toEqual(['15 CFR 730-774']);
      expect(await codes('/api/regulations/search?q=2023&country=European%20Union')).toEqual([
        '(EU) 2023/956',
        '(EU) 2023/1115',
      ]);
      // '%' is a literal, not a wildcard.
      expect(await codes('/api/regulations/search?q=%25%25%25')).toEqual([]);
    });

    it('refuses a search of 2 characters or fewer', async () => {
      for (const q of ['', 'eu', '  ab  ']) {
        const response = await get(`/api/regulations/search?q=${encodeURIComponent(q)}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain('q must be longer than 2 characters');
      }
      expect((await get('/api/regulations/search')).statusCode).toBe(400);
    });

    it('answers 404 for an unknown id', async () => {
      expect((await get('/api/regulations/999')).statusCode).toBe(404);
    });
  });

  describe('reference regulations (db:seed)', () => {
    it('seeds valid, sourced regulations once and restores edited ones', async () => {
      const { prisma } = ctx().infra;
      const first = await seed({ prisma });
      const listed = (await get('/api/regulations')).json();
      expect(listed).toHaveLength(first.regulations);
      expect(first.regulations).toBeGreaterThanOrEqual(10);
      for (const regulation of listed) {
        // Every shipped row must also be accepted by the create rules (HS codes, dates, JSON).
        const fields = Object.keys(RegulationCreateSchema.shape);
        const body = Object.fromEntries(
          Object.entries(regulation).filter(([key]) => fields.includes(key)),
        );
        expect(RegulationCreateSchema.safeParse(body).success).toBe(true);
        expect(regulation.source).toMatch(/^https:\/\//);
      }
      expect(
        listed.find((r: { regulationCode: string }) => r.regulationCode === '(EU) 2023/1115'),
      ).toMatchObject({
        country: 'European Union',
        effectiveDate: '2023-06-29',
        // Updated when its summary was, not when this database loaded it.
        updatedAt: '2026-11-22T00:00:00.000Z',
      });

      const eudr = await prisma.regulation.findFirstOrThrow({
        where: { regulationCode: '(EU) 2023/1115' },
      });
      await prisma.regulation.update({ where: { id: eudr.id }, data: { title: 'edited' } });
      await create(validRegulation({ regulationCode: 'USER-1' }));
      await seed({ prisma });
      expect(await prisma.regulation.count()).toBe(first.regulations + 1);
      const restored = await prisma.regulation.findUniqueOrThrow({ where: { id: eudr.id } });
      expect(restored.title).toBe('EU Deforestation Regulation (EUDR)');
      expect(restored.updatedAt.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    });
  });
});
