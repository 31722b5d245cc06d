// screening-batch: screens the names stored on a batch run, in chunks, with progress.
import { isAppError } from '@compliance/contracts/errors';
import { type QUEUES, ScreeningBatchJobSchema } from '@compliance/contracts/queues';
import { type Infra, interruptedByShutdown, type JobProcessor } from '@compliance/core/infra';
import { markRunFailed } from '@compliance/core/screening/runs/runs';
import { runBatch } from '@compliance/core/screening/search/batch';

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
      if (context.isFinalAttempt && !interruptedByShutdown(context.signal, error))
        await markRunFailed(infra.prisma, runId, error);
      throw error;
    }
  };
