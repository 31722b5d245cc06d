import { z } from 'zod';

import { IsoDateTimeSchema, wholeNumber } from './common';
import { pagedQuerySchema, SearchTextSchema } from './paging';
import {
  IdentifierSchema,
  InternalListSchema,
  ListCategorySchema,
  ListVersionSchema,
  PartialDateSchema,
  QueryEntityTypeSchema,
  WatchlistEntityTypeSchema,
} from './screening';
import { BatchFileMappingSchema } from './screening-review';

// Watchlist sources and their versions, refresh/batch/re-screening runs, internal lists.

export const WatchlistVersionSchema = z.object({
  id: z.number().int(),
  sha256: z.string(),
  entityCount: z.number().int(),
  nameCount: z.number().int().nullable(),
  /** Publication date the file states, or its latest record date; null when the file gives none. */
  asOf: z.string().nullable(),
  /** 'bundled' for the snapshot shipped with the repo, else the URL or path it was loaded from. */
  origin: z.string().nullable(),
  loadedAt: IsoDateTimeSchema,
});
export type WatchlistVersion = z.infer<typeof WatchlistVersionSchema>;

export const WatchlistSourceStatusSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['official', 'internal']),
  category: ListCategorySchema,
  description: z.string().nullable(),
  entityCount: z.number().int(),
  current: WatchlistVersionSchema.nullable(),
  /** Days since asOf (null when the list states no date). */
  ageDays: z.number().int().nullable(),
  /** True when the list is older than the configured limit or its date is unknown. */
  stale: z.boolean(),
  /** Why the list should not be presented as current; null when it is fresh. */
  staleReason: z.string().nullable(),
  /** Loaded from the repository's bundled snapshot rather than the publisher. */
  bundled: z.boolean(),
});
export type WatchlistSourceStatus = z.infer<typeof WatchlistSourceStatusSchema>;

export const SCREENING_RUN_KINDS = ['batch', 'rescreen', 'watchlist_refresh'] as const;
export const RUN_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;

export const CompactMatchSchema = z.object({
  entityId: z.string(),
  list: z.string(),
  name: z.string(),
  matchedName: z.string(),
  score: z.number(),
  match: z.boolean(),
  /** A remembered false positive for this subject: shown, not counted. */
  suppressed: z.boolean().optional(),
});
export type CompactMatch = z.infer<typeof CompactMatchSchema>;

export const BatchRunResultsSchema = z.object({
  type: z.literal('batch'),
  /** The list versions every row was checked against (absent on runs of older releases). */
  listVersions: z.array(ListVersionSchema).optional(),
  summary: z.object({
    total: z.number().int(),
    withMatches: z.number().int(),
    /** Rows whose only candidates are remembered false positives (listed in hits, not counted). */
    suppressed: z.number().int().optional(),
    durationMs: z.number().int(),
    namesPerSecond: z.number().int(),
  }),
  /** Names with at least one match (score >= threshold), in input order; `index` is 0-based. */
  hits: z.array(
    z.object({
      index: z.number().int(),
      name: z.string(),
      entityType: z.string().optional(),
      country: z.string().optional(),
      /** Batch files: the row's line number in the file. */
      line: z.number().int().optional(),
      identifier: z.string().optional(),
      matches: z.array(CompactMatchSchema),
    }),
  ),
  /** Batch files: the file, and its rows that could not be screened (line number and why). */
  file: z
    .object({
      fileName: z.string(),
      format: z.string(),
      rows: z.number().int(),
      /** Which column held each field (absent on runs of older releases). */
      mapping: BatchFileMappingSchema.optional(),
    })
    .optional(),
  rowErrors: z.array(z.object({ line: z.number().int(), message: z.string() })).optional(),
  rowErrorCount: z.number().int().optional(),
});

