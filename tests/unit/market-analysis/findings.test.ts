import { describe, expect, it } from 'vitest';

import { writeFindings } from '../../../core/src/market-analysis/findings';
import { buildFigure, buildMarketResult } from '../../web/support/trade';

const market = (code: string, name: string, rate: number | null, more = {}) =>
  buildMarketResult({
    market: code,
    marketName: name,
    effectiveRate: rate,
    mfn: buildFigure({ text: `${rate}%`, adValorem: rate }),
    ...more,
  });
const us = (rate: number, uncounted: string[] = []) =>
  market('US', 'United States', rate, { uncounted });
const eu = (rate: number, stale = false) =>
  market('EU', 'European Union', rate, {
    mfn: buildFigure({ text: `${rate}%`, adValorem: rate, stale, asOf: '2020-12-02' }),
  });
const jp = (rate: number) => market('JP', 'Japan', rate);
const noData = (code: string, name: string) =>
  market(code, name, null, {
    status: 'no_data',
    noDataReason: `No data: no tariff schedule for ${name} is loaded`,
    mfn: null,
  });

describe('tariff comparison findings', () => {
  it('never names as cheapest a market whose figure leaves a duty out, and names ties together', () => {
    const aluminium = 'Section 232 aluminum (9903.85.02), rate not loaded';
    const summary = writeFindings(
      [us(0, [aluminium]), eu(0, true), jp(0), noData('CN', 'China'), noData('IN', 'India')],
      null,
    );
    expect(summary.recommendations).toContain(
      'Same effective duty in European Union and Japan: 0%.',
    );
    expect(summary.recommendations).toContain(
      `United States is not ranked: its 0% leaves out ${aluminium}.`,
    );
    expect(summary.recommendations.join(' ')).not.toMatch(/Lowest effective duty: United States/);
    expect(summary.competitivenessScore).toBe(100);
    expect(summary.findings.at(-1)).toBe(
      'Competitiveness score 100 covers 2 of 5 markets; not scored: United States (duties not counted), China (no data), India (no data); scored on a stale rate: European Union (as of 2020-12-02).',
    );
    expect(summary.findings[0]).toMatch(/; not counted: Section 232 aluminum/);
  });

  it('names the lowest and highest among fully counted markets, ties included', () => {
    const { recommendations, competitivenessScore } = writeFindings(
      [us(2.5), eu(2.5), jp(10), noData('CN', 'China')],
      null,
    );
    expect(recommendations.slice(0, 2)).toEqual([
      'Lowest effective duty among the 3 markets whose figures leave nothing known out: United States and European Union at 2.5%, tied.',
      'Highest among the 3 markets whose figures leave nothing known out: Japan at 10% (7.5 points more).',
    ]);
    // (100 - 6.25) x 2 + (100 - 25), over 3 markets.
    expect(competitivenessScore).toBe(88);
  });

  it('gives no score and no lowest market when every figure leaves something out', () => {
    const summary = writeFindings(
      [us(0, ['the specific part of the MFN duty (2.8¢/kg + 4%)']), noData('IN', 'India')],
      'USD',
    );
    expect(summary.competitivenessScore).toBeNull();
    expect(summary.recommendations[0]).toBe(
      'Every figure leaves a known duty or a preference out, so none is named the lowest.',
    );
    expect(summary.findings.at(-1)).toBe(
      'No competitiveness score: every figure leaves something out (United States (duties not counted), India (no data)).',
    );
  });

  it('does not rank a market priced at MFN because its preferential rates are not loaded', () => {
    const summary = writeFindings(
      [market('EU', 'European Union', 12, { preferencesLoaded: false }), jp(6.8), us(16.5)],
      'EUR',
    );
    expect(summary.recommendations.slice(0, 3)).toEqual([
      'Lowest effective duty among the 2 markets whose figures leave nothing known out: Japan at 6.8%.',
      'Highest among the 2 markets whose figures leave nothing known out: United States at 16.5% (9.7 points more).',
      'European Union is not ranked: its 12% is the MFN rate; its preferential rates are not loaded, and the origin may pay less.',
    ]);
    expect(summary.findings.at(-1)).toMatch(
      /covers 2 of 3 markets; not scored: European Union \(preferential rates not loaded\)\.$/,
    );
  });

  it("asks no one to confirm the stale rate of the origin's own market, where no duty is due", () => {
    const home = market('EU', 'European Union', 0, {
      homeMarket: true,
      preferencesLoaded: null,
      dutyAmount: 0,
      mfn: buildFigure({ text: '12.0%', adValorem: 12, stale: true, asOf: '2020-12-02' }),
    });
    const summary = writeFindings([home, jp(6.8)], 'EUR');
    expect(summary.findings[0]).toBe(
      "European Union: the origin's own market, no import duty; duty €0.00; goods from outside pay MFN 12.0% (stale, as of 2020-12-02)",
    );
    expect(summary.findings.at(-1)).toBe('Competitiveness score 92 covers 2 of 2 markets.');
    expect(summary.recommendations.join(' ')).not.toMatch(/rate is from|confirm/);
    // Goods from outside the EU are still told to confirm the same rate.
    const fromOutside = writeFindings([eu(12, true), jp(6.8)], 'EUR');
    expect(fromOutside.recommendations).toContain(
      'European Union: the rate is from 2020-12-02; confirm against the current tariff before pricing.',
    );
    expect(fromOutside.findings.at(-1)).toMatch(/scored on a stale rate: European Union/);
  });

  it('ranks nothing for a single market, but scores it', () => {
    const summary = writeFindings([jp(5)], null);
    expect(summary.recommendations.join(' ')).not.toMatch(/Lowest|Highest|Same effective/);
    expect(summary.findings.at(-1)).toBe('Competitiveness score 88 covers 1 of 1 market.');
  });
});
