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