export const RefreshRunResultsSchema = z.object({
  type: z.literal('watchlist_refresh'),
  sources: z.array(
    z.object({
      source: z.string(),
      status: z.enum(['loaded', 'unchanged', 'failed']),
      versionId: z.number().int().nullable(),
      entityCount: z.number().int().nullable(),
      sha256: z.string().nullable(),
      origin: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
  /** Re-screening run started because a list changed; null when nothing changed. */
  rescreenRunId: z.number().int().nullable(),
});

export const RescreenRunResultsSchema = z.object({
  type: z.literal('rescreen'),
  subjects: z.object({
    kyc: z.number().int(),
    sanctions: z.number().int(),
    /** Buyers and sellers of agreements still in force (absent on runs of older releases). */
    agreementParties: z.number().int().optional(),
    /** Vendors in the directory (absent on runs of older releases). */
    vendors: z.number().int().optional(),
    /** Consignors and consignees of customs declarations (absent on runs of older releases). */
    declarationParties: z.number().int().optional(),
  }),
  newHits: z.array(
    z.object({
      subjectType: z.enum([
        'kyc_screening',
        'sanctions_screening',
        'basic_ordering_agreement',
        'vendor',
        'customs_declaration',
      ]),
      subjectId: z.number().int(),
      entityId: z.string(),
      list: z.string(),
      score: z.number(),
      strength: z.enum(['blocked', 'flagged']),
    }),
  ),
});

export const ScreeningRunSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SCREENING_RUN_KINDS),
  status: z.enum(RUN_STATUSES),
  total: z.number().int(),
  processed: z.number().int(),
  hits: z.number().int(),
  /** processed / total in percent (0-100). */
  progress: z.number().int(),
  error: z.string().nullable(),
  results: z
    .discriminatedUnion('type', [
      BatchRunResultsSchema,
      RefreshRunResultsSchema,
      RescreenRunResultsSchema,
    ])
    .nullable(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
  finishedAt: IsoDateTimeSchema.nullable(),
});
export type ScreeningRun = z.infer<typeof ScreeningRunSchema>;

export const WatchlistListsResponseSchema = z.object({
  sources: z.array(WatchlistSourceStatusSchema),
  internalLists: z.object({ blacklist: z.number().int(), pep: z.number().int() }),
  staleAfterDays: z.number().int(),
  /** Latest watchlist refresh run, if any. */
  lastRefresh: ScreeningRunSchema.nullable(),
});
export type WatchlistListsResponse = z.infer<typeof WatchlistListsResponseSchema>;

export const RefreshRequestSchema = z
  .strictObject({
    sources: z.array(z.string().min(1).max(64)).min(1, 'sources must not be empty').optional(),
  })
  .optional();
export type RefreshRequest = z.infer<typeof RefreshRequestSchema>;

export const MAX_BATCH_NAMES = 10_000;
export const BatchRequestSchema = z.strictObject({
  names: z
    .array(
      z.object({
        name: z
          .string({ error: 'name is required' })
          .trim()
          .min(1, 'name is required')
          .max(300, 'name must be at most 300 characters'),
        entityType: QueryEntityTypeSchema.optional(),
        country: z.string().trim().min(1).max(100).optional(),
        dateOfBirth: PartialDateSchema.optional(),
      }),
      { error: 'names must be a list of { name } objects' },
    )
    .min(1, 'names must not be empty')
    .max(MAX_BATCH_NAMES, `at most ${MAX_BATCH_NAMES.toLocaleString('en-US')} names per batch`),
  threshold: z.number().min(0.5).max(1).optional(),
  lists: z.array(z.string().min(1).max(64)).min(1).max(50).optional(),
});
export type BatchRequest = z.infer<typeof BatchRequestSchema>;

export const InternalListEntrySchema = z.object({
  id: z.number().int(),
  list: InternalListSchema,
  /** How the entry appears in matches, e.g. 'internal_blacklist:12'. */
  entityId: z.string(),
  name: z.string(),
  entityType: WatchlistEntityTypeSchema,
  country: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  aliases: z.array(z.string()),
  identifiers: z.array(IdentifierSchema),
  notes: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type InternalListEntry = z.infer<typeof InternalListEntrySchema>;
export const InternalListEntryListSchema = z.array(InternalListEntrySchema);

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a string` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullable()
    .optional()
    // Absent stays absent (PATCH leaves the field alone); '' or null clears it.
    .transform((value) => (value === undefined ? undefined : value || null));

const entryFields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(300, 'name must be at most 300 characters'),
  entityType: WatchlistEntityTypeSchema,
  country: optionalText('country', 100),
  dateOfBirth: z
    .union([z.literal(''), PartialDateSchema])
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
  aliases: z
    .array(z.string().trim().min(1, 'aliases must not contain empty names').max(300))
    .max(50, 'at most 50 aliases'),
  identifiers: z.array(IdentifierSchema).max(20, 'at most 20 identifiers'),
  notes: optionalText('notes', 2000),
};

export const InternalListEntryCreateSchema = z.strictObject({
  ...entryFields,
  entityType: entryFields.entityType.default('individual'),
  aliases: entryFields.aliases.default([]),
  identifiers: entryFields.identifiers.default([]),
});
export type InternalListEntryCreate = z.infer<typeof InternalListEntryCreateSchema>;

export const InternalListEntryUpdateSchema = z
  .strictObject({
    name: entryFields.name.optional(),
    entityType: entryFields.entityType.optional(),
    country: entryFields.country,
    dateOfBirth: entryFields.dateOfBirth,
    aliases: entryFields.aliases.optional(),
    identifiers: entryFields.identifiers.optional(),
    notes: entryFields.notes,
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), {
    error: 'body must change at least one field',
  });
export type InternalListEntryUpdate = z.infer<typeof InternalListEntryUpdateSchema>;

export const INTERNAL_LIST_SORT_FIELDS = ['name', 'createdAt', 'updatedAt', 'id'] as const;

/**
 * GET /api/screening/internal-lists/:list: alphabetical unless sorted otherwise, paged like every
 * list (up to 500 a page by default, a team's whole list in practice); `q` matches a name, an
 * alias or the notes, `entityType` keeps one kind of entry.
 */
export const InternalListQuerySchema = pagedQuerySchema({
  sortFields: INTERNAL_LIST_SORT_FIELDS,
  defaultSort: 'name',
  defaultLimit: 500,
}).extend({
  q: SearchTextSchema,
  entityType: WatchlistEntityTypeSchema.optional(),
});
export type InternalListQuery = z.infer<typeof InternalListQuerySchema>;

export const InternalListParamsSchema = z.object({ list: InternalListSchema });
export const InternalListEntryParamsSchema = z.object({
  list: InternalListSchema,
  id: wholeNumber(
    z
      .number({ error: 'id must be a number' })
      .int('id must be an integer')
      .positive('id must be positive'),
  ),
});
