// Average tariff and trade risk of a commodity, derived from the loaded tariff schedules and trade
// remedies (never typed in by hand, never invented):
//
// - Average tariff of an HS code: for each market with a loaded schedule, the mean of the parsed ad
//   valorem MFN percentages of its national lines under the code (a purely specific duty has no
//   percentage and is left out; a compound one counts with its ad valorem part); then the mean of
//   those market means, so a market that splits a heading into many lines weighs no more than one
//   that does not. No MFN line with a percentage in any market: no figure ('No data'), never 0.
// - Trade risk of an HS code: high when the average is 15% or more, or an active trade remedy that
//   hits every origin (US Section 232 steel, aluminium, copper) covers a line under it; medium when
//   the average is 5% or more, or an origin-specific remedy (US Section 301 on China) covers one;
//   low only when the average rests on every line (each carries an ad valorem percentage). A
//   missing average never counts as 0%, and one resting on part of the lines (the others specific
//   duties, which can be steep) never clears a code as low: then no figure, as without any data.
// - A category: see category-figures.ts (the mean of its subcategories' averages; the highest of
//   their trade risks, low only when every one is known and low).
// The risk level shown is the higher of the curated compliance risk and this trade risk.
import { COMMODITY_RISK_LEVELS, type CommodityRiskLevel } from '@compliance/contracts';
import type { PrismaClient } from '@compliance/db';

import { SOURCES } from '../tariffs/sources';

export interface MarketTariffFigure {
  market: string;
  /** The schedule the lines come from, as tariff rates name it, and its short name. */
  source: string;
  sourceShort: string;
  /** MFN national lines under the code, and how many of them carry an ad valorem percentage. */
  lineCount: number;
  ratedLines: number;
  /** Mean parsed ad valorem MFN percentage over the rated lines; null when none is rated. */
  avgRate: number | null;
  asOf: string;
  stale: boolean;
}

export interface TradeFigures {
  avgTariffRate: number | null;
  tradeRisk: CommodityRiskLevel | null;
  markets: MarketTariffFigure[];
  /** Active remedy types covering lines under the code, e.g. section_301. */
  remedyTypes: string[];
}

export const HIGH_TARIFF_PERCENT = 15;
export const MEDIUM_TARIFF_PERCENT = 5;

const riskRank = (level: CommodityRiskLevel | null) =>
  level === null ? -1 : COMMODITY_RISK_LEVELS.indexOf(level);

/** The higher of two risk levels (null counts as unknown, below low). */
export const higherRisk = (
  a: CommodityRiskLevel | null,
  b: CommodityRiskLevel | null,
): CommodityRiskLevel | null => (riskRank(a) >= riskRank(b) ? a : b);

/** A percentage to two decimals, as the figures are shown. */
export const round = (value: number) => Math.round(value * 100) / 100;

// A market's MFN lines come from its one schedule; an unknown id is named as it is stored.
const sourceOf = (id: string) =>
  SOURCES[id as keyof typeof SOURCES] ?? {
    label: id || 'Unknown source',
    shortLabel: id || 'unknown source',
  };

type LineRow = {
  code: string;
  market: string;
  source: string;
  lines: number;
  rated: number;
  avg: number | null;
  asOf: Date;
  stale: boolean;
};
type RemedyRow = { code: string; remedyType: string; allOrigins: boolean };

// The figures only change when a tariff import finishes: cache them per code until the import
// stamp (the newest importedAt) moves.
let cache: { stamp: string; byCode: Map<string, TradeFigures> } = { stamp: '', byCode: new Map() };

const importStamp = async (prisma: PrismaClient) => {
  const latest = await prisma.tariffDataImport.aggregate({
    _max: { importedAt: true },
    _count: { _all: true },
  });
  return `${latest._max.importedAt?.toISOString() ?? 'none'}:${latest._count._all}`;
};

