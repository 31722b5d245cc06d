// Audit retention: AUDIT_RETENTION_DAYS (default 2555 days, seven years, the settings' data
// retention) is honoured by a daily BullMQ job scheduler; without Redis the worker's sweep runs it.
import { QUEUES } from '@compliance/contracts/queues';
import { Queue } from 'bullmq';
import { z } from 'zod';

import type { Infra } from '../infra';
import { parseEnv } from '../infra/config';
import { purgeAuditEvents } from './purge-audit-events';

const SCHEDULER_ID = 'audit-retention-schedule';

export const AuditRetentionEnvSchema = z.object({
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).default(2555),
  /** Cron pattern of the retention job. */
  AUDIT_RETENTION_CRON: z.string().min(9).default('17 3 * * *'),
});

export const loadAuditRetentionEnv = (source: NodeJS.ProcessEnv = process.env) =>
  parseEnv(AuditRetentionEnvSchema, source);

export const scheduleAuditRetention = async (
  infra: Pick<Infra, 'redis' | 'logger'>,
  source: NodeJS.ProcessEnv = process.env,
): Promise<{ cron: string } | null> => {
  if (!infra.redis) return null;
  const { AUDIT_RETENTION_CRON: cron } = loadAuditRetentionEnv(source);
  const queue = new Queue(QUEUES.auditRetention, { connection: infra.redis });
  try {
    await queue.upsertJobScheduler(
      SCHEDULER_ID,
      { pattern: cron },
      { name: QUEUES.auditRetention, data: {}, opts: { attempts: 3 } },
    );
    return { cron };
  } finally {
    await queue.close();
  }
};

export const runAuditRetention = async (
  infra: Pick<Infra, 'prisma' | 'logger'>,
  source: NodeJS.ProcessEnv = process.env,
): Promise<number> => {
  const { AUDIT_RETENTION_DAYS: retentionDays } = loadAuditRetentionEnv(source);
  const removed = await purgeAuditEvents({ prisma: infra.prisma, retentionDays });
  if (removed) infra.logger.info({ removed, retentionDays }, 'old audit events removed');
  return removed;
};
