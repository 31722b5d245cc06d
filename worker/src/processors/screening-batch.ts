// screening-batch: screens the names stored on a batch run, in chunks, with progress.
import type { Infra, JobProcessor } from '@compliance/api/infra';
import { runBatch } from '@compliance/api/services/screening/search/batch';
import { markRunFailed } from '@compliance/api/services/screening/runs/runs';
import { ScreeningBatchJobSchema, type QUEUES } from '@compliance/contracts/queues';
import { isAppError } from '@compliance/contracts/errors';

type Deps = Pick<Infra, 'prisma' | 'dispatcher' | 'notifier' | 'logger'>;

export const screeningBatchProcessor =
  (infra: Deps): JobProcessor<typeof QUEUES.screeningBatch> =>
  async (payload, context) => {
    const { runId } = ScreeningBatchJobSchema.parse(payload);
    try {
      await runBatch({ infra, runId, context });
    } catch (error) {
      if (isAppError(error) && error.code === 'NOT_FOUND') {
        context.log.warn({ runId }, 'batch run no longer exists; skipping');
        return;
      }
      if (context.isFinalAttempt) await markRunFailed(infra.prisma, runId, error);
      throw error;
    }
  };
