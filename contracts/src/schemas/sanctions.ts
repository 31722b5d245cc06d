import { z } from 'zod';

import { IsoDateTimeSchema, strictBody } from './common';
import { RISK_LEVELS, RiskLevelSchema, SCREENING_RESULTS, ScreeningResultSchema } from './kyc';
import { pagedQuerySchema, SearchTextSchema } from './paging';
import { ListVersionSchema, ScreeningMatchSchema } from './screening';

// Sanctions screening and the form messages. The user decides result and risk; the
// server screens the name too and keeps its suggestion beside the decision (issue 4).

export const SANCTIONS_ENTITY_TYPES = ['individual', 'company', 'vessel'] as const;

/** Missing, empty or null -> the spec's 'required' text; any other unknown value names the choices. */
const requiredEnum = <const T extends readonly [string, ...string[]]>(
  values: T,
  required: string,
  label: string,
) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? required
        : `${label} must be one of: ${values.join(', ')}`,
  });

export const SanctionsEntityTypeSchema = requiredEnum(
  SANCTIONS_ENTITY_TYPES,
  'Entity type is required',
  'Entity type',
);
export type SanctionsEntityType = z.infer<typeof SanctionsEntityTypeSchema>;

const EntityNameSchema = z
  .string({ error: 'Entity name is required' })
  .trim()
  .min(1, 'Entity name is required')
  .max(300, 'Entity name must be at most 300 characters');

export const SanctionsScreeningCreateSchema = strictBody({
  entityName: EntityNameSchema,
  entityType: SanctionsEntityTypeSchema,
  screeningResult: requiredEnum(
    SCREENING_RESULTS,
    'Screening result is required',
    'Screening result',
  ),
  riskLevel: requiredEnum(RISK_LEVELS, 'Risk level is required', 'Risk level'),
  notes: z
    .string({ error: 'notes must be a string' })
    .trim()
    .max(2000, 'notes must be at most 2000 characters')
    .nullable()
    .optional()
    .transform((value) => value || null),
  /** Why the decision is milder than the server's suggestion; required in that case. */
  overrideReason: z
    .string({ error: 'overrideReason must be a string' })
    .trim()
    .max(2000, 'overrideReason must be at most 2000 characters')
    .nullable()
    .optional()
    .transform((value) => value || null),
});
export type SanctionsScreeningCreate = z.input<typeof SanctionsScreeningCreateSchema>;
export type SanctionsScreeningCreateParsed = z.output<typeof SanctionsScreeningCreateSchema>;

/** 'Check watchlists': screen the typed name before deciding. */
export const SanctionsCheckRequestSchema = strictBody({
  entityName: EntityNameSchema,
  entityType: SanctionsEntityTypeSchema,
});
export type SanctionsCheckRequest = z.infer<typeof SanctionsCheckRequestSchema>;

export const SanctionsSuggestionSchema = z.object({
  suggestedResult: ScreeningResultSchema,
  suggestedRiskLevel: RiskLevelSchema,
  /** Why, in plain words (strongest match, score, list). */
  reasons: z.array(z.string()),
});

export const SanctionsCheckResponseSchema = SanctionsSuggestionSchema.extend({
  candidates: z.array(ScreeningMatchSchema),
  threshold: z.number(),
  listVersions: z.array(ListVersionSchema),
});
export type SanctionsCheckResponse = z.infer<typeof SanctionsCheckResponseSchema>;

export const SanctionsScreeningSchema = z.object({
  id: z.number().int(),
  entityName: z.string(),
  entityType: SanctionsEntityTypeSchema,
  /** The user's decision. */
  screeningResult: ScreeningResultSchema,
  riskLevel: RiskLevelSchema,
  notes: z.string().nullable(),
  /** Why a result milder than the suggestion was recorded (required for such a decision). */
  overrideReason: z.string().nullable(),
  /** Who recorded the decision (the signed-in user); null for screenings stored before that. */
  decidedBy: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  /** The server's suggestion at the time of the decision (and after re-screening). */
  suggestedResult: ScreeningResultSchema.nullable(),
  suggestedRiskLevel: RiskLevelSchema.nullable(),
  /** The decision differs from the suggestion. */
  overridden: z.boolean(),
  matchCount: z.number().int(),
  candidateCount: z.number().int(),
  topScore: z.number().nullable(),
  screenedAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type SanctionsScreening = z.infer<typeof SanctionsScreeningSchema>;
export const SanctionsScreeningListSchema = z.array(SanctionsScreeningSchema);

export const SanctionsScreeningDetailSchema = SanctionsScreeningSchema.extend({
  matches: z.array(ScreeningMatchSchema),
  listVersions: z.array(ListVersionSchema),
  reasons: z.array(z.string()),
});
export type SanctionsScreeningDetail = z.infer<typeof SanctionsScreeningDetailSchema>;

export const SANCTIONS_SORT_FIELDS = ['screenedAt', 'entityName', 'id'] as const;

/** GET /api/sanctions-screening: newest first; `q` searches the entity name. */
export const SanctionsListQuerySchema = pagedQuerySchema({
  sortFields: SANCTIONS_SORT_FIELDS,
  defaultSort: '-screenedAt',
  defaultLimit: 500,
}).extend({
  q: SearchTextSchema,
  screeningResult: ScreeningResultSchema.optional(),
  riskLevel: RiskLevelSchema.optional(),
});
export type SanctionsListQuery = z.infer<typeof SanctionsListQuerySchema>;
