// GET /api/basic-ordering-agreements/:id/verification: every stored signature checked again against
// the terms as they are stored now (ours with the published JWKS, the counterparty's with its own
// key), and whether the terms changed since they were first signed.
import type { SignatureCheck, Verification } from '@compliance/contracts';
import type { AgreementSignature, PrismaClient } from '@compliance/db';
import type { JWK } from 'jose';

import { loadAgreement } from './load-agreement';
import { storedCounterpartyKey } from './signing/counterparty-key';
import { verifyDetached, type VerifyOutcome } from './signing/jws';
import { loadOrganisationKeys } from './signing/organisation-key';
import { canonicalTerms, changedFields } from './terms';

export const checkSignature = async (
  signature: AgreementSignature,
  canonical: string,
  published: JWK[],
): Promise<SignatureCheck> => {
  const base = {
    party: signature.party,
    signer: signature.signer,
    kid: signature.kid,
    alg: signature.alg,
    signedAt: signature.signedAt.toISOString(),
  };
  if (signature.party === 'organisation') {
    const jwk = published.find((key) => key.kid === signature.kid);
    const outcome: VerifyOutcome = jwk
      ? await verifyDetached({
          jws: signature.jws,
          canonical,
          key: jwk,
          algorithms: [signature.alg],
        })
      : { valid: false, reason: `key ${signature.kid} is not in the published JWKS` };
    return { ...base, ...withReason(outcome), keySource: 'jwks', certificate: null };
  }
  try {
    const { key, certificate } = await storedCounterpartyKey(signature);
    const outcome = await verifyDetached({
      jws: signature.jws,
      canonical,
      key,
      algorithms: [signature.alg],
    });
    return {
      ...base,
      ...withReason(outcome),
      keySource: certificate ? 'certificate' : 'jwk',
      certificate,
    };
  } catch (error) {
    return {
      ...base,
      valid: false,
      reason: `stored key unreadable: ${(error as Error).message}`,
      keySource: 'jwk',
      certificate: null,
    };
  }
};

const withReason = (outcome: VerifyOutcome) =>
  outcome.valid ? { valid: true, reason: null } : { valid: false, reason: outcome.reason };

export const verifyAgreement = async ({
  prisma,
  id,
}: {
  prisma: PrismaClient;
  id: number;
}): Promise<Verification> => {
  const row = await loadAgreement(prisma, id);
  const current = canonicalTerms(row);
  const published = (await loadOrganisationKeys().catch(() => null))?.jwks.keys ?? [];
  const signatures = await Promise.all(
    row.signatures.map((s) => checkSignature(s, current.canonical, published)),
  );
  const termsChanged = row.termsDigest !== null && row.termsDigest !== current.termsDigest;
  const parties = new Set(row.signatures.map((s) => s.party));
  return {
    termsDigest: current.termsDigest,
    signedTermsDigest: row.termsDigest,
    termsChanged,
    changedFields:
      termsChanged && row.signedTerms ? changedFields(row.signedTerms, current.terms) : [],
    valid: !termsChanged && parties.size === 2 && signatures.every((s) => s.valid),
    signatures,
    checkedAt: new Date().toISOString(),
  };
};
