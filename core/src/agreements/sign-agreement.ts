// POST /api/basic-ordering-agreements/:id/sign: the organisation signs the canonical terms with its
// configured key (detached compact JWS). The second signature activates the agreement when nothing
// blocks it.
import type { Agreement } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';

import type { Actor } from '../infra/actor';
import { notifyChanged } from '../infra/notify-changed';
import { actorName, appendAudit } from './audit';
import type { Deps } from './create-agreement';
import {
  activateIfReady,
  AGREEMENT_KEYS,
  isUniqueViolation,
  loadAgreement,
  loadAgreementDto,
} from './load-agreement';
import { signDetached } from './signing/jws';
import { requireOrganisationKeys } from './signing/organisation-key';
import { assertSignable, freezeTerms } from './signing/signable';

export const signAgreement = async ({
  infra,
  id,
  actorId,
  signedIn,
}: {
  infra: Deps;
  id: number;
  actorId?: number;
  /** The signed-in user, who the trail names. */
  signedIn?: Actor | null;
}): Promise<Agreement> => {
  const keys = await requireOrganisationKeys();
  const actor = actorName(actorId, signedIn);
  try {
    await infra.prisma.$transaction(async (tx) => {
      const row = await loadAgreement(tx, id);
      const current = assertSignable(row, 'organisation');
      const signedAt = new Date();
      const jws = await signDetached({
        canonical: current.canonical,
        key: keys.privateKey,
        alg: keys.alg,
        kid: keys.kid,
        signedAt,
      });
      await freezeTerms(tx, row, current);
      await tx.agreementSignature.create({
        data: {
          agreementId: id,
          party: 'organisation',
          signer: keys.name,
          kid: keys.kid,
          alg: keys.alg,
          jws,
          publicJwk: { ...keys.publicJwk },
          signedAt,
          termsDigest: current.termsDigest,
        },
      });
      await appendAudit(tx, {
        agreementId: id,
        action: 'signed',
        detail: `Signed for ${keys.name} with key ${keys.kid} (${keys.alg})`,
        actor,
        actorId,
      });
      await activateIfReady(tx, { infra, id, actor, actorId });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', 'The organisation has already signed this agreement');
    throw error;
  }
  infra.logger.info({ agreementId: id, kid: keys.kid }, 'agreement signed by the organisation');
  await notifyChanged(infra, AGREEMENT_KEYS);
  return loadAgreementDto(infra, id);
};
