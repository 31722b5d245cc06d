import { beforeAll, describe, expect, it } from 'vitest';

import { listTariffDataSources } from '../../core/src/tariffs/catalogue';
import { ensureTariffData } from '../helpers/tariff-data';
import { waitFor } from '../helpers/test-app';
import { postJson, useChangeNotices, useTestApp } from '../helpers/use-test-app';

describe('tariff classifications, rates, remedies and agreements', () => {
  const ctx = useTestApp();
  const notices = useChangeNotices(ctx);
  beforeAll(async () => {
    await ensureTariffData(ctx().infra);
  }, 900_000);
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });
  const classify = (body: Record<string, unknown>) =>
    postJson(ctx(), '/api/tariff-classifications', body);

  describe('POST /api/tariff-classifications', () => {
    it('stores the official description and fills the rate from the US schedule, saying where from', async () => {
      const response = await classify({
        productDescription: 'Pure-bred Arabian stallion',
        hsCode: '0101.21',
        country: 'United States',
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        hsCode: '010121',
        tariffRate: 'Free',
        country: 'United States',
      });
      expect(body.officialDescription).toMatch(/pure-bred breeding animals/i);
      expect(body.tariffRateSource).toMatch(
        /US Harmonized Tariff Schedule.*as of 2026-04-20.*01012100/,
      );
      await waitFor(async () =>
        notices.some((n) => n.keys.includes('/api/tariff-classifications')),
      );
    });

    it('fills the rate of a 10-digit number from its rate line, and of an EU member from the EU tariff', async () => {
      const statistical = (
        await classify({
          productDescription: 'Power supply for a laptop',
          hsCode: '8504404000',
          country: 'US',
        })
      ).json();
      expect(statistical.tariffRate).not.toBeNull();
      expect(statistical.tariffRateSource).toMatch(/line 85044040$/);
      const german = (
        await classify({ productDescription: 'Laptop', hsCode: '847130', country: 'DE' })
      ).json();
      expect(german.tariffRateSource).toMatch(/2020-12-02 \(stale\)/);
      // Lines with different rates are listed with '; ' between them: a '/' is part of
      // specific duties ('149.40 EUR / 100 kg').
      const sausages = (
        await classify({ productDescription: 'Pork sausages', hsCode: '160100', country: 'EU' })
      ).json();
      expect(sausages.tariffRateSource).toMatch(/national lines with different rates/);
      expect(sausages.tariffRate.split('; ')[0]).toBe('15.4%');
      expect(sausages.tariffRate.split('; ')[1]).toMatch(/EUR \/ 100 kg/);
    });

    it('keeps an entered rate and marks it entered', async () => {
      const body = (
        await classify({
          productDescription: 'Laptop',
          hsCode: '847130',
          tariffRate: '0%',
          country: 'Japan',
        })
      ).json();
      expect(body).toMatchObject({ tariffRate: '0%', tariffRateSource: 'entered' });
    });

    it('says "no data" for a market without a loaded schedule and never invents a rate', async () => {
      const body = (
        await classify({ productDescription: 'Laptop', hsCode: '847130', country: 'China' })
      ).json();
      expect(body.tariffRate).toBeNull();
      expect(body.tariffRateSource).toMatch(/^No data: no tariff schedule is loaded for China/);
    });

    it('refuses missing fields with the form messages and bad codes naming the nearest valid one; nothing is written', async () => {
      const missing = await classify({ productDescription: '', hsCode: '', country: '' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/Product description is required/);
      const unknown = await classify({ productDescription: 'x', hsCode: '847199', country: 'US' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toMatch(/Nearest valid code: 8471/);
      const national = await classify({
        productDescription: 'x',
        hsCode: '8471990000',
        country: 'US',
      });
      expect(national.statusCode).toBe(400);
      expect(national.json().message).toMatch(/HS6 prefix 847199 does not exist/);
      const short = await classify({ productDescription: 'x', hsCode: '847', country: 'US' });
      expect(short.statusCode).toBe(400);
      for (const tariffRate of ['banana', '-50%']) {
        const rate = await classify({
          productDescription: 'x',
          hsCode: '0901',
          country: 'US',
          tariffRate,
        });
        expect(rate.statusCode, tariffRate).toBe(400);
        expect(rate.json().message, tariffRate).toMatch(
          /tariffRate must be a duty rate such as '5%'/,
        );
      }
      expect(await ctx().infra.prisma.tariffClassification.count()).toBe(0);
    });

    it('lists newest first and searches description or HS code on the server', async () => {
      await classify({ productDescription: 'Green coffee beans', hsCode: '090111', country: 'EU' });
      await classify({ productDescription: 'Mineral water', hsCode: '220110', country: 'Japan' });
      const all = await get('/api/tariff-classifications');
      expect(all.json().map((c: { hsCode: string }) => c.hsCode)).toEqual(['220110', '090111']);
      expect(all.headers['x-total-count']).toBe('2');
      expect((await get('/api/tariff-classifications?q=COFFEE')).json()).toHaveLength(1);
      expect((await get('/api/tariff-classifications?q=2201')).json()[0].hsCode).toBe('220110');
      const water = (await get('/api/tariff-classifications?q=water')).json()[0];
      expect(water.tariffRate).toBe('3%');
      expect(water.tariffRateSource).toMatch(/Japan's Tariff Schedule.*2026-07-09/);
    });
  });

  describe('rates, remedies and agreements', () => {
    it('pages tariff rates with a cursor and the total', async () => {
      const first = await get('/api/tariff-rates?limit=3');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toHaveLength(3);
      expect(Number(first.headers['x-total-count'])).toBeGreaterThan(200_000);
      const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
      const second = (await get(next)).json();
      expect(second[0].id).toBeLessThan(first.json()[2].id);
    });

    it('lists only MFN (general) lines with line=mfn: each row a distinct tariff line', async () => {
      const { prisma } = ctx().infra;
      const response = await get('/api/tariff-rates?line=mfn&limit=5');
      expect(response.statusCode).toBe(200);
      const rows = response.json() as Array<{
        hsCode: string;
        importingCountry: string;
        exportingCountry: string;
        tradeAgreement: string;
        tradeAgreementCode: string | null;
        preferentialRate: string | null;
      }>;
      expect(rows).toHaveLength(5);
      for (const row of rows)
        expect(row).toMatchObject({
          exportingCountry: '',
          tradeAgreement: '',
          tradeAgreementCode: null,
          preferentialRate: null,
        });
      expect(new Set(rows.map((row) => `${row.importingCountry} ${row.hsCode}`)).size).toBe(5);
      const mfnLines = await prisma.tariffRate.count({
        where: { exportingCountry: '', tradeAgreement: '' },
      });
      expect(response.headers['x-total-count']).toBe(String(mfnLines));
      expect(mfnLines).toBeLessThan(await prisma.tariffRate.count());
      const next = /<([^>]+)>; rel="next"/.exec(String(response.headers.link))![1]!;
      expect(new URL(next, 'http://x').searchParams.get('line')).toBe('mfn');

      const unknown = await get('/api/tariff-rates?line=preferential');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'line: line must be one of: mfn',
      });
    });

    it('searches rates by HS prefix across markets with published text and parsed percent', async () => {
      const rows = (await get('/api/tariff-rates/search/2201.10?limit=500')).json();
      const markets = new Set(rows.map((r: { importingCountry: string }) => r.importingCountry));
      expect([...markets].sort()).toEqual(['EU', 'JP', 'US']);
      const jpMfn = rows.find(
        (r: { importingCountry: string; tradeAgreement: string }) =>
          r.importingCountry === 'JP' && r.tradeAgreement === '',
      );
      expect(jpMfn).toMatchObject({
        mfnRate: '3%',
        mfnAdValorem: 3,
        asOf: '2026-07-09',
        stale: false,
      });
      const eu = rows.find((r: { importingCountry: string }) => r.importingCountry === 'EU');
      expect(eu).toMatchObject({ stale: true, asOf: '2020-12-02' });
      const epa = rows.find(
        (r: { tradeAgreementCode: string | null }) => r.tradeAgreementCode === 'JP-EU',
      );
      expect(epa).toMatchObject({
        tradeAgreement: 'EU-Japan EPA',
        preferentialRate: 'Free',
        preferentialAdValorem: 0,
      });
      // Japan's lines read in English, the published Japanese kept aside.
      const shirts = (await get('/api/tariff-rates/search/6109.10?limit=500')).json() as Array<{
        hsCode: string;
        importingCountry: string;
        tradeAgreementCode: string | null;
        productDescription: string;
        publishedDescription: string | null;
        preferentialRate: string | null;
      }>;
      const japanese = /[\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]/;
      const jpShirts = shirts.filter((r) => r.importingCountry === 'JP');
      expect(jpShirts.length).toBeGreaterThan(0);
      expect(
        jpShirts.filter((r) => japanese.test(`${r.productDescription} ${r.preferentialRate}`)),
      ).toEqual([]);
      expect(
        jpShirts.find((r) => r.hsCode === '610910010' && r.tradeAgreementCode === 'RCEP-KR'),
      ).toMatchObject({
        productDescription: expect.stringMatching(/ — Of yarns of different colours, and printed$/),
        publishedDescription: '1 異なる色の糸から成るもの及びなせんしたもの',
        preferentialRate: 'embroidered, with lace or with a patterned knit structure: 6.8%',
      });
      const compound = (await get('/api/tariff-rates/search/0406?limit=500')).json();
      expect(
        compound.some((r: { mfnRate: string; mfnAdValorem: number | null }) =>
          /¢|\$/.test(r.mfnRate ?? ''),
        ),
      ).toBe(true);
    });

    it('refuses a search shorter than 4 digits or not digits', async () => {
      expect((await get('/api/tariff-rates/search/220')).statusCode).toBe(400);
      expect((await get('/api/tariff-rates/search/abcd')).statusCode).toBe(400);
    });

    it('lists US Section 301 and 232 remedies with their chapter 99 rate and targeted countries', async () => {
      const rows = (await get('/api/trade-remedies?hsCode=85044085&limit=50')).json();
      const s301 = rows.find((r: { remedyType: string }) => r.remedyType === 'section_301');
      expect(s301).toMatchObject({ imposingCountry: 'US', targetedCountries: ['CN'] });
      expect(s301.dutyRate).toMatch(/\+ \d+%/);
      expect(typeof s301.dutyAdValorem).toBe('number');
      const all = await get('/api/trade-remedies?limit=1');
      expect(Number(all.headers['x-total-count'])).toBeGreaterThan(10_000);
    });

    it('filters remedies by HS code (the lines under it and lists covering it) and keeps paging within the filter', async () => {
      const { prisma } = ctx().infra;
      const expected = await prisma.tradeRemedy.count({
        where: { OR: [{ hsCode: { startsWith: '7208' } }, { hsCode: { in: ['72', '720'] } }] },
      });
      expect(expected).toBeGreaterThan(2);
      const first = await get('/api/trade-remedies?hsCode=7208&limit=2');
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-total-count']).toBe(String(expected));
      const firstRows = first.json() as Array<{ id: number; hsCode: string }>;
      expect(firstRows).toHaveLength(2);
      for (const row of firstRows) expect(row.hsCode.startsWith('72')).toBe(true);
      const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
      expect(new URL(next, 'http://x').searchParams.get('hsCode')).toBe('7208');
      const second = await get(next);
      expect(second.headers['x-total-count']).toBe(String(expected));
      const secondRows = second.json() as Array<{ id: number; hsCode: string }>;
      expect(secondRows.length).toBeGreaterThan(0);
      for (const row of secondRows) expect(row.hsCode.startsWith('72')).toBe(true);
      expect(secondRows[0]!.id).toBeLessThan(firstRows[1]!.id);
      // Dots are accepted as in every HS code input; the prefix is the digits.
      const dotted = await get('/api/trade-remedies?hsCode=72.08&limit=2');
      expect(dotted.headers['x-total-count']).toBe(String(expected));
      // A list entry at a broader code covers the lines under it: Section 232's heading 7601
      // entry hits unwrought aluminium of 7601.10.60.
      const covered = (await get('/api/trade-remedies?hsCode=7601.10.60&limit=100')).json();
      expect(covered.map((row: { hsCode: string }) => row.hsCode)).toContain('7601');
      for (const row of covered as Array<{ hsCode: string }>)
        expect('7601106000'.startsWith(row.hsCode) || row.hsCode.startsWith('76011060')).toBe(true);
      const none = await get('/api/trade-remedies?hsCode=0000');
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual([]);
      expect(none.headers['x-total-count']).toBe('0');
    });

    it('refuses a malformed HS code prefix on remedies with a 400 naming the field', async () => {
      const cases: Array<[string, string]> = [
        ['7', 'hsCode: hsCode must have 2 to 10 digits'],
        ['72081000001', 'hsCode: hsCode must have 2 to 10 digits'],
        ['72a8', 'hsCode: hsCode must contain digits only (dots allowed)'],
      ];
      for (const [hsCode, message] of cases) {
        const response = await get(`/api/trade-remedies?hsCode=${hsCode}`);
        expect(response.statusCode, hsCode).toBe(400);
        expect(response.json(), hsCode).toMatchObject({ code: 'VALIDATION_FAILED', message });
        expect(response.json().details.issues[0].field, hsCode).toBe('hsCode');
      }
    });

    it('labels each Section 232 line by its metal: aluminium 7601-7609, steel 7216, copper 7406', async () => {
      const metals = async (hsCode: string) => {
        const response = await get(`/api/trade-remedies?hsCode=${hsCode}&limit=100`);
        expect(response.statusCode).toBe(200);
        return new Set(
          response
            .json()
            .map((r: { remedyType: string }) => r.remedyType)
            .filter((type: string) => type.startsWith('section_232_')),
        );
      };
      expect(await metals('7601')).toEqual(new Set(['section_232_aluminium']));
      expect(await metals('7607')).toEqual(new Set(['section_232_aluminium']));
      expect(await metals('7616995160')).toEqual(new Set(['section_232_aluminium']));
      expect(await metals('7216')).toEqual(new Set(['section_232_steel']));
      expect(await metals('7406')).toEqual(new Set(['section_232_copper']));
      const unwrought = (await get('/api/trade-remedies?hsCode=7601&limit=100')).json()[0];
      expect(unwrought).toMatchObject({
        hsCode: '7601',
        status: 'active',
        targetedCountries: [],
        caseNumber: '2026 metals proclamation, annex 1A',
      });
    });

    it('shows Section 232 on what the 2026 annex II removed as ended on 2026-04-06', async () => {
      const rows = (await get('/api/trade-remedies?hsCode=04029968&limit=100'))
        .json()
        .filter((r: { remedyType: string }) => r.remedyType.startsWith('section_232_'));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows)
        expect(row).toMatchObject({ status: 'terminated', expiryDate: '2026-04-06' });
      // A line that Annex I-B lists stays under Section 232.
      const kept = (await get('/api/trade-remedies?hsCode=87031010&limit=100'))
        .json()
        .filter(
          (r: { remedyType: string; hsCode: string }) =>
            r.remedyType === 'section_232_steel' && r.hsCode.startsWith('87031010'),
        );
      expect(kept.length).toBeGreaterThan(0);
      expect(kept.every((r: { status: string }) => r.status === 'active')).toBe(true);
    });

    it('lists trade agreements including those behind the schedule columns', async () => {
      const rows = (await get('/api/trade-agreements?limit=500')).json();
      const korus = rows.find((a: { code: string }) => a.code === 'US-KR');
      expect(korus).toMatchObject({ memberCountries: ['KR', 'US'], status: 'active' });
      expect(rows.find((a: { code: string }) => a.code === 'JP-EU').memberCountries).toContain(
        'DE',
      );
      // Members are country codes only: no 'EU-27', no group names, Serbia as RS.
      for (const row of rows) {
        for (const member of row.memberCountries) expect(member, row.code).toMatch(/^[A-Z]{2}$/);
      }
    });
  });

  describe('GET /api/tariff-data', () => {
    it('lists each source in import order with its market, as-of date and rows; the EU tariff as stale', async () => {
      const response = await get('/api/tariff-data');
      expect(response.statusCode).toBe(200);
      const sources = response.json() as Array<Record<string, unknown>>;
      expect(sources.map((s) => s.source).join(' ')).toBe(
        'hs2022 trade_agreements us_hts jp_tariff eu_cet us_remedies',
      );
      const bySource = new Map(sources.map((s) => [s.source, s]));
      expect(bySource.get('us_hts')).toMatchObject({
        kind: 'schedule',
        market: 'US',
        asOf: '2026-04-20',
        stale: false,
        status: 'completed',
        progress: 100,
        error: null,
      });
      expect(bySource.get('us_hts')!.rowCount).toBeGreaterThan(100_000);
      expect(bySource.get('jp_tariff')).toMatchObject({ market: 'JP', asOf: '2026-07-09' });
      expect(bySource.get('eu_cet')).toMatchObject({
        market: 'EU',
        asOf: '2020-12-02',
        stale: true,
      });
      expect(bySource.get('hs2022')).toMatchObject({
        kind: 'nomenclature',
        market: null,
        status: 'completed',
      });
      expect(bySource.get('us_remedies')).toMatchObject({ kind: 'remedies', market: 'US' });
    });

    it('says what each source does not cover: for US remedies AD/CVD, 301 exclusions and other countries', async () => {
      const sources = (await get('/api/tariff-data')).json() as Array<{
        source: string;
        label: string;
        notCovered: string | null;
      }>;
      for (const source of sources)
        expect(source.notCovered === null || typeof source.notCovered === 'string').toBe(true);
      const remedies = sources.find((s) => s.source === 'us_remedies')!;
      expect(remedies.label).toBe(
        'US Section 301 product lists on goods of China (exclusions not modelled) and Section 232 steel, aluminium and copper lists only',
      );
      // Each remedy names the same source.
      const [remedy] = (await get('/api/trade-remedies?limit=1')).json() as Array<{
        source: string;
      }>;
      expect(remedy!.source).toBe(remedies.label);
      expect(remedies.notCovered).toMatch(/anti-dumping and countervailing duty orders/i);
      expect(remedies.notCovered).toMatch(/Section 301 exclusions/);
      expect(remedies.notCovered).toMatch(/every other country/);
      expect(sources.find((s) => s.source === 'eu_cet')!.notCovered).toMatch(/preferential/);
    });

    it('says a source never imported has loaded nothing, rather than inventing a date', async () => {
      const { prisma } = ctx().infra;
      const kept = await prisma.tariffDataImport.findUniqueOrThrow({
        where: { source: 'us_remedies' },
      });
      await prisma.tariffDataImport.delete({ where: { source: 'us_remedies' } });
      try {
        // Straight from the database: the cached answer is for the loaded state.
        const remedies = (await listTariffDataSources(prisma)).find(
          (s) => s.source === 'us_remedies',
        );
        expect(remedies).toMatchObject({
          status: null,
          rowCount: 0,
          asOf: null,
          fileName: null,
          importedAt: null,
        });
      } finally {
        await prisma.tariffDataImport.create({ data: kept });
      }
    });
  });
});
