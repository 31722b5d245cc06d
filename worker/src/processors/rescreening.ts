// rescreening: re-screens every stored KYC and sanctions subject after a list change and raises
// an alert (through screening.new_hit events) for each new hit.
import type { Infra, JobProcessor } from '@compliance/api/infra';
import { runRescreen } from '@compliance/api/services/screening/rescreen/run-rescreen';
import { markRunFailed } from '@compliance/api/services/screening/runs/runs';
import { RescreeningJobSchema, type QUEUES } from '@compliance/contracts/queues';
import { isAppError } from '@compliance/contracts/errors';

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
      if (context.isFinalAttempt) await markRunFailed(infra.prisma, runId, error);
      throw error;
    }
  };
