import type { CommodityCategory, CommodityCategoryMarket } from '@compliance/contracts';
import { describe, expect, it } from 'vitest';

import {
  categoryTariffNote,
  formatCategoryTariff,
} from '../../web/src/features/commodities/category-tariff-note';

import { buildCategory } from './support/reference-data';

const US: CommodityCategoryMarket = {
  market: 'US',
  source: 'US Harmonized Tariff Schedule 2026 Revision 4 (USITC)',
  sourceShort: 'HTS 2026 rev. 4',
  asOf: '2026-04-20',
  stale: false,
  subcategoriesWithRate: 3,
};
const EU: CommodityCategoryMarket = {
  market: 'EU',
  source: 'EU Common External Tariff as applied in 2020 (UK DIT file, re-keyed to HS 2022)',
  sourceShort: 'EU CET 2020',
  asOf: '2020-12-02',
  stale: true,
  subcategoriesWithRate: 2,
};
const JP: CommodityCategoryMarket = {
  market: 'JP',
  source: "Japan's Tariff Schedule (Japan Customs)",
  sourceShort: "Japan's Tariff Schedule",
  asOf: '2026-07-09',
  stale: false,
  subcategoriesWithRate: 1,
};

const category = (
  avgTariffRate: number | null,
  basis: Partial<CommodityCategory['tariffBasis']>,
): CommodityCategory => {
  const base = buildCategory();
  return buildCategory({ avgTariffRate, tariffBasis: { ...base.tariffBasis, ...basis } });
};

describe('categoryTariffNote', () => {
  it('names the markets, the share of subcategories, the schedules and their dates', () => {
    expect(
      categoryTariffNote(
        category(4.2, {
          subcategoriesTotal: 4,
          subcategoriesWithLines: 4,
          subcategoriesWithRate: 3,
          subcategoriesPartlyRated: 0,
          markets: [US],
        }),
      ),
    ).toBe('Average of US MFN rates for 3 of 4 subcategories (HTS 2026 rev. 4, as of 2026-04-20)');
  });

  it('lists several markets, marks a stale schedule, and says when every subcategory counts', () => {
    expect(
      categoryTariffNote(
        category(8.5, {
          subcategoriesTotal: 6,
          subcategoriesWithLines: 6,
          subcategoriesWithRate: 6,
          subcategoriesPartlyRated: 0,
          markets: [EU, JP, US],
        }),
      ),
    ).toBe(
      'Average of EU, JP and US MFN rates for all 6 subcategories (EU CET 2020, as of ' +
        "2020-12-02, stale; Japan's Tariff Schedule, as of 2026-07-09; HTS 2026 rev. 4, as of " +
        '2026-04-20)',
    );
    expect(
      categoryTariffNote(
        category(3, {
          subcategoriesTotal: 1,
          subcategoriesWithLines: 1,
          subcategoriesWithRate: 1,
          subcategoriesPartlyRated: 0,
          markets: [EU, US],
        }),
      ),
    ).toMatch(/^Average of EU and US MFN rates for its one subcategory \(/);
  });

  it('says how many subcategory averages rest on their ad valorem lines only', () => {
    expect(
      categoryTariffNote(
        category(2.1, {
          subcategoriesTotal: 3,
          subcategoriesWithLines: 3,
          subcategoriesWithRate: 2,
          subcategoriesPartlyRated: 1,
          markets: [US],
        }),
      ),
    ).toBe(
      'Average of US MFN rates for 2 of 3 subcategories, 1 of them over ad valorem lines only ' +
        '(HTS 2026 rev. 4, as of 2026-04-20)',
    );
  });

  it("says 'No data' and why when no subcategory has a figure (never 0%)", () => {
    const none = { subcategoriesWithRate: 0, subcategoriesPartlyRated: 0, markets: [] };
    expect(
      categoryTariffNote(
        category(null, { ...none, subcategoriesTotal: 4, subcategoriesWithLines: 0 }),
      ),
    ).toBe("No data: no loaded tariff schedule has an MFN line under its subcategories' HS codes");
    expect(
      categoryTariffNote(
        category(null, { ...none, subcategoriesTotal: 1, subcategoriesWithLines: 0 }),
      ),
    ).toBe("No data: no loaded tariff schedule has an MFN line under its subcategory's HS code");
    expect(
      categoryTariffNote(
        category(null, { ...none, subcategoriesTotal: 2, subcategoriesWithLines: 2 }),
      ),
    ).toBe(
      "No data: the loaded MFN lines under its subcategories' HS codes are specific duties only, " +
        'with no ad valorem percentage to average',
    );
    expect(
      categoryTariffNote(
        category(null, { ...none, subcategoriesTotal: 3, subcategoriesWithLines: 1 }),
      ),
    ).toBe(
      'No data: only 1 of 3 subcategories has loaded MFN lines, and those are specific duties ' +
        'only, with no ad valorem percentage to average',
    );
    expect(
      categoryTariffNote(
        category(null, { ...none, subcategoriesTotal: 0, subcategoriesWithLines: 0 }),
      ),
    ).toBe('No data: the category has no subcategories');
  });

  it("gives the figure with one decimal, or 'N/A' as the product wording has it", () => {
    expect([0, 4.44, 12.25, null].map(formatCategoryTariff)).toEqual([
      '0.0%',
      '4.4%',
      '12.3%',
      'N/A',
    ]);
  });
});
