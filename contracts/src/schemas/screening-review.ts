import { z } from 'zod';

import { IsoDateTimeSchema, isRealDate, wholeNumber } from './common';

// Match review (a decision per candidate of a screening) and the search log kept for auditors.

export const MATCH_DECISIONS = ['true_match', 'false_positive', 'escalate'] as const;
export const MatchDecisionSchema = z.enum(MATCH_DECISIONS, {
  error: `decision must be one of: ${MATCH_DECISIONS.join(', ')}`,
});
export type MatchDecision = z.infer<typeof MatchDecisionSchema>;

/**
 * What was screened: a stored KYC or sanctions screening, a row of a batch run, or a party (buyer
 * or seller) of a basic ordering agreement (subjectId: the party's id, `parties[].id`).
 */
export const REVIEW_SUBJECT_TYPES = [
  'kyc_screening',
  'sanctions_screening',
  'batch_row',
  'agreement_party',
] as const;
export const ReviewSubjectTypeSchema = z.enum(REVIEW_SUBJECT_TYPES, {
  error: `subjectType must be one of: ${REVIEW_SUBJECT_TYPES.join(', ')}`,
});
export type ReviewSubjectType = z.infer<typeof ReviewSubjectTypeSchema>;

export const MatchReviewCreateSchema = z.strictObject({
  subjectType: ReviewSubjectTypeSchema,
  /** The screening id; for a batch row, the run id; for an agreement party, the party's id. */
  subjectId: z.number({ error: 'subjectId is required' }).int().positive(),
  /** Batch rows only: the row's 0-based index in the run. */
  rowIndex: z.number().int().min(0).optional(),
  entityId: z
    .string({ error: 'entityId is required' })
    .trim()
    .min(1, 'entityId is required')
    .max(200),
  decision: MatchDecisionSchema,
  note: z
    .string({ error: 'note is required' })
    .trim()
    .min(1, 'note is required: say why')
    .max(2000, 'note must be at most 2000 characters'),
  // No reviewer field: the reviewer is always the signed-in user who sends the decision.
});
export type MatchReviewCreate = z.infer<typeof MatchReviewCreateSchema>;

export const MatchReviewSchema = z.object({
  id: z.number().int(),
  subjectType: z.string(),
  subjectId: z.number().int().nullable(),
  subjectName: z.string(),
  entityId: z.string(),
  entityName: z.string(),
  list: z.string(),
  score: z.number(),
  decision: MatchDecisionSchema,
  note: z.string(),
  /** The signed-in reviewer's stable id (OIDC subject, proxy user; numeric on older decisions). */
  reviewedBy: z.string(),
  /** The reviewer's name when deciding; null on decisions recorded before names were kept. */
  reviewerName: z.string().nullable(),
  reviewedAt: IsoDateTimeSchema,
  /** The workflow an escalation opened, once the worker has opened it. */
  workflowId: z.number().int().nullable(),
});
export type MatchReview = z.infer<typeof MatchReviewSchema>;

export const MatchReviewsQuerySchema = z.strictObject({
  subjectType: ReviewSubjectTypeSchema,
  subjectId: wholeNumber(z.number({ error: 'subjectId must be a number' }).int().positive()),
  rowIndex: wholeNumber(z.number({ error: 'rowIndex must be a number' }).int().min(0)).optional(),
});

/** A remembered false positive that kept a candidate from counting as a match. */
export const MatchSuppressionSchema = z.object({
  reviewId: z.number().int(),
  reviewedBy: z.string(),
  reviewerName: z.string().nullable(),
  reviewedAt: IsoDateTimeSchema,
  note: z.string(),
});
export type MatchSuppression = z.infer<typeof MatchSuppressionSchema>;

// ─── Search log ──────────────────────────────────────────────────────────────

export const SCREENING_CHANNELS = [
  'search',
  'kyc',
  'sanctions_check',
  'sanctions',
  'batch',
] as const;
export const SCREENING_LOG_RESULTS = ['clear', 'flagged', 'blocked'] as const;

export const ScreeningLogCandidateSchema = z.object({
  entityId: z.string(),
  list: z.string(),
  name: z.string(),
  matchedName: z.string(),
  score: z.number(),
  match: z.boolean(),
  suppressed: z.boolean(),
});

export const ScreeningLogEntrySchema = z.object({
  id: z.number().int(),
  createdAt: IsoDateTimeSchema,
  /** Who screened: the signed-in user's stable id and name (null when unknown). */
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  channel: z.enum(SCREENING_CHANNELS),
  queryName: z.string(),
  query: z.record(z.string(), z.unknown()),
  lists: z.array(z.string()),
  listVersions: z.array(
    z.object({
      source: z.string(),
      versionId: z.number().int().nullable(),
      asOf: z.string().nullable(),
    }),
  ),
  candidates: z.array(ScreeningLogCandidateSchema),
  candidateCount: z.number().int(),
  result: z.enum(SCREENING_LOG_RESULTS),
  decision: z.string().nullable(),
  subjectType: z.string().nullable(),
  subjectId: z.number().int().nullable(),
});
export type ScreeningLogEntry = z.infer<typeof ScreeningLogEntrySchema>;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'dates must be YYYY-MM-DD')
  .refine(isRealDate, 'dates must be real calendar dates');

export const ScreeningLogQuerySchema = z
  .strictObject({
    from: day.optional(),
    to: day.optional(),
    userId: z
      .string({ error: 'userId must be a user id' })
      .trim()
      .min(1, 'userId must not be empty')
      .max(200, 'userId must be at most 200 characters')
      .optional(),
    result: z
      .enum(SCREENING_LOG_RESULTS, {
        error: `result must be one of: ${SCREENING_LOG_RESULTS.join(', ')}`,
      })
      .optional(),
    list: z.string().trim().min(1).max(64).optional(),
    limit: wholeNumber(
      z
        .number({ error: 'limit must be a number' })
        .int()
        .min(1, 'limit must be at least 1')
        .max(200, 'limit must be at most 200'),
    ).default(50),
    cursor: z
      .string({ error: 'cursor must be a string' })
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'cursor is malformed')
      .optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'from must not be after to' });
export type ScreeningLogQuery = z.infer<typeof ScreeningLogQuerySchema>;

// ─── Batch files ─────────────────────────────────────────────────────────────

const column = z.string().trim().min(1).max(200);

/** Which column of the file holds each field; only the name is required. */
export const BatchFileMappingSchema = z.strictObject({
  name: column.optional(),
  type: column.optional(),
  country: column.optional(),
  dateOfBirth: column.optional(),
  identifier: column.optional(),
});
export type BatchFileMapping = z.infer<typeof BatchFileMappingSchema>;

export const BatchFilePreviewSchema = z.object({
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  columns: z.array(z.string()),
  rowCount: z.number().int(),
  /** The first rows, as cells under the columns. */
  sample: z.array(z.array(z.string())),
  /** Columns whose header reads like each field. */
  suggestedMapping: BatchFileMappingSchema,
});
export type BatchFilePreview = z.infer<typeof BatchFilePreviewSchema>;
