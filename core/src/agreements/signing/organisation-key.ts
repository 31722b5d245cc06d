// The organisation's signing key and the JWKS that publishes its public half (plus retired keys).
// Key ids are RFC 7638 thumbprints, so anyone can recompute them from the published key.
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { AppError } from '@compliance/contracts/errors';
import { calculateJwkThumbprint, type JWK } from 'jose';

import { loadSigningEnv, type SigningEnv } from './env';

export interface OrganisationKeys {
  name: string;
  kid: string;
  alg: 'ES256' | 'EdDSA';
  privateKey: KeyObject;
  publicJwk: JWK;
  jwks: { keys: JWK[] };
}

const algOf = (key: KeyObject): OrganisationKeys['alg'] => {
  if (key.asymmetricKeyType === 'ed25519') return 'EdDSA';
  if (key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1')
    return 'ES256';
  throw new Error(
    'the organisation signing key must be an EC P-256 (ES256) or Ed25519 (EdDSA) private key',
  );
};

/** A public key as published: with its algorithm, use and thumbprint key id. */
export const publishedJwk = async (key: KeyObject): Promise<JWK> => {
  const jwk = key.export({ format: 'jwk' }) as JWK;
  return { ...jwk, alg: algOf(key), use: 'sig', kid: await calculateJwkThumbprint(jwk) };
};

const generateInto = async (file: string) => {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
  // 'wx': never overwrite a key another process has just written.
  await writeFile(file, pem, { mode: 0o600, flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
};

const readPrivatePem = async (env: SigningEnv): Promise<string | null> => {
  if (env.ORG_SIGNING_KEY) return env.ORG_SIGNING_KEY;
  const file = env.ORG_SIGNING_KEY_FILE;
  if (!file) return null;
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || !env.ORG_SIGNING_KEY_GENERATE)
      throw new Error(`cannot read ORG_SIGNING_KEY_FILE ${file}: ${(error as Error).message}`, {
        cause: error,
      });
    await generateInto(file);
    return readFile(file, 'utf8');
  }
};

const PEM_BLOCK = /-----BEGIN PUBLIC KEY-----[\s\S]+?-----END PUBLIC KEY-----/g;

const readRetired = async (file: string | undefined): Promise<KeyObject[]> =>
  file
    ? ((await readFile(file, 'utf8')).match(PEM_BLOCK) ?? []).map((pem) => createPublicKey(pem))
    : [];

const load = async (env: SigningEnv): Promise<OrganisationKeys | null> => {
  const pem = await readPrivatePem(env);
  if (!pem) return null;
  const privateKey = createPrivateKey(pem);
  const publicJwk = await publishedJwk(createPublicKey(privateKey));
  const retired = await Promise.all(
    (await readRetired(env.ORG_SIGNING_PUBLISHED_KEYS_FILE)).map(publishedJwk),
  );
  const keys = [publicJwk, ...retired.filter((jwk) => jwk.kid !== publicJwk.kid)];
  return {
    name: env.ORG_NAME,
    kid: publicJwk.kid!,
    alg: algOf(privateKey),
    privateKey,
    publicJwk,
    jwks: { keys },
  };
};

let cached: { signature: string; keys: Promise<OrganisationKeys | null> } | null = null;

/** The configured keys (loaded once per configuration), or null when none is configured. */
export const loadOrganisationKeys = (
  env: SigningEnv = loadSigningEnv(),
): Promise<OrganisationKeys | null> => {
  const signature = JSON.stringify(env);
  if (cached?.signature !== signature) cached = { signature, keys: load(env) };
  return cached.keys;
};

/** The keys, or a 503 that says what to configure. */
export const requireOrganisationKeys = async (): Promise<OrganisationKeys> => {
  const keys = await loadOrganisationKeys().catch((error: unknown) => {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      `The organisation signing key cannot be loaded: ${(error as Error).message}`,
    );
  });
  if (!keys)
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The organisation signing key is not configured (set ORG_SIGNING_KEY or ORG_SIGNING_KEY_FILE)',
    );
  return keys;
};
