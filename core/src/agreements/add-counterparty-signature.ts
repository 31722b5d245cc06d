// POST /api/basic-ordering-agreements/:id/signatures: the counterparty's compact JWS over the
// canonical terms (detached, or with exactly those terms as payload) and the public key that
// verifies it (JWK or X.509). Anything that does not verify is refused and nothing is written.
import type { Agreement, CounterpartySignature } from '@compliance/contracts';
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
import { COUNTERPARTY_ALGORITHMS, importCounterpartyKey } from './signing/counterparty-key';
import { encodePayload, parseCompact, verifyDetached } from './signing/jws';
import { assertSignable, freezeTerms } from './signing/signable';

const claimedTime = (sigT: unknown, now: Date): Date => {
  const parsed = typeof sigT === 'string' ? new Date(sigT) : null;
  return parsed && !Number.isNaN(parsed.getTime()) && parsed <= now ? parsed : now;
};

const plain = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Whether a signer signs for one of the agreement's parties: the signer is the buyer or the seller
 * (by name or legal entity), or names one ("Jane Roe for Globex Trading GmbH"). A signature from
 * anyone else binds nobody and must not activate the agreement.
 */
const signsForAParty = (
  signer: string,
  row: {
    buyerName: string;
    sellerName: string;
    buyerLegalEntity: string | null;
    sellerLegalEntity: string | null;
  },
) =>
  [row.buyerName, row.sellerName, row.buyerLegalEntity, row.sellerLegalEntity].some(
    (party) => party && plain(signer).includes(plain(party)),
  );

export const addCounterpartySignature = async ({
  infra,
  id,
  input,
  signedIn,
}: {
  infra: Deps;
  id: number;
  /** The signed-in user, who the trail names. */
  signedIn?: Actor | null;
  input: Omit<CounterpartySignature, 'jwk'> & { jwk?: Record<string, unknown> };
}): Promise<Agreement> => {
  const parts = parseCompact(input.jws);
  if (!parts)
    throw new AppError(
      'BAD_REQUEST',
      'jws is not a compact JWS (header.payload.signature, base64url)',
    );
  const alg = String(parts.header.alg ?? '');
  if (!COUNTERPARTY_ALGORITHMS.includes(alg))
    throw new AppError(
      'UNPROCESSABLE',
      `Signature algorithm '${alg}' is not accepted; use one of ${COUNTERPARTY_ALGORITHMS.join(', ')}`,
    );
  const actor = actorName(input.actorId, signedIn);
  try {
    await infra.prisma.$transaction(async (tx) => {
      const row = await loadAgreement(tx, id);
      const current = assertSignable(row, 'counterparty');
      if (!signsForAParty(input.signer, row))
        throw new AppError(
          'UNPROCESSABLE',
          `The signer must be the buyer or the seller, or sign for one of them (${row.buyerName}, ${row.sellerName}): '${input.signer}' is neither`,
        );
      if (parts.payload && parts.payload !== encodePayload(current.canonical))
        throw new AppError(
          'UNPROCESSABLE',
          "The signature covers different terms than this agreement's",
        );
      const now = new Date();
      const key = await importCounterpartyKey({
        jwk: input.jwk,
        certificate: input.certificate,
        alg,
        now,
      });
      const check = await verifyDetached({
        jws: parts.detached,
        canonical: current.canonical,
        key: key.key,
        algorithms: [alg],
      });
      if (!check.valid)
        throw new AppError('UNPROCESSABLE', `The signature does not verify: ${check.reason}`);
      await freezeTerms(tx, row, current);
      await tx.agreementSignature.create({
        data: {
          agreementId: id,
          party: 'counterparty',
          signer: input.signer,
          kid: typeof parts.header.kid === 'string' ? parts.header.kid : key.kid,
          alg,
          jws: parts.detached,
          publicJwk: key.publicJwk as object,
          certificatePem: key.certificatePem,
          signedAt: claimedTime(parts.header.sigT, now),
          termsDigest: current.termsDigest,
        },
      });
      await appendAudit(tx, {
        agreementId: id,
        action: 'countersigned',
        detail: `Signed by ${input.signer} (${alg}, ${key.certificate ? `certificate ${key.certificate.subject}` : `key ${key.kid}`})`,
        actor,
        actorId: input.actorId,
      });
      await activateIfReady(tx, { infra, id, actor, actorId: input.actorId });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', 'The counterparty has already signed this agreement');
    throw error;
  }
  await notifyChanged(infra, AGREEMENT_KEYS);
  return loadAgreementDto(infra, id);
};
