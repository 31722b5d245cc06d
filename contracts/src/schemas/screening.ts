import { z } from 'zod';

import { IsoDateTimeSchema, isRealDate } from './common';

// Watchlist screening (issue 4): search, list versions, batch runs and the internal lists. The
// match shapes mirror the engine's (core/src/screening/engine/types.ts).

export const WATCHLIST_ENTITY_TYPES = [
  'individual',
  'company',
  'vessel',
  'aircraft',
  'unknown',
] as const;
export const WatchlistEntityTypeSchema = z.enum(WATCHLIST_ENTITY_TYPES, {
  error: `entityType must be one of: ${WATCHLIST_ENTITY_TYPES.join(', ')}`,
});
export type WatchlistEntityType = z.infer<typeof WatchlistEntityTypeSchema>;

export const QUERY_ENTITY_TYPES = ['individual', 'company', 'vessel', 'any'] as const;
export const QueryEntityTypeSchema = z.enum(QUERY_ENTITY_TYPES, {
  error: `entityType must be one of: ${QUERY_ENTITY_TYPES.join(', ')}`,
});

/** Lists edited in the app, and the watchlist source id each one is screened as. */
export const INTERNAL_LISTS = ['blacklist', 'pep'] as const;
export const InternalListSchema = z.enum(INTERNAL_LISTS, {
  error: `list must be one of: ${INTERNAL_LISTS.join(', ')}`,
});
export type InternalList = z.infer<typeof InternalListSchema>;
export const INTERNAL_SOURCE_IDS = {
  blacklist: 'internal_blacklist',
  pep: 'internal_pep',
} as const satisfies Record<InternalList, string>;

/** What a hit on a source means: a restricted party (sanctions, denied persons), a PEP, or our own blacklist. */
export const LIST_CATEGORIES = ['sanctions', 'pep', 'blacklist'] as const;
export const ListCategorySchema = z.enum(LIST_CATEGORIES);
export type ListCategory = z.infer<typeof ListCategorySchema>;

/** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`: list data and partial knowledge of a birth date. */
export const PartialDateSchema = z
  .string({ error: 'dateOfBirth must be a string' })
  .trim()
  .regex(/^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/, {
    error: 'dateOfBirth must be YYYY, YYYY-MM or YYYY-MM-DD',
  })
  .refine(isRealDate, 'dateOfBirth must be a real calendar date');

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a string` })
    .trim()
    .min(1, `${field} must not be empty`)
    .max(max, `${field} must be at most ${max} characters`);

export const IdentifierSchema = z.object({
  type: text('identifier type', 60).optional(),
  value: text('identifier value', 100),
});
export type Identifier = z.infer<typeof IdentifierSchema>;

export const ScreeningSearchRequestSchema = z.strictObject({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(300, 'name must be at most 300 characters'),
  entityType: QueryEntityTypeSchema.optional(),
  /** ISO 3166 alpha-2 code or English country name. */
  country: text('country', 100).optional(),
  dateOfBirth: PartialDateSchema.optional(),
  identifiers: z.array(IdentifierSchema).max(20, 'at most 20 identifiers').optional(),
  threshold: z
    .number({ error: 'threshold must be a number' })
    .min(0.5, 'threshold must be at least 0.5')
    .max(1, 'threshold must be at most 1')
    .optional(),
  limit: z
    .number({ error: 'limit must be a number' })
    .int('limit must be an integer')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .optional(),
  /** Restrict to these source ids (GET /api/screening/lists), e.g. ['us_ofac_sdn', 'internal_blacklist']. */
  lists: z.array(text('list', 64)).min(1, 'lists must not be empty').max(50).optional(),
});
export type ScreeningSearchRequest = z.infer<typeof ScreeningSearchRequestSchema>;

export const TokenPairSchema = z.object({
  query: z.string(),
  candidate: z.string(),
  similarity: z.number(),
  weight: z.number(),
  method: z.enum(['exact', 'variant', 'fuzzy', 'phonetic', 'skeleton']),
});

export const ScoreAdjustmentSchema = z.object({
  factor: z.string(),
  delta: z.number(),
  detail: z.string(),
});

export const MatchExplanationSchema = z.object({
  list: z.string(),
  matchedName: z.string(),
  nameKind: z.string(),
  nameScore: z.number(),
  tokenPairs: z.array(TokenPairSchema),
  unmatchedQueryTokens: z.array(z.string()),
  unmatchedCandidateTokens: z.array(z.string()),
  adjustments: z.array(ScoreAdjustmentSchema),
  summary: z.string(),
});
export type MatchExplanation = z.infer<typeof MatchExplanationSchema>;

export const ScreeningMatchSchema = z.object({
  entityId: z.string(),
  list: z.string(),
  entityType: WatchlistEntityTypeSchema,
  name: z.string(),
  matchedName: z.string(),
  score: z.number(),
  /** score >= threshold. */
  match: z.boolean(),
  programs: z.array(z.string()),
  countries: z.array(z.string()),
  explanation: MatchExplanationSchema,
  /** Set when a reviewer marked this hit a false positive for this subject and the listed record
   * has not changed since: the candidate is shown but does not count as a match. */
  suppressed: z
    .object({
      reviewId: z.number().int(),
      /** The reviewer's stable id (numeric on decisions recorded before sign-in names were kept). */
      reviewedBy: z.string(),
      reviewerName: z.string().nullable(),
      reviewedAt: IsoDateTimeSchema,
      note: z.string(),
    })
    .optional(),
});
export type ScreeningMatch = z.infer<typeof ScreeningMatchSchema>;

/** Which version of each list a result was computed against (what makes a 'clear' auditable). */
export const ListVersionSchema = z.object({
  source: z.string(),
  kind: z.enum(['official', 'internal']),
  category: ListCategorySchema,
  /** null for the internal lists, which have no loaded versions. */
  versionId: z.number().int().nullable(),
  /** Publication date of the list (or its latest record date) when known. */
  asOf: z.string().nullable(),
  /** When the version was loaded; for internal lists, the last edit. */
  loadedAt: IsoDateTimeSchema.nullable(),
  entityCount: z.number().int(),
});
export type ListVersion = z.infer<typeof ListVersionSchema>;

export const ScreeningSearchResponseSchema = z.object({
  matches: z.array(ScreeningMatchSchema),
  threshold: z.number(),
  listVersions: z.array(ListVersionSchema),
});
export type ScreeningSearchResponse = z.infer<typeof ScreeningSearchResponseSchema>;

export const WatchlistEntityDetailSchema = z.object({
  id: z.string(),
  source: z.string(),
  sourceName: z.string(),
  kind: z.enum(['official', 'internal']),
  category: ListCategorySchema,
  entityType: WatchlistEntityTypeSchema,
  name: z.string(),
  aliases: z.array(z.object({ name: z.string(), kind: z.string() })),
  programs: z.array(z.string()),
  countries: z.array(z.string()),
  datesOfBirth: z.array(z.string()),
  identifiers: z.array(
    z.object({ type: z.string(), value: z.string(), country: z.string().optional() }),
  ),
  addresses: z.array(z.string()),
  remarks: z.string().nullable(),
  version: z
    .object({ id: z.number().int(), asOf: z.string().nullable(), loadedAt: IsoDateTimeSchema })
    .nullable(),
});
export type WatchlistEntityDetail = z.infer<typeof WatchlistEntityDetailSchema>;

export const WatchlistEntityParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9_]+:.+$/, 'id must look like <source>:<id>, e.g. us_ofac_sdn:306')
    .max(300),
});
