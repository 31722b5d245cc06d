// Loads the bundled tariff data once per test run (the tables survive resetDatabase); later calls
// find every source unchanged and return at once.
import type { Infra } from '../../core/src/infra';
import { runTariffImport } from '../../core/src/tariffs/import/run-import';

export const ensureTariffData = async (infra: Pick<Infra, 'prisma' | 'notifier' | 'logger'>) => {
  const outcomes = await runTariffImport(infra);
  const failed = outcomes.filter((outcome) => outcome.status === 'failed');
  if (failed.length) throw new Error(`tariff import failed: ${JSON.stringify(failed)}`);
  return outcomes;
};

/** Loads only the HS 2022 nomenclature (seconds): enough for routes that validate HS codes. */
export const ensureNomenclature = async (infra: Pick<Infra, 'prisma' | 'notifier' | 'logger'>) => {
  const outcomes = await runTariffImport(infra, { sources: ['hs2022'] });
  const failed = outcomes.filter((outcome) => outcome.status === 'failed');
  if (failed.length) throw new Error(`nomenclature import failed: ${JSON.stringify(failed)}`);
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The documented commodity figures, recomputed here from the raw rows (not through the SQL the
 * api uses): per market the mean parsed MFN percent of the lines under the code, then the mean of
 * the markets; and the active remedies whose code lies under the code or is one of its ancestors.
 */
export const expectedTradeFigures = async (
  prisma: Pick<Infra, 'prisma'>['prisma'],
  code: string,
) => {
  const lines = await prisma.tariffRate.findMany({
    where: { hsCode: { startsWith: code }, tradeAgreement: '', exportingCountry: '' },
    select: { importingCountry: true, mfnAdValorem: true },
  });
  const perMarket = new Map<string, number[]>();
  for (const line of lines) {
    const rates = perMarket.get(line.importingCountry) ?? [];
    if (line.mfnAdValorem !== null) rates.push(Number(line.mfnAdValorem));
    perMarket.set(line.importingCountry, rates);
  }
  const everyLineRated = lines.every((line) => line.mfnAdValorem !== null);
  const means = [...perMarket.values()]
    .filter((rates) => rates.length)
    .map((rates) => round2(rates.reduce((a, b) => a + b, 0) / rates.length));
  const avgTariffRate = means.length
    ? round2(means.reduce((a, b) => a + b, 0) / means.length)
    : null;
  const ancestors = Array.from({ length: code.length - 1 }, (_, i) => code.slice(0, i + 1));
  const remedies = await prisma.tradeRemedy.findMany({
    where: {
      status: 'active',
      OR: [{ hsCode: { startsWith: code } }, { hsCode: { in: [...ancestors, code] } }],
    },
    select: { remedyType: true, targetedCountries: true },
  });
  return {
    avgTariffRate,
    everyLineRated,
    markets: [...perMarket.keys()].sort(),
    remedyTypes: [...new Set(remedies.map((remedy) => remedy.remedyType))].sort(),
    allOriginRemedy: remedies.some((remedy) => remedy.targetedCountries.length === 0),
  };
};

/** The documented trade risk rule applied to recomputed figures. */
export const expectedTradeRisk = (
  figures: Awaited<ReturnType<typeof expectedTradeFigures>>,
): 'low' | 'medium' | 'high' | null => {
  const rate = figures.avgTariffRate;
  if (figures.allOriginRemedy || (rate !== null && rate >= 15)) return 'high';
  if (figures.remedyTypes.length || (rate !== null && rate >= 5)) return 'medium';
  // A missing average is not 0%, and one over part of the lines does not clear the code as low.
  return rate !== null && figures.everyLineRated ? 'low' : null;
};
