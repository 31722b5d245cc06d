// tariff-data-import: loads the tariff source files (one transaction per file, unchanged files
// skipped). A source that fails keeps its previous data; the job then fails so BullMQ retries it.
// A shutdown stops it between two files and puts it back in the queue.
import { type QUEUES, TariffDataImportJobSchema } from '@compliance/contracts/queues';
import type { Infra, JobProcessor } from '@compliance/core/infra';
import { runTariffImport } from '@compliance/core/tariffs/import/run-import';

type Deps = Pick<Infra, 'prisma' | 'notifier' | 'logger'>;

export const tariffDataImportProcessor =
  (infra: Deps): JobProcessor<typeof QUEUES.tariffDataImport> =>
  async (payload, context) => {
    const { sources, force } = TariffDataImportJobSchema.parse(payload);
    const outcomes = await runTariffImport(infra, {
      sources,
      force,
      onProgress: (percent) => context.updateProgress(percent),
      signal: context.signal,
    });
    const failed = outcomes.filter((outcome) => outcome.status === 'failed');
    if (failed.length) {
      throw new Error(
        `tariff data import failed for ${failed.map((f) => `${f.source}: ${f.error}`).join('; ')}`,
      );
    }
    return outcomes;
  };
