import { z } from 'zod';

import { IsoDateTimeSchema, isRealDate, oneOf, strictBody } from './common';
import { pagedQuerySchema, SearchTextSchema } from './paging';
import { ListVersionSchema, ScreeningMatchSchema } from './screening';

// KYC screening: the form rules and the calls. screeningResult, riskLevel and the flags are
// computed by the server (issue 4); values a client sends for them are accepted and ignored.

export const SCREENING_RESULTS = ['clear', 'flagged', 'blocked'] as const;
export const ScreeningResultSchema = oneOf('screeningResult', SCREENING_RESULTS);
export type ScreeningResult = z.infer<typeof ScreeningResultSchema>;

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export const RiskLevelSchema = oneOf('riskLevel', RISK_LEVELS);
export type RiskLevel = z.infer<typeof RiskLevelSchema>;

export const KYC_ENTITY_TYPES = ['individual', 'company', 'beneficial_owner'] as const;
export const KycEntityTypeSchema = z.enum(KYC_ENTITY_TYPES, {
  error: `entityType must be one of: ${KYC_ENTITY_TYPES.join(', ')}`,
});
export type KycEntityType = z.infer<typeof KycEntityTypeSchema>;

/** AML flags the server raises (prisma/reference-data/aml; rules in the README's Screening section). */
export const AML_FLAGS = [
  'fatf_call_for_action_jurisdiction',
  'fatf_increased_monitoring_jurisdiction',
  'comprehensively_sanctioned_jurisdiction',
  'missing_identification',
] as const;

/** The form sends '' for untouched optional inputs: treat it as absent. */
const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a string` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => value || null);

export const DateOfBirthSchema = z
  .string({ error: 'dateOfBirth must be a string' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'dateOfBirth must be an ISO date (YYYY-MM-DD)')
  .refine(isRealDate, 'dateOfBirth must be a real calendar date')
  .refine((value) => value <= new Date().toISOString().slice(0, 10), {
    error: 'dateOfBirth must not be in the future',
  });

export const KycScreeningCreateSchema = strictBody({
  entityName: z
    .string({ error: 'Entity name is required' })
    .trim()
    .min(1, 'Entity name is required')
    .max(300, 'Entity name must be at most 300 characters'),
  entityType: KycEntityTypeSchema.default('individual'),
  identificationNumber: optionalText('identificationNumber', 100),
  country: z
    .string({ error: 'Country is required' })
    .trim()
    .min(1, 'Country is required')
    .max(100, 'Country must be at most 100 characters'),
  address: optionalText('address', 500),
  dateOfBirth: z
    .union([z.literal(''), DateOfBirthSchema])
    .nullable()
    .optional()
    .transform((value) => value || null),
  notes: optionalText('notes', 2000),
  // The client sends these (generated at random). The server computes them instead.
  screeningResult: z.unknown().optional().describe('Ignored: computed by the server'),
  riskLevel: z.unknown().optional().describe('Ignored: computed by the server'),
  isPEP: z.unknown().optional().describe('Ignored: computed by the server'),
  isBlacklisted: z.unknown().optional().describe('Ignored: computed by the server'),
  sanctionsMatch: z.unknown().optional().describe('Ignored: computed by the server'),
  amlFlags: z.unknown().optional().describe('Ignored: computed by the server'),
});
export type KycScreeningCreate = z.input<typeof KycScreeningCreateSchema>;
export type KycScreeningCreateParsed = z.output<typeof KycScreeningCreateSchema>;

export const KycScreeningSchema = z.object({
  id: z.number().int(),
  entityName: z.string(),
  entityType: KycEntityTypeSchema,
  identificationNumber: z.string().nullable(),
  country: z.string(),
  address: z.string().nullable(),
  /** YYYY-MM-DD. */
  dateOfBirth: z.string().nullable(),
  notes: z.string().nullable(),
  screeningResult: ScreeningResultSchema,
  riskLevel: RiskLevelSchema,
  isPEP: z.boolean(),
  isBlacklisted: z.boolean(),
  sanctionsMatch: z.boolean(),
  amlFlags: z.array(z.string()),
  /** Candidates stored with the screening (score >= 0.6), and how many are matches. */
  matchCount: z.number().int(),
  candidateCount: z.number().int(),
  topScore: z.number().nullable(),
  screenedAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type KycScreening = z.infer<typeof KycScreeningSchema>;
export const KycScreeningListSchema = z.array(KycScreeningSchema);

/**
 * GET /api/kyc-screening/summary: the summary cards over every screening. Flagged counts a result
 * of flagged or a high risk level; PEP counts screenings marked as politically exposed.
 */
export const KycSummarySchema = z.object({
  total: z.number().int(),
  flagged: z.number().int(),
  pep: z.number().int(),
});
export type KycSummaryCounts = z.infer<typeof KycSummarySchema>;

export const KycScreeningDetailSchema = KycScreeningSchema.extend({
  matches: z.array(ScreeningMatchSchema),
  listVersions: z.array(ListVersionSchema),
  /** Why the server chose this result and risk level, in plain words. */
  reasons: z.array(z.string()),
});
export type KycScreeningDetail = z.infer<typeof KycScreeningDetailSchema>;

export const KYC_SORT_FIELDS = ['screenedAt', 'entityName', 'country', 'id'] as const;

/** GET /api/kyc-screening: newest first; `q` searches the entity name. */
export const KycListQuerySchema = pagedQuerySchema({
  sortFields: KYC_SORT_FIELDS,
  defaultSort: '-screenedAt',
  defaultLimit: 500,
}).extend({
  q: SearchTextSchema,
  screeningResult: ScreeningResultSchema.optional(),
  riskLevel: RiskLevelSchema.optional(),
});
export type KycListQuery = z.infer<typeof KycListQuerySchema>;

/**
 * GET /api/kyc-screening/search: the entity-name search of the spec (more than 2 characters),
 * paged as the list is (newest first; the total in X-Total-Count, the next page in Link).
 */
export const KycSearchQuerySchema = pagedQuerySchema({
  sortFields: KYC_SORT_FIELDS,
  defaultSort: '-screenedAt',
  defaultLimit: 500,
}).extend({
  entity: z
    .string({ error: 'entity is required' })
    .trim()
    .min(3, 'entity must be longer than 2 characters')
    .max(300, 'entity must be at most 300 characters'),
});
export type KycSearchQuery = z.infer<typeof KycSearchQuerySchema>;
