import { beforeAll, describe, expect, it } from 'vitest';

import { ensureTariffData } from '../helpers/tariff-data';
import { waitFor } from '../helpers/test-app';
import { postJson, useChangeNotices, useTestApp } from '../helpers/use-test-app';

describe('/api/market-analysis tariff comparison', () => {
  const ctx = useTestApp({ withWorkers: true });
  const notices = useChangeNotices(ctx);
  beforeAll(async () => {
    await ensureTariffData(ctx().infra);
  }, 900_000);
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });
  const compare = (body: unknown) =>
    postJson(ctx(), '/api/market-analysis/tariff-comparison', body);
  const finished = (id: number) =>
    waitFor(
      async () => {
        const report = (await get(`/api/market-analysis/${id}`)).json();
        return report.status === 'completed' || report.status === 'failed' ? report : null;
      },
      { timeoutMs: 60_000 },
    );

  /** The one market's result of a finished comparison. */
  const compareOne = async (body: Record<string, unknown>) =>
    (await finished((await compare(body)).json().id)).results[0];

  it('answers 202 with a pending report, then the worker compares 5 markets with sources and dates', async () => {
    const response = await compare({
      hsCode: '8504.40',
      targetMarkets: ['United States', 'EU', 'Japan', 'China', 'India'],
      originCountry: 'CN',
      customsValue: 10000,
      currency: 'USD',
      incoterm: 'CIF',
    });
    expect(response.statusCode).toBe(202);
    const pending = response.json();
    expect(pending).toMatchObject({
      analysisName: 'Tariff comparison 8504.40 (US, EU, JP, CN, IN)',
      status: 'pending',
      progress: 0,
      hsCode: '850440',
      targetMarkets: ['US', 'EU', 'JP', 'CN', 'IN'],
      originCountry: 'CN',
      customsValue: 10000,
    });
    const report = await finished(pending.id);
    expect(report.status).toBe('completed');
    expect(report.progress).toBe(100);
    const byMarket = Object.fromEntries(
      report.results.map((r: { market: string }) => [r.market, r]),
    );
    // US: MFN plus Section 301 on Chinese goods, with the chapter 99 heading.
    expect(byMarket.US.status).toBe('ok');
    expect(byMarket.US.mfn.asOf).toBe('2026-04-20');
    expect(
      byMarket.US.additionalDuties.some(
        (d: { remedyType: string }) => d.remedyType === 'section_301',
      ),
    ).toBe(true);
    expect(byMarket.US.effectiveRate).toBeGreaterThan(byMarket.US.mfn.adValorem);
    expect(byMarket.US.dutyAmount).toBeCloseTo((10000 * byMarket.US.effectiveRate) / 100, 2);
    expect(byMarket.US.landedCost).toBeCloseTo(10000 + byMarket.US.dutyAmount, 2);
    // EU: stale 2020 CET labelled with its date.
    expect(byMarket.EU.mfn).toMatchObject({ stale: true, asOf: '2020-12-02' });
    // Japan: RCEP China lines open to Chinese goods.
    expect(byMarket.JP.mfn.asOf).toBe('2026-07-09');
    // China: the origin's own market, no import duty though no schedule is loaded.
    expect(byMarket.CN).toMatchObject({ status: 'ok', mfn: null, effectiveRate: 0, dutyAmount: 0 });
    expect(byMarket.CN.notes).toEqual(["No import duty: goods of China are China's own"]);
    // India: no data, never a rate.
    for (const market of ['IN']) {
      expect(byMarket[market]).toMatchObject({
        status: 'no_data',
        mfn: null,
        effectiveRate: null,
        dutyAmount: null,
      });
      expect(byMarket[market].noDataReason).toMatch(
        /^No data: no tariff schedule for .* is loaded \(loaded: .*as of/,
      );
    }
    expect(typeof report.competitivenessScore).toBe('number');
    expect(
      report.findings.some((f: string) => f.startsWith('India: no data; no tariff schedule')),
    ).toBe(true);
    expect(report.recommendations.some((r: string) => /Section 301/.test(r))).toBe(true);
    const list = (await get('/api/market-analysis')).json();
    expect(list[0].id).toBe(pending.id);
    expect(notices.some((n) => n.keys.includes('/api/market-analysis'))).toBe(true);
  });

  it('applies the best preferential rate open to the origin', async () => {
    const pending = (
      await compare({ hsCode: '220210', targetMarkets: ['JP'], originCountry: 'DE' })
    ).json();
    const report = await finished(pending.id);
    const jp = report.results[0];
    expect(jp.preferential).toMatchObject({ agreementCode: 'JP-EU' });
    expect(jp.effectiveRate).toBe(jp.preferential.rate.adValorem);
  });

  it('counts one Section 301 heading per line, the highest, and names the others', async () => {
    const us = await compareOne({ hsCode: '85044040', targetMarkets: ['US'], originCountry: 'CN' });
    // 8504.40.40 is named by Lists 1 and 3 (9903.88.01, 9903.88.03), both 25%: 25% is due, not 50%.
    const s301 = us.additionalDuties.filter(
      (d: { remedyType: string }) => d.remedyType === 'section_301',
    );
    expect(s301).toHaveLength(1);
    expect(s301[0].rate.adValorem).toBe(25);
    expect(us.effectiveRate).toBe((us.mfn.adValorem ?? 0) + 25);
    expect(us.notes.join(' ')).toMatch(
      /Section 301 lists name parts of 8504\.40\.40 under 9903\.88\.0\d \(25%\), 9903\.88\.0\d \(25%\); one applies/,
    );
  });

  it('prices a 10-digit number on the rate line holding it, and a free preference as free', async () => {
    const statistical = await compareOne({
      hsCode: '8504404000',
      targetMarkets: ['US'],
      originCountry: 'DE',
    });
    expect(statistical).toMatchObject({ status: 'ok', nationalCode: '85044040' });
    // Wine: a specific MFN duty (cents a litre), free under USMCA for Canadian goods.
    const wine = await compareOne({
      hsCode: '220421',
      targetMarkets: ['US'],
      originCountry: 'CA',
      customsValue: 1000,
    });
    expect(wine.mfn.adValorem).toBeNull();
    expect(wine.preferential).toMatchObject({ agreementCode: 'USMCA', rate: { adValorem: 0 } });
    expect(wine).toMatchObject({ effectiveRate: 0, dutyAmount: 0, landedCost: 1000 });
    expect(wine.notes).toContainEqual(
      expect.stringMatching(
        /^Duty is taken on the customs value as given \(the United States values goods at their transaction value/,
      ),
    );
  });

  it('prices a code whose national lines differ on the highest rate, and says so', async () => {
    const trousers = await compareOne({
      hsCode: '620342',
      targetMarkets: ['US'],
      originCountry: 'DE',
    });
    // Down-filled trousers (the first line) are free; cotton trousers pay 16.6%.
    expect(trousers.mfn).toMatchObject({ text: '16.6%', adValorem: 16.6 });
    expect(trousers.notes[0]).toMatch(
      /national lines under 6203\.42 with different MFN rates \(.*Free.*\); figures are for [\d.]+, the highest ad valorem rate/,
    );
  });

  it('says which US additional duties it does not count, rather than implying none', async () => {
    const us = await compareOne({ hsCode: '720851', targetMarkets: ['US'], originCountry: 'KR' });
    expect(us.notes).toContainEqual(
      expect.stringMatching(/^Section 232 on iron or steel .*9903\.81\.87/),
    );
    expect(us.notes).toContainEqual(
      expect.stringMatching(/^Not counted: US additional duties outside/),
    );
    // Left out of the figure, so the market is neither ranked nor scored.
    expect(us.uncounted).toEqual(['Section 232 on iron or steel (9903.81.87), if it applies']);
  });

  it('ranks and scores only the markets whose figures leave nothing known out, and says which', async () => {
    const report = await finished(
      (
        await compare({
          hsCode: '720851',
          targetMarkets: ['US', 'EU', 'JP', 'CN'],
          originCountry: 'KR',
        })
      ).json().id,
    );
    const byMarket = Object.fromEntries(
      report.results.map((r: { market: string }) => [r.market, r]),
    );
    // The EU's 2020 schedule holds no preferential rates: the EU-Korea FTA cannot be checked.
    expect(byMarket.EU).toMatchObject({ uncounted: [], preferencesLoaded: false });
    expect(byMarket.EU.notes).toContain(
      'Not counted: European Union preferential rates; the loaded schedule holds MFN rates only, and goods of South Korea may pay less under a trade agreement',
    );
    // No EU trade defence data is loaded: the notes say so rather than imply there is none.
    expect(byMarket.EU.notes).toContain(
      'Not counted: European Union anti-dumping, countervailing and safeguard duties; no trade remedy data is loaded for European Union',
    );
    expect(byMarket.JP).toMatchObject({ uncounted: [], preferencesLoaded: true });
    expect(report.recommendations).toContainEqual(
      expect.stringMatching(
        /^Only Japan's figure leaves out no known duty or preference: [\d.]+%\.$/,
      ),
    );
    expect(report.recommendations).toContainEqual(
      expect.stringMatching(
        /^United States is not ranked: its [\d.]+% leaves out Section 232 on iron/,
      ),
    );
    expect(report.recommendations).toContainEqual(
      expect.stringMatching(
        /^European Union is not ranked: its [\d.]+% is the MFN rate; its preferential rates are not loaded/,
      ),
    );
    expect(report.competitivenessScore).toBe(
      Math.round(Math.max(0, 100 - 2.5 * byMarket.JP.effectiveRate)),
    );
    expect(report.findings.at(-1)).toBe(
      `Competitiveness score ${report.competitivenessScore} covers 1 of 4 markets; not scored: United States (duties not counted), European Union (preferential rates not loaded), China (no data).`,
    );
  });

  it("charges no import duty on the market's own goods, and says when the value's Incoterm is not the market's basis", async () => {
    const report = await finished(
      (
        await compare({
          hsCode: '610910',
          targetMarkets: ['EU', 'JP'],
          originCountry: 'DE',
          customsValue: 10000,
          currency: 'EUR',
          incoterm: 'EXW',
        })
      ).json().id,
    );
    const [eu, jp] = report.results;
    expect(eu).toMatchObject({
      effectiveRate: 0,
      dutyAmount: 0,
      landedCost: 10000,
      preferencesLoaded: null,
    });
    expect(report.recommendations.join(' ')).not.toMatch(/European Union is not ranked/);
    expect(eu.mfn.adValorem).toBe(12);
    expect(eu.notes).toEqual([
      "No import duty: goods of Germany are in the EU's customs union; the MFN rate shown applies to goods from outside it",
    ]);
    expect(jp.notes).toContain(
      'The value is on EXW terms, and Japan takes duty on the CIF value: add the freight and insurance to its border, and the costs of loading and export, before relying on the duty',
    );
    expect(eu.homeMarket).toBe(true);
    expect(jp.homeMarket).toBe(false);
    // The EU's 2020 rate is what goods from outside pay: nothing to confirm for German goods.
    expect(report.findings[0]).toBe(
      "European Union: the origin's own market, no import duty; duty €0.00; goods from outside pay MFN 12.0% (stale, as of 2020-12-02)",
    );
    expect(report.findings.join(' ')).not.toMatch(/scored on a stale rate/);
    expect(report.recommendations.join(' ')).not.toMatch(/European Union: the rate is from/);
  });

  it("opens Japan's RCEP columns only to the origins each is for", async () => {
    // 6109.10.010: the ASEAN/Australia/New Zealand column is free, China's 6.8%.
    const fromChina = await compareOne({
      hsCode: '610910',
      targetMarkets: ['JP'],
      originCountry: 'CN',
    });
    expect(fromChina.preferential).toMatchObject({
      agreementCode: 'RCEP-CN',
      rate: { adValorem: 6.8 },
    });
    expect(fromChina.effectiveRate).toBe(6.8);
    // 0709.20: Korea's column is empty, so Korean goods pay the applied MFN rate (WTO 3%).
    const fromKorea = await compareOne({
      hsCode: '070920',
      targetMarkets: ['JP'],
      originCountry: 'KR',
    });
    expect(fromKorea.preferential).toBeNull();
    expect(fromKorea.effectiveRate).toBe(3);
    // Japan's own goods claim no Japanese preference.
    const fromJapan = await compareOne({
      hsCode: '070920',
      targetMarkets: ['JP'],
      originCountry: 'JP',
    });
    expect(fromJapan.preferential).toBeNull();
  });

  it("says when Japan's rate holds for some goods of the line or differs by party", async () => {
    // 6109.10 (priced on .010, 10.9%): RCEP gives Korea 6.8% for embroidered, lace or
    // patterned-knit shirts only.
    const fromKorea = await compareOne({
      hsCode: '610910',
      targetMarkets: ['JP'],
      originCountry: 'KR',
    });
    expect(fromKorea.preferential).toMatchObject({
      agreementCode: 'RCEP-KR',
      rate: {
        text: 'embroidered, with lace or with a patterned knit structure: 6.8%',
        adValorem: 6.8,
      },
    });
    expect(fromKorea.notes).toContainEqual(
      expect.stringMatching(
        /applies only to goods meeting its printed condition; other goods of the line pay the MFN rate$/,
      ),
    );
    // 3505.10.100 (starch derivatives): CPTPP frees Australia, Canada, Chile and Vietnam, others pay 6.8%.
    const fromCanada = await compareOne({
      hsCode: '35051010',
      targetMarkets: ['JP'],
      originCountry: 'CA',
    });
    expect(fromCanada.preferential).toMatchObject({ rate: { adValorem: 0 } });
    expect(fromCanada.notes).toContainEqual(
      expect.stringMatching(
        /rate differs by party \(\(for Australia, Canada, Chile and Vietnam\) Free .*the rate for CA, Free, is counted$/,
      ),
    );
  });

  it("prices seasonal rates (Japan's oranges, the EU's roses) at the higher season's, and says so", async () => {
    const oranges = await compareOne({
      hsCode: '080510',
      targetMarkets: ['JP'],
      originCountry: 'US',
      customsValue: 1000,
    });
    expect(oranges.mfn).toMatchObject({
      text: '16% (1 Jun-30 Nov); 32% (1 Dec-31 May)',
      adValorem: 32,
    });
    expect(oranges.preferential).toMatchObject({ agreementCode: 'US-JP', rate: { adValorem: 0 } });
    expect(oranges.notes).toContainEqual(
      expect.stringMatching(
        /^Japan prices 0805\.10\.000 by the season of import .*highest season's rate/,
      ),
    );
    // Without a preference the higher season counts: 32% of 1,000.
    const fromBrazil = await compareOne({
      hsCode: '080510',
      targetMarkets: ['JP'],
      customsValue: 1000,
    });
    expect(fromBrazil).toMatchObject({ effectiveRate: 32, dutyAmount: 320 });
    // The EU's roses: 8.5% in winter, 12% in summer.
    const roses = await compareOne({
      hsCode: '060311',
      targetMarkets: ['EU'],
      originCountry: 'KE',
    });
    expect(roses.mfn).toMatchObject({ adValorem: 12 });
    expect(roses.notes).toContainEqual(expect.stringMatching(/by the season of import/));
  });

  it('says when a preference holds within a tariff quota only', async () => {
    // Swiss filled chocolate into Japan: 8% within the quota, the MFN 10% beyond it.
    const chocolate = await compareOne({
      hsCode: '180631',
      targetMarkets: ['JP'],
      originCountry: 'CH',
    });
    expect(chocolate.preferential).toMatchObject({
      agreementCode: 'JP-CH',
      rate: { text: 'within the tariff quota: 8%', adValorem: 8 },
    });
    expect(chocolate.notes).toContainEqual(
      expect.stringMatching(
        /rate applies within its tariff quota only; beyond the quota the MFN rate applies$/,
      ),
    );
  });

  it('names a preference it cannot count instead of dropping it', async () => {
    // Australian beef over the quota: the US schedule points to chapter 98 headings for its rate.
    const beef = await compareOne({ hsCode: '020130', targetMarkets: ['US'], originCountry: 'AU' });
    expect(beef).toMatchObject({ nationalCode: '02013080', preferential: null });
    expect(beef.notes).toContainEqual(
      expect.stringMatching(
        /^Not counted: the .* rate is set in headings 9822\.04\.01-9822\.04\.03 \(chapters 98-99, not loaded\)$/,
      ),
    );
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ hsCode: '847199', targetMarkets: ['US'] }, /Nearest valid code: 8471/],
      [{ hsCode: '847130', targetMarkets: [] }, /at least one market/],
      [{ hsCode: '847130', targetMarkets: 'US' }, /must be a list/],
      [{ hsCode: '847130', targetMarkets: ['US', 'United States'] }, /listed twice/],
      [{ hsCode: '847130', targetMarkets: ['Atlantis'] }, /Unknown market 'Atlantis'/],
      [{ hsCode: '847130', targetMarkets: [' '] }, /empty market/],
      [{ hsCode: '', targetMarkets: ['US'] }, /HS code is required/],
      [{ hsCode: '847130', targetMarkets: ['US'], originCountry: 'China' }, /2-letter/],
      [
        { hsCode: '847130', targetMarkets: ['US'], originCountry: 'ZZ' },
        /originCountry is not an ISO 3166 country code/,
      ],
      [{ hsCode: '847130', targetMarkets: ['US'], customsValue: -5 }, /positive/],
    ];
    for (const [body, message] of cases) {
      const response = await compare(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await ctx().infra.prisma.marketAnalysisReport.count()).toBe(0);
  });
});
