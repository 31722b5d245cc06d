// Screening configuration from the environment, shared by the api and the worker (both run the
// refresh and re-screening code). Read on use rather than once: tests point sources at a local
// HTTP server between cases. The README's Screening section documents the variables.
import path from 'node:path';

import { REFERENCE_DATA_DIR } from '@compliance/db';
import { z } from 'zod';

import { booleanString, parseEnv } from '../infra/config';

/** The official list snapshots shipped with the repo (old: never presented as current). */
export const BUNDLED_WATCHLIST_DIR = path.join(REFERENCE_DATA_DIR, 'watchlists');

/** A file location: http(s) URL or filesystem path. Per source: one string (a single-file source's
 * file, or the base folder/URL of a multi-file source), an object of file role -> location, or
 * false to disable the source. */
const SourceLocationSchema = z.union([
  z.string().min(1),
  z.record(z.string(), z.string().min(1)),
  z.literal(false),
]);
export type SourceLocation = z.infer<typeof SourceLocationSchema>;

const JsonSourcesSchema = z
  .string()
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be valid JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string(), SourceLocationSchema));

export const ScreeningEnvSchema = z.object({
  /** Where sources not named in WATCHLIST_SOURCES_JSON are read from (same layout as the bundled folder). */
  WATCHLIST_DIR: z.string().min(1).default(BUNDLED_WATCHLIST_DIR),
  WATCHLIST_SOURCES_JSON: JsonSourcesSchema.optional(),
  /** Read every source not named in WATCHLIST_SOURCES_JSON from its publisher's official URLs. */
  WATCHLIST_FROM_PUBLISHERS: booleanString.default(false),
  /** Cron pattern for the repeatable refresh (BullMQ job scheduler); unset = no schedule. */
  WATCHLIST_REFRESH_CRON: z.string().trim().min(1).optional(),
  /** A list older than this (by its own date) is reported stale. */
  WATCHLIST_STALE_AFTER_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  WATCHLIST_FETCH_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  /** Refuse a new version with fewer than this share of the current version's entities. */
  WATCHLIST_MIN_RETAINED_SHARE: z.coerce.number().min(0).max(1).default(0.5),
  /** OpenSanctions PEP dataset (FollowTheMoney JSON lines): screened as a PEP source when set. */
  OPENSANCTIONS_PEP_PATH: z.string().min(1).optional(),
});
export type ScreeningEnv = z.infer<typeof ScreeningEnvSchema>;

export const loadScreeningEnv = (source: NodeJS.ProcessEnv = process.env): ScreeningEnv => {
  const env = parseEnv(ScreeningEnvSchema, source);
  return { ...env, WATCHLIST_DIR: path.resolve(env.WATCHLIST_DIR) };
};
