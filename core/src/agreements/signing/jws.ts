// Detached compact JWS (RFC 7515 appendix F) over RFC 8785 canonical JSON. The stored and exported
// form is 'header..signature'; a verifier puts base64url(canonical terms) back in the middle.
import { createHash, type KeyObject } from 'node:crypto';

import canonicalize from 'canonicalize';
import {
  base64url,
  CompactSign,
  compactVerify,
  decodeProtectedHeader,
  errors,
  type JWK,
  type ProtectedHeaderParameters,
} from 'jose';

/** RFC 8785 JSON Canonicalization Scheme. */
export const canonicalJson = (value: unknown): string => {
  const text = canonicalize(value);
  if (text === undefined) throw new Error('value cannot be canonicalized');
  return text;
};

/** base64url SHA-256 of the canonical text: the terms' fingerprint. */
export const digestOf = (canonical: string): string =>
  createHash('sha256').update(canonical, 'utf8').digest('base64url');

export const encodePayload = (canonical: string): string =>
  base64url.encode(new TextEncoder().encode(canonical));

export const signDetached = async ({
  canonical,
  key,
  alg,
  kid,
  signedAt,
}: {
  canonical: string;
  key: KeyObject;
  alg: string;
  kid: string;
  signedAt: Date;
}): Promise<string> => {
  // sigT is JAdES's claimed signing time: inside the protected header, so it is signed too.
  const compact = await new CompactSign(new TextEncoder().encode(canonical))
    .setProtectedHeader({ alg, kid, sigT: signedAt.toISOString().replace(/\.\d{3}Z$/, 'Z') })
    .sign(key);
  const [header, , signature] = compact.split('.');
  return `${header}..${signature}`;
};

export type JwsParts = { header: ProtectedHeaderParameters; payload: string; detached: string };

/** Splits a compact JWS, or null when it is not one (three base64url parts with a JSON header). */
export const parseCompact = (jws: string): JwsParts | null => {
  const parts = jws.split('.');
  if (parts.length !== 3 || !parts[0] || !parts[2]) return null;
  if (!parts.every((part) => /^[A-Za-z0-9_-]*$/.test(part))) return null;
  try {
    const header = decodeProtectedHeader(jws);
    return { header, payload: parts[1]!, detached: `${parts[0]}..${parts[2]}` };
  } catch {
    return null;
  }
};

export type VerifyOutcome = { valid: true } | { valid: false; reason: string };

/** Verifies a detached JWS against the canonical text with one key; never throws. */
export const verifyDetached = async ({
  jws,
  canonical,
  key,
  algorithms,
}: {
  jws: string;
  canonical: string;
  key: KeyObject | CryptoKey | JWK | Uint8Array;
  algorithms?: string[];
}): Promise<VerifyOutcome> => {
  const parts = parseCompact(jws);
  if (!parts) return { valid: false, reason: 'not a compact JWS' };
  const [header, , signature] = jws.split('.');
  try {
    await compactVerify(`${header}.${encodePayload(canonical)}.${signature}`, key as KeyObject, {
      ...(algorithms ? { algorithms } : {}),
    });
    return { valid: true };
  } catch (error) {
    if (error instanceof errors.JWSSignatureVerificationFailed)
      return { valid: false, reason: 'the signature does not match these terms and this key' };
    return { valid: false, reason: (error as Error).message };
  }
};
