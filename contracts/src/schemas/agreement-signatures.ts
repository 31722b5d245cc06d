import { z } from 'zod';

import { SigningPartySchema } from './agreement-views';
import { AgreementTermsSchema } from './agreements';
import { IsoDateTimeSchema, strictBody } from './common';

// Signatures are compact JWS (RFC 7515) with a detached payload ('header..signature') over the
// RFC 8785 canonical JSON of the terms. The counterparty sends its own JWS with the public key
// that verifies it, as a JWK or as an X.509 certificate.

export const PublicJwkSchema = z
  .object({ kty: z.string({ error: 'jwk.kty is required' }) })
  .catchall(z.unknown())
  .refine((jwk) => !('d' in jwk), 'jwk must be a public key: it contains a private part (d)');

export const CounterpartySignatureSchema = strictBody({
  signer: z
    .string({ error: 'signer is required' })
    .trim()
    .min(1, 'signer is required')
    .max(300, 'signer must be at most 300 characters'),
  jws: z
    .string({ error: 'jws is required' })
    .trim()
    .min(1, 'jws is required')
    .max(20_000, 'jws is too long'),
  jwk: PublicJwkSchema.optional(),
  certificate: z
    .string({ error: 'certificate must be a PEM string' })
    .max(20_000, 'certificate is too long')
    .optional(),
  actorId: z.number().int().positive().optional(),
}).refine((body) => Boolean(body.jwk) !== Boolean(body.certificate), {
  message: 'Send exactly one of jwk (a public JWK) or certificate (an X.509 PEM)',
  path: ['jwk'],
});
export type CounterpartySignature = z.input<typeof CounterpartySignatureSchema>;

export const CertificateInfoSchema = z.object({
  subject: z.string(),
  issuer: z.string(),
  validFrom: IsoDateTimeSchema,
  validTo: IsoDateTimeSchema,
  /** The issuer chain is not checked against a trust list: the certificate only carries the key. */
  chainVerified: z.literal(false),
});

export const SignatureCheckSchema = z.object({
  party: SigningPartySchema,
  signer: z.string(),
  kid: z.string(),
  alg: z.string(),
  signedAt: IsoDateTimeSchema,
  valid: z.boolean(),
  /** Why the signature does not verify; null when it does. */
  reason: z.string().nullable(),
  keySource: z.enum(['jwks', 'jwk', 'certificate']),
  certificate: CertificateInfoSchema.nullable(),
});
export type SignatureCheck = z.infer<typeof SignatureCheckSchema>;

export const VerificationSchema = z.object({
  /** base64url SHA-256 of the canonical terms as they are stored now. */
  termsDigest: z.string(),
  /** The same digest taken when the terms were first signed; null while unsigned. */
  signedTermsDigest: z.string().nullable(),
  termsChanged: z.boolean(),
  changedFields: z.array(z.string()),
  /** Every signature verifies, both parties have signed and the terms are unchanged. */
  valid: z.boolean(),
  signatures: z.array(SignatureCheckSchema),
  checkedAt: IsoDateTimeSchema,
});
export type Verification = z.infer<typeof VerificationSchema>;

export const ExportSignatureSchema = z.object({
  signer: z.string(),
  kid: z.string(),
  jws: z.string(),
  party: SigningPartySchema,
  /** Counterparty signatures carry their public key; ours are verified with /.well-known/jwks.json. */
  jwk: z.record(z.string(), z.unknown()).optional(),
  x5c: z.array(z.string()).optional(),
});

export const SignedAgreementExportSchema = z.object({
  terms: AgreementTermsSchema,
  signatures: z.array(ExportSignatureSchema),
});
export type SignedAgreementExport = z.infer<typeof SignedAgreementExportSchema>;

export const ExportQuerySchema = z.object({
  format: z.enum(['json', 'xml'], { error: 'format must be json or xml' }).default('json'),
});

/** The canonical text a counterparty signs, with its digest. */
export const TermsToSignSchema = z.object({
  terms: AgreementTermsSchema,
  canonical: z.string(),
  termsDigest: z.string(),
});
export type TermsToSign = z.infer<typeof TermsToSignSchema>;

export const JwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });
