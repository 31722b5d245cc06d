import type { CommodityTariffBasis } from '@compliance/contracts';

/**
 * An average tariff rate as a percentage with one decimal ('0.0%' beside '4.0%', not '0%'). The
 * figure is derived from the loaded tariff schedules; without a loaded rate it reads 'No data'
 * (never 0%).
 */
export const NO_TARIFF_DATA = 'No data';
export const formatTariff = (rate: number | null | undefined): string =>
  rate == null ? NO_TARIFF_DATA : `${rate.toFixed(1)}%`;

/** How many MFN lines lie under a subcategory's code, and how many carry an ad valorem percent. */
export const tariffCoverage = (basis: CommodityTariffBasis) => ({
  lineCount: basis.markets.reduce((sum, market) => sum + market.lineCount, 0),
  ratedLines: basis.markets.reduce((sum, market) => sum + market.ratedLines, 0),
});

/**
 * What an average tariff rests on, when not every loaded line: why there is no figure (no loaded
 * line, or specific duties only), or the share of the lines the percentage is the mean of.
 * Null when the average covers every line.
 */
export const averageTariffNote = (
  avgTariffRate: number | null,
  basis: CommodityTariffBasis,
): string | null => {
  const { lineCount, ratedLines } = tariffCoverage(basis);
  if (lineCount === 0) return avgTariffRate === null ? 'no loaded tariff line' : null;
  if (avgTariffRate === null || ratedLines === 0) return 'specific duties only';
  return ratedLines < lineCount ? `ad valorem lines only: ${ratedLines} of ${lineCount}` : null;
};

/** Up to 5 compliance requirement badges, then '+N more'. */
export const MAX_REQUIREMENT_BADGES = 5;

export const splitRequirements = (requirements: readonly string[]) => ({
  shown: requirements.slice(0, MAX_REQUIREMENT_BADGES),
  more: Math.max(0, requirements.length - MAX_REQUIREMENT_BADGES),
});
