// rescreening: re-screens every stored KYC and sanctions subject after a list change and raises
// an alert (through screening.new_hit events) for each new hit.
import { isAppError } from '@compliance/contracts/errors';
import { type QUEUES, RescreeningJobSchema } from '@compliance/contracts/queues';
import { type Infra, interruptedByShutdown, type JobProcessor } from '@compliance/core/infra';
import { runRescreen } from '@compliance/core/screening/rescreen/run-rescreen';
import { markRunFailed } from '@compliance/core/screening/runs/runs';

type Deps = Pick<Infra, 'prisma' | 'dispatcher' | 'notifier' | 'logger'>;

export const rescreeningProcessor =
  (infra: Deps): JobProcessor<typeof QUEUES.rescreening> =>
  async (payload, context) => {
    const { runId } = RescreeningJobSchema.parse(payload);
    try {
      await runRescreen({ infra, runId, context });
    } catch (error) {
      if (isAppError(error) && error.code === 'NOT_FOUND') {
        context.log.warn({ runId }, 're-screening run no longer exists; skipping');
        return;
      }
      if (context.isFinalAttempt && !interruptedByShutdown(context.signal, error))
        await markRunFailed(infra.prisma, runId, error);
      throw error;
    }
  };
