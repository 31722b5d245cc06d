import { z } from 'zod';

import { IsoDateTimeSchema, isRealDate, strictBody } from './common';
import { pagedQuerySchema, SearchTextSchema } from './paging';

// Regulation: the form rules and the calls (list filters, search above 2 characters).

export const REGULATION_TYPES = ['import', 'export', 'customs', 'safety', 'environmental'] as const;
export const RegulationTypeSchema = z.enum(REGULATION_TYPES, {
  error: `regulationType must be one of: ${REGULATION_TYPES.join(', ')}`,
});
export type RegulationType = z.infer<typeof RegulationTypeSchema>;

/** Regulation text search needs more than 2 characters. */
export const REGULATION_SEARCH_MIN_LENGTH = 3;

/** HS codes: 2 to 10 digits, optionally dotted as in '8471.30' (applicableCommodities). */
export const HS_CODE_PATTERN = /^(?=(?:\D*\d){2,10}\D*$)\d+(?:\.\d+)*$/;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const isoDate = (field: string) =>
  z
    .string({ error: `${field} must be a string` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be an ISO date (YYYY-MM-DD)`)
    .refine(isRealDate, `${field} must be a real calendar date`);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const RegulationCreateSchema = strictBody({
  title: requiredText('Title', 500),
  regulationCode: requiredText('Regulation code', 100),
  country: requiredText('Country', 100),
  regulationType: RegulationTypeSchema,
  description: requiredText('Description', 10_000),
  effectiveDate: z
    .string({ error: 'Effective date is required' })
    .trim()
    .min(1, 'Effective date is required')
    .pipe(isoDate('effectiveDate')),
  // The form sends '' for an untouched optional date: treat it as absent.
  expiryDate: z
    .union([z.literal(''), isoDate('expiryDate')])
    .nullable()
    .optional()
    .transform((value) => value || null),
  source: requiredText('Source', 500),
  requirements: z
    .custom<Record<string, unknown>>(isPlainObject, {
      error: 'requirements must be a JSON object or null',
    })
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  applicableCommodities: z
    .array(
      z
        .string({ error: 'applicableCommodities must be a list of HS codes' })
        .trim()
        .regex(HS_CODE_PATTERN, 'HS codes must be 2 to 10 digits (dots allowed)'),
      { error: 'applicableCommodities must be a list of HS codes' },
    )
    .max(200, 'applicableCommodities must have at most 200 codes')
    .default([]),
  // isActive is true on creation.
  isActive: z.boolean({ error: 'isActive must be a boolean' }).default(true),
}).refine((value) => !value.expiryDate || value.expiryDate > value.effectiveDate, {
  error: 'Expiry date must be after the effective date',
  path: ['expiryDate'],
});
export type RegulationCreate = z.input<typeof RegulationCreateSchema>;
export type RegulationCreateParsed = z.output<typeof RegulationCreateSchema>;

export const RegulationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  regulationCode: z.string(),
  country: z.string(),
  regulationType: RegulationTypeSchema,
  description: z.string(),
  /** YYYY-MM-DD. */
  effectiveDate: z.string(),
  expiryDate: z.string().nullable(),
  source: z.string(),
  requirements: z.record(z.string(), z.unknown()).nullable(),
  applicableCommodities: z.array(z.string()),
  isActive: z.boolean(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type Regulation = z.infer<typeof RegulationSchema>;
export const RegulationListSchema = z.array(RegulationSchema);

const optionalFilter = (field: string) =>
  z
    .string({ error: `${field} must be a string` })
    .trim()
    .max(100, `${field} must be at most 100 characters`)
    .optional()
    .transform((value) => value || undefined);

export const REGULATION_SORT_FIELDS = [
  'updatedAt',
  'effectiveDate',
  'title',
  'regulationCode',
  'country',
  'id',
] as const;

/**
 * GET /api/regulations: most recently updated first; `q` searches title, code and description and
 * matches an HS code in the applicable commodities, as /search does.
 */
export const RegulationListQuerySchema = pagedQuerySchema({
  sortFields: REGULATION_SORT_FIELDS,
  defaultSort: '-updatedAt',
  defaultLimit: 500,
}).extend({
  q: SearchTextSchema,
  country: optionalFilter('country'),
  type: z
    .union([z.literal(''), RegulationTypeSchema], {
      error: `type must be one of: ${REGULATION_TYPES.join(', ')}`,
    })
    .optional()
    .transform((value) => value || undefined),
});
export type RegulationListQuery = z.infer<typeof RegulationListQuerySchema>;

export const RegulationSearchQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(REGULATION_SEARCH_MIN_LENGTH, 'q must be longer than 2 characters')
    .max(200, 'q must be at most 200 characters'),
  country: optionalFilter('country'),
});
export type RegulationSearchQuery = z.input<typeof RegulationSearchQuerySchema>;
