// POST /api/basic-ordering-agreements/:id/approvals { kind }: legal review and compliance approval,
// each recorded once with time and actor, on drafts only (they precede signing).
import type { Agreement, AgreementApproval } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';

import type { Actor } from '../infra/actor';
import { notifyChanged } from '../infra/notify-changed';
import { actorName, appendAudit } from './audit';
import type { Deps } from './create-agreement';
import { AGREEMENT_KEYS, loadAgreement } from './load-agreement';
import { toAgreementDto } from './to-agreement-dto';

const LABEL = { legal_review: 'Legal review', compliance_approval: 'Compliance approval' } as const;

export const approveAgreement = async ({
  infra,
  id,
  kind,
  actorId,
  signedIn,
}: {
  infra: Deps;
  id: number;
  kind: AgreementApproval['kind'];
  actorId?: number;
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
    const now = new Date();
    // The flag in `where` makes a second, concurrent approval lose.
    const { count } = await tx.basicOrderingAgreement.updateMany({
      where: { id, status: 'draft', [flag]: false },
      data: { [flag]: true, [`${flag}At`]: now, [`${flag}By`]: actor },
    });
    if (count !== 1) throw new AppError('CONFLICT', `${LABEL[kind]} is already recorded`);
    await appendAudit(tx, {
      agreementId: id,
      action: kind,
      detail: `${LABEL[kind]} recorded`,
      actor,
      actorId,
    });
  });
  await notifyChanged(infra, AGREEMENT_KEYS);
  return toAgreementDto(await loadAgreement(infra.prisma, id));
};
