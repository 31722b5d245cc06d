import { describe, expect, it } from 'vitest';

import { categoryFigures } from '../../../core/src/commodities/category-figures';
import type { MarketTariffFigure, TradeFigures } from '../../../core/src/commodities/trade-figures';

const US = {
  source: 'US Harmonized Tariff Schedule 2026 Revision 4 (USITC)',
  sourceShort: 'HTS 2026 rev. 4',
  asOf: '2026-04-20',
  stale: false,
};
const EU = {
  source: 'EU Common External Tariff as applied in 2020 (UK DIT file, re-keyed to HS 2022)',
  sourceShort: 'EU CET 2020',
  asOf: '2020-12-02',
  stale: true,
};

const market = (
  code: 'US' | 'EU',
  overrides: Partial<MarketTariffFigure> = {},
): MarketTariffFigure => ({
  market: code,
  ...(code === 'US' ? US : EU),
  lineCount: 2,
  ratedLines: 2,
  avgRate: 4,
  ...overrides,
});

const sub = (overrides: Partial<TradeFigures> = {}): TradeFigures => ({
  avgTariffRate: 4,
  tradeRisk: 'low',
  markets: [market('US')],
  remedyTypes: [],
  ...overrides,
});

const noData = (): TradeFigures => ({
  avgTariffRate: null,
  tradeRisk: null,
  markets: [],
  remedyTypes: [],
});

describe('categoryFigures', () => {
  it('averages the subcategories that have a figure and counts them in the basis', () => {
    const figures = categoryFigures([
      sub({ avgTariffRate: 2, markets: [market('US', { avgRate: 2 })] }),
      sub({ avgTariffRate: 3.5, markets: [market('US', { avgRate: 3.5 })] }),
      sub({ avgTariffRate: 10, tradeRisk: 'medium', markets: [market('US', { avgRate: 10 })] }),
      noData(),
    ]);
    expect(figures.avgTariffRate).toBe(5.17);
    expect(figures.tariffBasis).toEqual({
      subcategoriesTotal: 4,
      subcategoriesWithLines: 3,
      subcategoriesWithRate: 3,
      subcategoriesPartlyRated: 0,
      subcategoriesWithRisk: 3,
      markets: [{ market: 'US', ...US, subcategoriesWithRate: 3 }],
      remedyTypes: [],
    });
  });

  it('gives no average (null, never 0) when no subcategory has one, and says why in the basis', () => {
    const specificOnly = sub({
      avgTariffRate: null,
      tradeRisk: null,
      markets: [market('US', { ratedLines: 0, avgRate: null })],
    });
    const figures = categoryFigures([specificOnly, noData()]);
    expect(figures).toMatchObject({ avgTariffRate: null, tradeRisk: null });
    expect(figures.tariffBasis).toMatchObject({
      subcategoriesTotal: 2,
      subcategoriesWithLines: 1,
      subcategoriesWithRate: 0,
      markets: [],
    });
    expect(categoryFigures([])).toEqual({
      avgTariffRate: null,
      tradeRisk: null,
      tariffBasis: {
        subcategoriesTotal: 0,
        subcategoriesWithLines: 0,
        subcategoriesWithRate: 0,
        subcategoriesPartlyRated: 0,
        subcategoriesWithRisk: 0,
        markets: [],
        remedyTypes: [],
      },
    });
  });

  it('is low only when every subcategory has a known risk and all are low', () => {
    expect(categoryFigures([sub(), sub()]).tradeRisk).toBe('low');
    // One subcategory without data may hide a higher risk: the category cannot claim low.
    expect(categoryFigures([sub(), noData()]).tradeRisk).toBeNull();
    expect(categoryFigures([noData(), sub(), sub()]).tradeRisk).toBeNull();
    expect(categoryFigures([noData()]).tradeRisk).toBeNull();
  });

  it('takes the highest known risk, which missing data cannot lower', () => {
    expect(categoryFigures([sub(), sub({ tradeRisk: 'medium' })]).tradeRisk).toBe('medium');
    expect(categoryFigures([sub({ tradeRisk: 'medium' }), noData()]).tradeRisk).toBe('medium');
    expect(
      categoryFigures([sub({ tradeRisk: 'high' }), sub({ tradeRisk: 'medium' }), noData()])
        .tradeRisk,
    ).toBe('high');
  });

  it('lists each market whose figures enter the average, with its schedule and date', () => {
    const figures = categoryFigures([
      sub({ markets: [market('US'), market('EU', { avgRate: 6 })], avgTariffRate: 5 }),
      // A market whose lines under the code are all specific duties does not enter the average.
      sub({ markets: [market('US'), market('EU', { ratedLines: 0, avgRate: null })] }),
      // Nor does a subcategory without an average, whatever lines it has.
      sub({
        avgTariffRate: null,
        tradeRisk: null,
        markets: [market('EU', { ratedLines: 0, avgRate: null })],
      }),
    ]);
    expect(figures.tariffBasis.markets).toEqual([
      { market: 'EU', ...EU, subcategoriesWithRate: 1 },
      { market: 'US', ...US, subcategoriesWithRate: 2 },
    ]);
    expect(figures.tariffBasis).toMatchObject({
      subcategoriesWithLines: 3,
      subcategoriesWithRate: 2,
      // The second rests on its US lines only: part of its lines.
      subcategoriesPartlyRated: 1,
    });
  });

  it('counts an average over part of the lines and gathers the remedy types', () => {
    const figures = categoryFigures([
      sub({
        tradeRisk: null,
        markets: [market('US', { lineCount: 42, ratedLines: 9 })],
        remedyTypes: [],
      }),
      sub({ tradeRisk: 'high', remedyTypes: ['section_301', 'section_232_steel'] }),
      sub({ tradeRisk: 'medium', remedyTypes: ['section_301'] }),
    ]);
    expect(figures.tradeRisk).toBe('high');
    expect(figures.tariffBasis).toMatchObject({
      subcategoriesPartlyRated: 1,
      subcategoriesWithRisk: 2,
      remedyTypes: ['section_232_steel', 'section_301'],
    });
  });
});
