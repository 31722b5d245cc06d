// An agreement's terms: what both parties sign. Status, approvals and signatures are not terms.
import type { AgreementTerms } from '@compliance/contracts';
import type { BasicOrderingAgreement } from '@compliance/db';

import { canonicalJson, digestOf } from './signing/jws';

export const agreementTerms = (row: BasicOrderingAgreement): AgreementTerms => ({
  id: row.id,
  agreementNumber: row.agreementNumber,
  version: row.version,
  amendsId: row.amendsId,
  agreementType: row.agreementType,
  buyerName: row.buyerName,
  sellerName: row.sellerName,
  buyerLegalEntity: row.buyerLegalEntity,
  sellerLegalEntity: row.sellerLegalEntity,
  authenticationMethod: row.authenticationMethod,
  validityPeriod: row.validityPeriod,
  // Decimal(15, 2) round-trips exactly through a double: at most 15 significant digits.
  maxOrderValue: row.maxOrderValue === null ? null : Number(row.maxOrderValue),
  currency: row.currency as AgreementTerms['currency'],
  digitalPlatform: row.digitalPlatform,
  dataExchangeProtocol: row.dataExchangeProtocol,
  documentFormat: row.documentFormat,
  encryptionStandard: row.encryptionStandard,
  vendorId: row.vendorId,
  governingLaw: row.governingLaw,
  disputeResolution: row.disputeResolution,
  digitalSignatureStandard: row.digitalSignatureStandard,
  iccRulesVersion: row.iccRulesVersion,
});

export const canonicalTerms = (row: BasicOrderingAgreement) => {
  const terms = agreementTerms(row);
  const canonical = canonicalJson(terms);
  return { terms, canonical, termsDigest: digestOf(canonical) };
};

/** Field names whose values differ between the signed canonical terms and the current ones. */
export const changedFields = (signedCanonical: string, current: AgreementTerms): string[] => {
  let signed: Record<string, unknown>;
  try {
    signed = JSON.parse(signedCanonical) as Record<string, unknown>;
  } catch {
    return ['(signed terms unreadable)'];
  }
  const keys = new Set([...Object.keys(signed), ...Object.keys(current)]);
  return [...keys]
    .filter(
      (key) =>
        canonicalJson(signed[key] ?? null) !==
        canonicalJson((current as Record<string, unknown>)[key] ?? null),
    )
    .sort();
};
