// audit-retention: the daily job that removes audit events older than AUDIT_RETENTION_DAYS.
import type { QUEUES } from '@compliance/contracts/queues';
import { runAuditRetention } from '@compliance/core/audit/retention';
import type { Infra, JobProcessor } from '@compliance/core/infra';

export const auditRetentionProcessor =
  (infra: Pick<Infra, 'prisma' | 'logger'>): JobProcessor<typeof QUEUES.auditRetention> =>
  async () => {
    await runAuditRetention(infra);
  };
