// The organisation's signing configuration. Production mounts the private key from a Kubernetes
// secret (ORG_SIGNING_KEY_FILE) or passes it as text (ORG_SIGNING_KEY); `npm start` generates one
// once under its data folder (ORG_SIGNING_KEY_GENERATE). Read on use: tests switch keys between cases.
import { z } from 'zod';

import { parseEnv } from '../../infra/config';

export const SigningEnvSchema = z.object({
  /** Shown as the signer of the organisation's signatures and as vendor 1's name. */
  ORG_NAME: z.string().trim().min(1).max(200).default('Compliance Platform'),
  /** PKCS#8 PEM of the private key (EC P-256 -> ES256, Ed25519 -> EdDSA). Wins over the file. */
  ORG_SIGNING_KEY: z.string().min(1).optional(),
  /** Path of that PEM (a mounted secret in Kubernetes). */
  ORG_SIGNING_KEY_FILE: z.string().min(1).optional(),
  /** Development only: create an EC P-256 key at ORG_SIGNING_KEY_FILE when the file is missing. */
  ORG_SIGNING_KEY_GENERATE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  /** PEM public keys of retired signing keys, still published so older signatures verify. */
  ORG_SIGNING_PUBLISHED_KEYS_FILE: z.string().min(1).optional(),
});
export type SigningEnv = z.infer<typeof SigningEnvSchema>;

export const loadSigningEnv = (source: NodeJS.ProcessEnv = process.env): SigningEnv =>
  parseEnv(SigningEnvSchema, source);
