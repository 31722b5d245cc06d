import type { Regulation, RegulationType } from '@compliance/contracts';

export type RegulationSummary = {
  total: number;
  countries: number;
  active: number;
  recent: number;
};

/** The recent updates window. */
export const RECENT_UPDATE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const summarizeRegulations = (
  regulations: readonly Regulation[],
  now: number = Date.now(),
): RegulationSummary => {
  const since = now - RECENT_UPDATE_DAYS * DAY_MS;
  return {
    total: regulations.length,
    countries: new Set(regulations.map((r) => r.country)).size,
    active: regulations.filter((r) => r.isActive).length,
    recent: regulations.filter((r) => Date.parse(r.updatedAt) >= since).length,
  };
};

/** The filter choices come from the loaded data, sorted for the menus. */
export const filterOptions = (regulations: readonly Regulation[]) => ({
  countries: [...new Set(regulations.map((r) => r.country))].sort((a, b) => a.localeCompare(b)),
  types: [...new Set(regulations.map((r) => r.regulationType))].sort() as RegulationType[],
});

export type RegulationFilters = { country: string; type: string };

export const applyFilters = (
  regulations: readonly Regulation[],
  { country, type }: RegulationFilters,
): Regulation[] =>
  regulations.filter(
    (r) => (!country || r.country === country) && (!type || r.regulationType === type),
  );
