// POST /api/basic-ordering-agreements/:id/approvals { kind }: legal review and compliance approval,
// each recorded once with time and actor, on drafts only (they precede signing). Compliance
// approval of an agreement with a flagged party awaiting review needs acknowledgeFlaggedParties.
import type { Agreement, AgreementApproval } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';

import type { Actor } from '../infra/actor';
import { notifyChanged } from '../infra/notify-changed';
import { actorName, appendAudit } from './audit';
import type { Deps } from './create-agreement';
import { AGREEMENT_KEYS, loadAgreement, loadAgreementDto } from './load-agreement';
import {
  assertFlaggedAcknowledged,
  flaggedPartiesOf,
  recordFlaggedAcknowledgement,
} from './parties/flagged-parties';

const LABEL = { legal_review: 'Legal review', compliance_approval: 'Compliance approval' } as const;

export const approveAgreement = async ({
  infra,
  id,
  kind,
  actorId,
  acknowledgeFlaggedParties,
  signedIn,
}: {
  infra: Deps;
  id: number;
  kind: AgreementApproval['kind'];
  actorId?: number;
  acknowledgeFlaggedParties?: boolean;
  /** The signed-in user, who the trail names. */
  signedIn?: Actor | null;
}): Promise<Agreement> => {
  const actor = actorName(actorId, signedIn);
  await infra.prisma.$transaction(async (tx) => {
    const row = await loadAgreement(tx, id);
    if (row.status !== 'draft')
      throw new AppError(
        'CONFLICT',
        `${LABEL[kind]} is recorded on drafts only; this agreement is ${row.status}`,
      );
    const flag = kind === 'legal_review' ? 'legalReview' : 'complianceApproval';
    const already = new AppError('CONFLICT', `${LABEL[kind]} is already recorded`);
    if (row[flag]) throw already;
    const flagged =
      kind === 'compliance_approval' ? await flaggedPartiesOf(infra, row.partyScreenings, tx) : [];
    assertFlaggedAcknowledged({
      flagged,
      acknowledged: acknowledgeFlaggedParties,
      refusal: `Cannot record compliance approval for agreement ${row.agreementNumber}`,
    });
    const now = new Date();
    // The flag in `where` makes a second, concurrent approval lose.
    const { count } = await tx.basicOrderingAgreement.updateMany({
      where: { id, status: 'draft', [flag]: false },
      data: { [flag]: true, [`${flag}At`]: now, [`${flag}By`]: actor },
    });
    if (count !== 1) throw already;
    await recordFlaggedAcknowledgement(tx, {
      agreementId: id,
      flagged,
      step: LABEL[kind],
      actor,
      actorId,
    });
    await appendAudit(tx, {
      agreementId: id,
      action: kind,
      detail: `${LABEL[kind]} recorded`,
      actor,
      actorId,
    });
  });
  await notifyChanged(infra, AGREEMENT_KEYS);
  return loadAgreementDto(infra, id);
};
