// A commodity category's average tariff and trade risk, from its subcategories' figures (each
// derived from the loaded schedules and remedies, see trade-figures.ts), and the basis the product
// shows beside them:
//
// - Average tariff: the mean of the averages of the subcategories that have one; none has one:
//   no figure ('No data'), never 0.
// - Trade risk: the highest of the subcategories' trade risks, where one of them is known to be
//   medium or high; low only when every subcategory's risk is known and low (a subcategory without
//   data may hide a higher one); otherwise unknown (null). No subcategory: unknown.
import {
  type CommodityCategoryMarket,
  type CommodityCategoryTariffBasis,
  type CommodityRiskLevel,
} from '@compliance/contracts';

import { higherRisk, round, type TradeFigures } from './trade-figures';

export interface CategoryFigures {
  avgTariffRate: number | null;
  tradeRisk: CommodityRiskLevel | null;
  tariffBasis: CommodityCategoryTariffBasis;
}

const categoryTradeRisk = (risks: (CommodityRiskLevel | null)[]): CommodityRiskLevel | null => {
  const highest = risks.reduce<CommodityRiskLevel | null>(higherRisk, null);
  return highest === 'low' && risks.includes(null) ? null : highest;
};

/** The markets whose ad valorem figures enter the average, with their schedule and its date. */
const marketsOf = (subcategories: TradeFigures[]): CommodityCategoryMarket[] => {
  const byMarket = new Map<string, CommodityCategoryMarket>();
  for (const figures of subcategories) {
    if (figures.avgTariffRate === null) continue;
    for (const own of figures.markets) {
      if (own.avgRate === null) continue;
      const entry = byMarket.get(own.market);
      if (!entry) {
        byMarket.set(own.market, {
          market: own.market,
          source: own.source,
          sourceShort: own.sourceShort,
          asOf: own.asOf,
          stale: own.stale,
          subcategoriesWithRate: 1,
        });
        continue;
      }
      entry.subcategoriesWithRate += 1;
      // One schedule per market: the lines share its date; keep the newest should they not.
      if (own.asOf > entry.asOf) entry.asOf = own.asOf;
      entry.stale ||= own.stale;
    }
  }
  return [...byMarket.values()].sort((a, b) => a.market.localeCompare(b.market));
};

const everyLineRated = (figures: TradeFigures) =>
  figures.markets.every((market) => market.ratedLines === market.lineCount);

/** A category's figures from those of its subcategories (one entry per subcategory). */
export const categoryFigures = (subcategories: TradeFigures[]): CategoryFigures => {
  const rated = subcategories.filter((figures) => figures.avgTariffRate !== null);
  const avgTariffRate = rated.length
    ? round(rated.reduce((sum, figures) => sum + figures.avgTariffRate!, 0) / rated.length)
    : null;
  const risks = subcategories.map((figures) => figures.tradeRisk);
  return {
    avgTariffRate,
    tradeRisk: categoryTradeRisk(risks),
    tariffBasis: {
      subcategoriesTotal: subcategories.length,
      subcategoriesWithLines: subcategories.filter((figures) => figures.markets.length > 0).length,
      subcategoriesWithRate: rated.length,
      subcategoriesPartlyRated: rated.filter((figures) => !everyLineRated(figures)).length,
      subcategoriesWithRisk: risks.filter((risk) => risk !== null).length,
      markets: marketsOf(subcategories),
      remedyTypes: [...new Set(subcategories.flatMap((figures) => figures.remedyTypes))].sort(),
    },
  };
};
