import type { CommodityCategory } from '@compliance/contracts';

import { formatTariff } from './commodity-format';

/**
 * The overview's average tariff: one decimal, or 'N/A' as the product wording has it for a
 * category without a figure (never 0%); the note below the figure says why.
 */
export const CATEGORY_NO_TARIFF = 'N/A';
export const formatCategoryTariff = (rate: number | null): string =>
  rate === null ? CATEGORY_NO_TARIFF : formatTariff(rate);

type Figures = Pick<CommodityCategory, 'avgTariffRate' | 'tariffBasis'>;

/** 'US', 'EU and US', 'EU, JP and US'. */
const listOf = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** 'for 3 of 4 subcategories', 'for all 6 subcategories', 'for both ...', 'for its one ...'. */
const share = (withRate: number, total: number) => {
  if (withRate < total) return `for ${withRate} of ${total} subcategories`;
  if (total === 1) return 'for its one subcategory';
  return total === 2 ? 'for both subcategories' : `for all ${total} subcategories`;
};

/** Why a category has no average tariff. */
const noDataReason = ({ subcategoriesTotal, subcategoriesWithLines }: Figures['tariffBasis']) => {
  const codes =
    subcategoriesTotal === 1 ? "its subcategory's HS code" : "its subcategories' HS codes";
  if (subcategoriesTotal === 0) return 'the category has no subcategories';
  if (subcategoriesWithLines === 0)
    return `no loaded tariff schedule has an MFN line under ${codes}`;
  const specific = 'specific duties only, with no ad valorem percentage to average';
  if (subcategoriesWithLines < subcategoriesTotal)
    return `only ${subcategoriesWithLines} of ${subcategoriesTotal} subcategories ${subcategoriesWithLines === 1 ? 'has' : 'have'} loaded MFN lines, and those are ${specific}`;
  return `the loaded MFN lines under ${codes} are ${specific}`;
};

/**
 * How a category's average tariff was derived, for the note under the figure: the markets whose
 * MFN rates it averages, over how many of the subcategories, from which schedules and as of when
 * ('Average of US MFN rates for 3 of 4 subcategories (HTS 2026 rev. 4, as of 2026-04-20)').
 * Without a figure: 'No data: ' and why.
 */
export const categoryTariffNote = ({ avgTariffRate, tariffBasis }: Figures): string => {
  const { subcategoriesTotal, subcategoriesWithRate, subcategoriesPartlyRated, markets } =
    tariffBasis;
  if (avgTariffRate === null || subcategoriesWithRate === 0)
    return `No data: ${noDataReason(tariffBasis)}`;
  const partly = subcategoriesPartlyRated
    ? `, ${subcategoriesPartlyRated} of them over ad valorem lines only`
    : '';
  const sources = markets
    .map((m) => `${m.sourceShort}, as of ${m.asOf}${m.stale ? ', stale' : ''}`)
    .join('; ');
  const named = listOf(markets.map((m) => m.market));
  return (
    `Average of ${named ? `${named} ` : ''}MFN rates ` +
    `${share(subcategoriesWithRate, subcategoriesTotal)}${partly}` +
    (sources ? ` (${sources})` : '')
  );
};
