// POST /api/basic-ordering-agreements/:id/status: activate (checked: approvals, both signatures,
// unchanged terms, screened and unblocked parties, validity), suspend, reinstate or terminate.
import type { Agreement, AgreementStatusChange } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';

import type { Actor } from '../infra/actor';
import { notifyChanged } from '../infra/notify-changed';
import { actorName, appendAudit } from './audit';
import type { Deps } from './create-agreement';
import { activate, activationBlockers, assertMove, moveStatus } from './lifecycle';
import { AGREEMENT_KEYS, loadAgreement } from './load-agreement';
import { toAgreementDto } from './to-agreement-dto';

export const changeAgreementStatus = async ({
  infra,
  id,
  status,
  reason,
  actorId,
  signedIn,
}: {
  infra: Deps;
  id: number;
  status: AgreementStatusChange['status'];
  reason: string | null;
  actorId?: number;
  /** The signed-in user, who the trail names. */
  signedIn?: Actor | null;
}): Promise<Agreement> => {
  const actor = actorName(actorId, signedIn);
  await infra.prisma.$transaction(async (tx) => {
    const row = await loadAgreement(tx, id);
    assertMove(row, status);
    if (status === 'active') {
      const blockers = activationBlockers(row);
      if (blockers.length)
        throw new AppError(
          'CONFLICT',
          `Cannot activate agreement ${row.agreementNumber}: ${blockers.join('; ')}`,
        );
      return activate(tx, { row, actor, actorId });
    }
    await moveStatus(tx, row, { status, statusReason: reason });
    await appendAudit(tx, {
      agreementId: id,
      action: status,
      fromStatus: row.status,
      toStatus: status,
      detail: reason,
      actor,
      actorId,
    });
  });
  infra.logger.info({ agreementId: id, status }, 'agreement status changed');
  await notifyChanged(infra, AGREEMENT_KEYS);
  return toAgreementDto(await loadAgreement(infra.prisma, id));
};
