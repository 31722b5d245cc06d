// POST /api/basic-ordering-agreements/:id/amendments: signed terms are frozen, so a change is a new
// version (same agreement number, version + 1, amendsId -> this one) that goes through approvals and
// signatures again. When it becomes active, the version it amends is superseded.
import {
  type Agreement,
  type AgreementAmendment,
  type AgreementCreateParsed,
  isSameParty,
  SAME_PARTIES_MESSAGE,
} from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';

import { dispatchEvents } from '../events/record-event';
import type { Actor } from '../infra/actor';
import { notifyChanged } from '../infra/notify-changed';
import { screeningIndexFor } from '../screening/index-holder/holder';
import { actorName, appendAudit } from './audit';
import { type Deps, insertVersion, type TermsData } from './create-agreement';
import { FINAL_STATUSES } from './lifecycle';
import {
  AGREEMENT_KEYS,
  isUniqueViolation,
  loadAgreement,
  loadAgreementDto,
} from './load-agreement';
import { screenParties } from './parties/screen-parties';
import { agreementTerms } from './terms';

export const amendAgreement = async ({
  infra,
  id,
  changes,
  signedIn,
}: {
  infra: Deps;
  id: number;
  /** The signed-in user, who the trail names. */
  signedIn?: Actor | null;
  changes: Omit<Partial<AgreementCreateParsed>, 'status'> & Pick<AgreementAmendment, 'actorId'>;
}): Promise<Agreement> => {
  const { actorId, ...termChanges } = changes;
  const current = await loadAgreement(infra.prisma, id);
  if (FINAL_STATUSES.includes(current.status))
    throw new AppError('CONFLICT', `Cannot amend a ${current.status} agreement`);
  if (current.signedTerms === null)
    throw new AppError('CONFLICT', 'The terms are not signed yet: nothing is frozen to amend');
  const { id: _id, version: _v, amendsId: _a, ...base } = agreementTerms(current);
  const terms: TermsData = { ...base, vendorId: base.vendorId ?? 1, ...termChanges };
  const changed = Object.keys(termChanges).filter(
    (key) =>
      JSON.stringify(terms[key as keyof TermsData]) !==
      JSON.stringify(base[key as keyof typeof base]),
  );
  if (!changed.length) throw new AppError('BAD_REQUEST', 'The amendment changes no term');
  if (isSameParty(terms.buyerName, terms.sellerName))
    throw new AppError('BAD_REQUEST', SAME_PARTIES_MESSAGE);
  const outcomes = screenParties(await screeningIndexFor(infra).current(), terms);
  try {
    const { row, eventIds } = await infra.prisma.$transaction(async (tx) => {
      const pending = await tx.basicOrderingAgreement.findFirst({
        where: { agreementNumber: current.agreementNumber, version: { gt: current.version } },
      });
      if (pending)
        throw new AppError(
          'CONFLICT',
          `Version ${pending.version} of this agreement already exists`,
        );
      const created = await insertVersion(tx, {
        terms,
        version: current.version + 1,
        amendsId: current.id,
        outcomes,
        actorId,
        signedIn,
        detail: `Amends version ${current.version} (#${current.id}): ${changed.join(', ')}`,
      });
      await appendAudit(tx, {
        agreementId: current.id,
        action: 'amended',
        detail: `Version ${current.version + 1} (#${created.row.id}) drafted: ${changed.join(', ')}`,
        actor: actorName(actorId, signedIn),
        actorId,
      });
      return created;
    });
    await dispatchEvents({ infra, eventIds });
    await notifyChanged(infra, AGREEMENT_KEYS);
    return loadAgreementDto(infra, row.id);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(
        'CONFLICT',
        'Another amendment of this agreement was created at the same time',
      );
    throw error;
  }
};
