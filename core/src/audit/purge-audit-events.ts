// Retention: removes audit events older than the retention setting. The only path allowed past
// the append-only trigger, through a transaction-local setting.
import type { PrismaClient } from '@compliance/db';

export const purgeAuditEvents = async ({
  prisma,
  retentionDays,
  now = new Date(),
}: {
  prisma: PrismaClient;
  retentionDays: number;
  now?: Date;
}): Promise<number> => {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const [, removed] = await prisma.$transaction([
    prisma.$executeRaw`SELECT set_config('compliance.audit_purge', 'on', true)`,
    prisma.$executeRaw`DELETE FROM audit_events WHERE "occurredAt" < ${cutoff}`,
  ]);
  return removed;
};
