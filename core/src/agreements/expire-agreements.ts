// Agreements whose validity period has ended become 'expired' (run by the worker's sweeper). Order
// placement checks the dates itself, so an agreement past its end never takes orders in between.
import type { Infra } from '../infra';
import { notifyChanged } from '../infra/notify-changed';
import { appendAudit, SYSTEM_ACTOR } from './audit';
import { AGREEMENT_KEYS } from './load-agreement';

export const expireAgreements = async ({
  infra,
  now = new Date(),
}: {
  infra: Pick<Infra, 'prisma' | 'notifier' | 'logger'>;
  now?: Date;
}): Promise<number> => {
  const due = await infra.prisma.basicOrderingAgreement.findMany({
    where: { status: { in: ['active', 'suspended'] }, expiresAt: { lte: now } },
    select: { id: true, status: true, expiresAt: true },
    take: 500,
  });
  let expired = 0;
  for (const row of due) {
    const changed = await infra.prisma.$transaction(async (tx) => {
      const { count } = await tx.basicOrderingAgreement.updateMany({
        where: { id: row.id, status: row.status },
        data: { status: 'expired', statusReason: 'Validity period ended' },
      });
      if (count !== 1) return false;
      await appendAudit(tx, {
        agreementId: row.id,
        action: 'expired',
        fromStatus: row.status,
        toStatus: 'expired',
        detail: `Validity period ended on ${row.expiresAt!.toISOString()}`,
        actor: SYSTEM_ACTOR,
      });
      return true;
    });
    if (changed) expired += 1;
  }
  if (expired) {
    infra.logger.info({ expired }, 'agreements expired');
    await notifyChanged(infra, AGREEMENT_KEYS);
  }
  return expired;
};
