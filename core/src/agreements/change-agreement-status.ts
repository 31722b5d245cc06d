// POST /api/basic-ordering-agreements/:id/status: activate (checked: approvals, both signatures,
// unchanged terms, screened and unblocked parties, validity, and flagged parties awaiting review
// acknowledged), suspend, reinstate (checked the same way) or terminate.
import type { Agreement, AgreementStatusChange } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';

import type { Actor } from '../infra/actor';
import { notifyChanged } from '../infra/notify-changed';
import { actorName, appendAudit } from './audit';
import type { Deps } from './create-agreement';
import { activate, activationBlockers, assertMove, moveStatus } from './lifecycle';
import { AGREEMENT_KEYS, loadAgreement, loadAgreementDto } from './load-agreement';
import {
  ACKNOWLEDGE_HINT,
  awaitingReviewReason,
  flaggedPartiesOf,
  recordFlaggedAcknowledgement,
} from './parties/flagged-parties';

export const changeAgreementStatus = async ({
  infra,
  id,
  status,
  reason,
  actorId,
  acknowledgeFlaggedParties,
  signedIn,
}: {
  infra: Deps;
  id: number;
  status: AgreementStatusChange['status'];
  reason: string | null;
  actorId?: number;
  acknowledgeFlaggedParties?: boolean;
  /** The signed-in user, who the trail names. */
  signedIn?: Actor | null;
}): Promise<Agreement> => {
  const actor = actorName(actorId, signedIn);
  await infra.prisma.$transaction(async (tx) => {
    const row = await loadAgreement(tx, id);
    assertMove(row, status);
    if (status === 'active') {
      const flagged = await flaggedPartiesOf(infra, row.partyScreenings, tx);
      const unacknowledged = acknowledgeFlaggedParties ? [] : flagged;
      const blockers = [...activationBlockers(row), ...unacknowledged.map(awaitingReviewReason)];
      if (blockers.length)
        throw new AppError(
          'CONFLICT',
          `Cannot activate agreement ${row.agreementNumber}: ${blockers.join('; ')}${unacknowledged.length ? `; ${ACKNOWLEDGE_HINT}` : ''}`,
        );
      await recordFlaggedAcknowledgement(tx, {
        agreementId: id,
        flagged,
        step: row.status === 'draft' ? 'Activation' : 'Reinstatement',
        actor,
        actorId,
      });
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
  return loadAgreementDto(infra, id);
};
