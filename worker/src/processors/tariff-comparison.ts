// tariff-comparison: fills a market analysis report market by market. A failure on the last
// attempt marks the report failed with the reason (the UI shows it).
import { isAppError } from '@compliance/contracts/errors';
import { type QUEUES, TariffComparisonJobSchema } from '@compliance/contracts/queues';
import type { Infra, JobProcessor } from '@compliance/core/infra';
import {
  markReportFailed,
  runTariffComparison,
} from '@compliance/core/market-analysis/tariff-comparison';

type Deps = Pick<Infra, 'prisma' | 'notifier' | 'logger'>;

export const tariffComparisonProcessor =
  (infra: Deps): JobProcessor<typeof QUEUES.tariffComparison> =>
  async (payload, context) => {
    const { reportId } = TariffComparisonJobSchema.parse(payload);
    try {
      await runTariffComparison(infra, reportId, context);
    } catch (error) {
      if (isAppError(error) && error.code === 'NOT_FOUND') {
        context.log.warn({ reportId }, 'market analysis report no longer exists; skipping');
        return;
      }
      if (context.isFinalAttempt || (isAppError(error) && error.isClientError)) {
        await markReportFailed(infra, reportId, error);
        return;
      }
      throw error;
    }
  };