const compute = async (prisma: PrismaClient, codes: string[]) => {
  // Codes of up to 6 digits go through their HS6 subheadings (the tariff lines' hs6 index);
  // a national 8/10-digit code matches its own lines by prefix within its HS6.
  const [lines, remedies] = await Promise.all([
    prisma.$queryRaw<LineRow[]>`
      WITH codes AS (SELECT DISTINCT unnest(${codes}::text[]) AS code),
      subs AS MATERIALIZED (
        SELECT c.code, h.code AS hs6
        FROM codes c JOIN hs_codes h ON left(h.code, 2) = left(c.code, 2)
        WHERE h.level = 'subheading' AND left(h.code, least(length(c.code), 6)) = left(c.code, 6)
      )
      SELECT s.code, r."importingCountry" AS market, min(r.source) AS source,
             count(*)::int AS lines,
             count(r."mfnAdValorem")::int AS rated, avg(r."mfnAdValorem")::float8 AS avg,
             max(r."asOf") AS "asOf", bool_or(r.stale) AS stale
      FROM subs s JOIN tariff_rates r ON r.hs6 = s.hs6
      WHERE r."tradeAgreement" = '' AND r."exportingCountry" = ''
        AND (length(s.code) <= 6 OR r."hsCode" LIKE s.code || '%')
      GROUP BY 1, 2
      ORDER BY 1, 2`,
    // A remedy covers the code when its own code lies under it or is one of its ancestors.
    prisma.$queryRaw<RemedyRow[]>`
      WITH codes AS (SELECT DISTINCT unnest(${codes}::text[]) AS code)
      SELECT DISTINCT c.code, r."remedyType",
             cardinality(r."targetedCountries") = 0 AS "allOrigins"
      FROM codes c JOIN trade_remedies r ON left(r."hsCode", 2) = left(c.code, 2)
      WHERE r.status = 'active'
        AND (r."hsCode" LIKE c.code || '%' OR c.code LIKE r."hsCode" || '%')`,
  ]);
  const byCode = new Map<string, TradeFigures>();
  for (const code of codes) {
    const markets = lines
      .filter((row) => row.code === code)
      .map((row) => ({
        market: row.market,
        source: sourceOf(row.source).label,
        sourceShort: sourceOf(row.source).shortLabel,
        lineCount: row.lines,
        ratedLines: row.rated,
        avgRate: row.avg === null ? null : round(row.avg),
        asOf: row.asOf.toISOString().slice(0, 10),
        stale: row.stale,
      }));
    const covering = remedies.filter((row) => row.code === code);
    const rated = markets.filter((market) => market.avgRate !== null);
    const avgTariffRate = rated.length
      ? round(rated.reduce((sum, market) => sum + market.avgRate!, 0) / rated.length)
      : null;
    const everyLineRated = markets.every((market) => market.ratedLines === market.lineCount);
    const atLeast = (percent: number) => avgTariffRate !== null && avgTariffRate >= percent;
    const tradeRisk: CommodityRiskLevel | null =
      atLeast(HIGH_TARIFF_PERCENT) || covering.some((row) => row.allOrigins)
        ? 'high'
        : atLeast(MEDIUM_TARIFF_PERCENT) || covering.length
          ? 'medium'
          : avgTariffRate !== null && everyLineRated
            ? 'low'
            : null;
    byCode.set(code, {
      avgTariffRate,
      tradeRisk,
      markets,
      remedyTypes: [...new Set(covering.map((row) => row.remedyType))].sort(),
    });
  }
  return byCode;
};

/** Trade figures of each HS code (digits only), from the loaded schedules and remedies. */
export const tradeFiguresOf = async (
  prisma: PrismaClient,
  rawCodes: string[],
): Promise<Map<string, TradeFigures>> => {
  const codes = [...new Set(rawCodes.filter((code) => /^\d{2,10}$/.test(code)))];
  const stamp = await importStamp(prisma);
  if (cache.stamp !== stamp) cache = { stamp, byCode: new Map() };
  const current = cache;
  const missing = codes.filter((code) => !current.byCode.has(code));
  const computed = missing.length
    ? await compute(prisma, missing)
    : new Map<string, TradeFigures>();
  // A later import may have reset the cache meanwhile: only fill the one these figures belong to.
  for (const [code, figures] of computed) current.byCode.set(code, figures);
  return new Map(codes.map((code) => [code, computed.get(code) ?? current.byCode.get(code)!]));
};

/** Forgets cached figures (tests that change the tariff tables directly). */
export const clearTradeFigureCache = () => {
  cache = { stamp: '', byCode: new Map() };
};
