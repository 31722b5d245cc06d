// The counterparty's public key, from a JWK or an X.509 certificate. A certificate must be within
// its validity dates; its issuer chain is not checked (no trust list is configured), so the
// verification report says chainVerified: false.
import { createPublicKey, type KeyObject, X509Certificate } from 'node:crypto';

import type { SignatureCheck } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import { calculateJwkThumbprint, importX509, type JWK } from 'jose';

/** Asymmetric JWS algorithms only: 'none' and shared-secret HMACs prove nothing about a signer. */
export const COUNTERPARTY_ALGORITHMS = [
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
];

export type CertificateInfo = NonNullable<SignatureCheck['certificate']>;

export interface CounterpartyKey {
  key: KeyObject | CryptoKey;
  publicJwk: JWK;
  kid: string;
  certificatePem: string | null;
  certificate: CertificateInfo | null;
}

const invalid = (message: string) => new AppError('UNPROCESSABLE', message);

export const certificateInfo = (cert: X509Certificate): CertificateInfo => ({
  subject: cert.subject.replace(/\n/g, ', '),
  issuer: cert.issuer.replace(/\n/g, ', '),
  validFrom: new Date(cert.validFrom).toISOString(),
  validTo: new Date(cert.validTo).toISOString(),
  chainVerified: false,
});

const fromJwk = async (jwk: JWK): Promise<CounterpartyKey> => {
  if (jwk.kty === 'oct') throw invalid('jwk must be an asymmetric public key (EC, OKP or RSA)');
  let key: KeyObject;
  try {
    key = createPublicKey({ key: jwk as never, format: 'jwk' });
  } catch (error) {
    throw invalid(`jwk is not a valid public key: ${(error as Error).message}`);
  }
  const publicJwk = key.export({ format: 'jwk' }) as JWK;
  return {
    key,
    publicJwk,
    kid: await calculateJwkThumbprint(publicJwk),
    certificatePem: null,
    certificate: null,
  };
};

const fromCertificate = async (pem: string, alg: string, now: Date): Promise<CounterpartyKey> => {
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(pem);
  } catch {
    throw invalid('certificate is not a valid X.509 certificate in PEM form');
  }
  const info = certificateInfo(cert);
  if (now < new Date(info.validFrom))
    throw invalid(`The certificate is not valid before ${info.validFrom}`);
  if (now > new Date(info.validTo)) throw invalid(`The certificate expired on ${info.validTo}`);
  let key: CryptoKey;
  try {
    key = await importX509(cert.toString(), alg, { extractable: true });
  } catch (error) {
    throw invalid(
      `The certificate's key cannot verify ${alg} signatures: ${(error as Error).message}`,
    );
  }
  const publicJwk = cert.publicKey.export({ format: 'jwk' }) as JWK;
  return {
    key,
    publicJwk,
    kid: await calculateJwkThumbprint(publicJwk),
    certificatePem: cert.toString(),
    certificate: info,
  };
};

export const importCounterpartyKey = async ({
  jwk,
  certificate,
  alg,
  now = new Date(),
}: {
  jwk?: Record<string, unknown>;
  certificate?: string;
  alg: string;
  now?: Date;
}): Promise<CounterpartyKey> =>
  certificate ? fromCertificate(certificate, alg, now) : fromJwk(jwk as JWK);

/** The key a stored counterparty signature is verified with. */
export const storedCounterpartyKey = async ({
  publicJwk,
  certificatePem,
}: {
  publicJwk: unknown;
  certificatePem: string | null;
}): Promise<{ key: KeyObject; certificate: CertificateInfo | null }> => ({
  key: createPublicKey({ key: publicJwk as never, format: 'jwk' }),
  certificate: certificatePem ? certificateInfo(new X509Certificate(certificatePem)) : null,
});
