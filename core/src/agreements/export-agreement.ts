// GET /api/basic-ordering-agreements/:id/export?format=json|xml: a self-contained signed document.
// JSON: { terms, signatures: [{ signer, kid, jws, party, jwk? }] }; each jws is a compact detached
// JWS over the RFC 8785 form of `terms`. XML carries the same, with the canonical text verbatim.
import { X509Certificate } from 'node:crypto';

import type { SignedAgreementExport, TermsToSign } from '@compliance/contracts';
import type { PrismaClient } from '@compliance/db';
import { XMLBuilder } from 'fast-xml-parser';

import { loadAgreement } from './load-agreement';
import { canonicalTerms } from './terms';

export const termsToSign = async ({
  prisma,
  id,
}: {
  prisma: PrismaClient;
  id: number;
}): Promise<TermsToSign> => canonicalTerms(await loadAgreement(prisma, id));

export const exportAgreement = async ({
  prisma,
  id,
}: {
  prisma: PrismaClient;
  id: number;
}): Promise<{ document: SignedAgreementExport; canonical: string; termsDigest: string }> => {
  const row = await loadAgreement(prisma, id);
  const { terms, canonical, termsDigest } = canonicalTerms(row);
  const signatures = row.signatures.map((s) => ({
    signer: s.signer,
    kid: s.kid,
    jws: s.jws,
    party: s.party,
    ...(s.party === 'counterparty' ? { jwk: s.publicJwk as Record<string, unknown> } : {}),
    ...(s.certificatePem
      ? { x5c: [new X509Certificate(s.certificatePem).raw.toString('base64')] }
      : {}),
  }));
  return { document: { terms, signatures }, canonical, termsDigest };
};

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  suppressEmptyNode: true,
});

export const toXml = ({
  document,
  canonical,
  termsDigest,
}: Awaited<ReturnType<typeof exportAgreement>>): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({
    SignedAgreement: {
      '@_xmlns': 'urn:compliance-platform:signed-agreement:1',
      Terms: Object.fromEntries(
        Object.entries(document.terms).map(([key, value]) => [key, value ?? '']),
      ),
      CanonicalTerms: {
        '@_canonicalization': 'RFC8785',
        '@_sha256': termsDigest,
        '#text': canonical,
      },
      Signatures: {
        Signature: document.signatures.map((s) => ({
          '@_party': s.party,
          '@_signer': s.signer,
          '@_kid': s.kid,
          JWS: s.jws,
          ...(s.jwk ? { JWK: JSON.stringify(s.jwk) } : {}),
          ...(s.x5c ? { X509Certificate: s.x5c[0] } : {}),
        })),
      },
    },
  })}`;
