// Security settings (sign-in mode, roles, CORS, rate limits, request limits, audit retention),
// parsed once from env with zod like the rest of the api's configuration.
import { parseEnv } from '@compliance/core/infra/config';
import { z } from 'zod';

const list = (fallback = '') =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    );

const origin = z.string().refine((value) => {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}, 'must be an origin such as https://app.example.com (scheme, host and port only)');

export const SecurityEnvSchema = z.object({
  /** none: the fixed signed-in user; proxy: trusted headers from an authenticating proxy; oidc. */
  AUTH_MODE: z.enum(['none', 'proxy', 'oidc']).default('none'),
  /** Origins other than the app's own that browsers may call the api from (comma-separated). */
  CORS_ORIGINS: list().pipe(z.array(origin)),
  /** Requests per minute, per client and route, for writes and for searches. */
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_SEARCHES_PER_MINUTE: z.coerce.number().int().min(1).default(240),
  /** JSON bodies: deepest nesting and longest string accepted. */
  JSON_MAX_DEPTH: z.coerce.number().int().min(2).max(256).default(20),
  JSON_MAX_STRING_LENGTH: z.coerce.number().int().min(64).default(20_000),

  /** proxy mode: addresses or CIDR ranges the identity headers are accepted from. */
  AUTH_PROXY_TRUSTED_ADDRESSES: list(),
  AUTH_PROXY_USER_HEADER: z.string().default('x-forwarded-user'),
  AUTH_PROXY_EMAIL_HEADER: z.string().default('x-forwarded-email'),
  AUTH_PROXY_NAME_HEADER: z.string().default('x-forwarded-preferred-username'),
  AUTH_PROXY_GROUPS_HEADER: z.string().default('x-forwarded-groups'),

  /** oidc mode: the provider and this client. */
  OIDC_ISSUER_URL: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** The public URL of the platform, e.g. https://compliance.example.com (callback and cookies). */
  PUBLIC_URL: z.url().optional(),
  OIDC_SCOPES: z.string().default('openid profile email'),
  /** Claim holding the user's groups or roles (a list or a space/comma-separated string). */
  OIDC_ROLES_CLAIM: z.string().default('groups'),
  SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(480),

  /** Groups (claim values or proxy groups) that map to each role; anyone else is a user. */
  AUTH_ADMIN_GROUPS: list('admin'),
  AUTH_OFFICER_GROUPS: list('compliance_officer'),

  /** Days audit events are kept; a scheduled job removes older ones. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).default(2555),
});
export type SecurityEnv = z.infer<typeof SecurityEnvSchema>;

export const loadSecurityEnv = (source: NodeJS.ProcessEnv = process.env): SecurityEnv => {
  const env = parseEnv(SecurityEnvSchema, source);
  const missing: string[] = [];
  if (env.AUTH_MODE === 'oidc') {
    for (const key of ['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'PUBLIC_URL'] as const) {
      if (!env[key]) missing.push(`  - ${key}: required when AUTH_MODE=oidc`);
    }
  }
  if (env.AUTH_MODE === 'proxy' && env.AUTH_PROXY_TRUSTED_ADDRESSES.length === 0) {
    missing.push('  - AUTH_PROXY_TRUSTED_ADDRESSES: required when AUTH_MODE=proxy');
  }
  if (missing.length) throw new Error(`Invalid configuration:\n${missing.join('\n')}`);
  return env;
};
