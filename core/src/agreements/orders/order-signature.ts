// Orders are signed like agreements: a detached compact JWS by the organisation over the RFC 8785
// form of the order terms, which name the agreement version and the digest of its signed terms.
import type { DigitalOrder, OrderTerms } from '@compliance/contracts';
import type { BasicOrderingAgreement, DigitalTradeOrder } from '@compliance/db';
import type { JWK } from 'jose';

import { canonicalJson, digestOf, signDetached, verifyDetached } from '../signing/jws';
import type { OrganisationKeys } from '../signing/organisation-key';

export const orderTerms = (
  order: DigitalTradeOrder,
  agreement: Pick<BasicOrderingAgreement, 'id' | 'agreementNumber' | 'version' | 'termsDigest'>,
): OrderTerms => ({
  id: order.id,
  orderNumber: order.orderNumber,
  orderType: order.orderType,
  description: order.description,
  totalValue: Number(order.totalValue),
  currency: order.currency as OrderTerms['currency'],
  agreement: {
    id: agreement.id,
    agreementNumber: agreement.agreementNumber,
    version: agreement.version,
    termsDigest: agreement.termsDigest ?? '',
  },
});

export const signOrder = async ({
  order,
  agreement,
  keys,
  signedAt,
}: {
  order: DigitalTradeOrder;
  agreement: Parameters<typeof orderTerms>[1];
  keys: OrganisationKeys;
  signedAt: Date;
}) => {
  const canonical = canonicalJson(orderTerms(order, agreement));
  const jws = await signDetached({
    canonical,
    key: keys.privateKey,
    alg: keys.alg,
    kid: keys.kid,
    signedAt,
  });
  return {
    signedTerms: canonical,
    termsDigest: digestOf(canonical),
    jws,
    kid: keys.kid,
    alg: keys.alg,
    signedAt,
  };
};

/** The signature state shown in lists: checked against the current order terms and our JWKS. */
export const orderSignatureState = async (
  order: DigitalTradeOrder,
  agreement: Parameters<typeof orderTerms>[1],
  published: JWK[],
): Promise<DigitalOrder['signature']> => {
  const base = { kid: order.kid, signedAt: order.signedAt?.toISOString() ?? null };
  if (!order.jws || !order.kid) return { state: 'unsigned', ...base, reason: null };
  const jwk = published.find((key) => key.kid === order.kid);
  if (!jwk)
    return { state: 'invalid', ...base, reason: `key ${order.kid} is not in the published JWKS` };
  const outcome = await verifyDetached({
    jws: order.jws,
    canonical: canonicalJson(orderTerms(order, agreement)),
    key: jwk,
    algorithms: order.alg ? [order.alg] : undefined,
  });
  return outcome.valid
    ? { state: 'valid', ...base, reason: null }
    : { state: 'invalid', ...base, reason: outcome.reason };
};
