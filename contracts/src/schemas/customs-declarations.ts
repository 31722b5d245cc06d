import { z } from 'zod';

import { IsoDateTimeSchema, strictBody } from './common';
import { HsCodeInputSchema } from './hs-codes';
import { pagedQuerySchema, SearchTextSchema } from './paging';
import { MonitoredPartyScreeningSchema } from './party-screening';
import { optionalText, requiredText } from './text-fields';

// Customs declaration: the form rules, the calls and the constants. The client generates
// declarationNumber ('DCL-' + timestamp); the server generates one when it is absent.

export const DECLARATION_NUMBER_PREFIX = 'DCL-';

export const DECLARATION_TYPES = ['import', 'export', 'transit'] as const;
export const DeclarationTypeSchema = z.enum(DECLARATION_TYPES, {
  error: `declarationType must be one of: ${DECLARATION_TYPES.join(', ')}`,
});
export type DeclarationType = z.infer<typeof DeclarationTypeSchema>;

export const DECLARATION_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CNY'] as const;
export const DeclarationCurrencySchema = z.enum(DECLARATION_CURRENCIES, {
  error: `currency must be one of: ${DECLARATION_CURRENCIES.join(', ')}`,
});
export type DeclarationCurrency = z.infer<typeof DeclarationCurrencySchema>;

export const DECLARATION_TRANSPORT_MODES = ['sea', 'air', 'land', 'rail'] as const;
export const DeclarationTransportModeSchema = z.enum(DECLARATION_TRANSPORT_MODES, {
  error: `transportMode must be one of: ${DECLARATION_TRANSPORT_MODES.join(', ')}`,
});
export type DeclarationTransportMode = z.infer<typeof DeclarationTransportModeSchema>;

export const DECLARATION_STATUSES = ['draft', 'submitted', 'cleared', 'rejected'] as const;
export const DeclarationStatusSchema = z.enum(DECLARATION_STATUSES, {
  error: `status must be one of: ${DECLARATION_STATUSES.join(', ')}`,
});
export type DeclarationStatus = z.infer<typeof DeclarationStatusSchema>;

/** Allowed moves: draft -> submitted -> cleared | rejected. Cleared and rejected are final. */
export const DECLARATION_TRANSITIONS: Record<DeclarationStatus, readonly DeclarationStatus[]> = {
  draft: ['submitted'],
  submitted: ['cleared', 'rejected'],
  cleared: [],
  rejected: [],
};

/** The largest amount a declaration holds: what its decimal(15, 2) columns can store. */
const MAX_DECLARED_AMOUNT = 9_999_999_999_999;

export const DeclarationItemSchema = z.object({
  description: z
    .string({ error: 'items[].description must be a string' })
    .trim()
    .min(1, 'items[].description is required')
    .max(500, 'items[].description must be at most 500 characters'),
  quantity: z
    .number({ error: 'items[].quantity must be a number' })
    .nonnegative('items[].quantity must not be negative')
    .max(MAX_DECLARED_AMOUNT, 'items[].quantity is too large'),
  value: z
    .number({ error: 'items[].value must be a number' })
    .nonnegative('items[].value must not be negative')
    .max(MAX_DECLARED_AMOUNT, 'items[].value is too large'),
  /** Optional; digits only once parsed, and the server checks it exists in HS 2022. */
  hsCode: HsCodeInputSchema.nullish(),
});
/** An item as answered: the HS code already normalised (responses carry no transforms). */
export const DeclarationItemOutputSchema = DeclarationItemSchema.extend({
  hsCode: z.string().nullish(),
});
export type DeclarationItem = z.infer<typeof DeclarationItemOutputSchema>;

export const CustomsDeclarationCreateSchema = strictBody({
  declarationNumber: z
    .string({ error: 'declarationNumber must be a string' })
    .trim()
    .max(64, 'declarationNumber must be at most 64 characters')
    .nullable()
    .optional()
    .transform((value) => value || null),
  declarationType: DeclarationTypeSchema.default('import'),
  customsOffice: requiredText('Customs office', 'customsOffice', 200),
  declarantName: requiredText('Declarant name', 'declarantName', 300),
  declarantCode: optionalText('declarantCode', 100),
  consignorName: optionalText('consignorName', 300),
  consigneeName: optionalText('consigneeName', 300),
  consignorAddress: optionalText('consignorAddress', 500),
  consigneeAddress: optionalText('consigneeAddress', 500),
  totalValue: z
    .number({ error: 'totalValue must be a number' })
    .nonnegative('totalValue must not be negative')
    .max(MAX_DECLARED_AMOUNT, 'totalValue is too large')
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  currency: DeclarationCurrencySchema.default('USD'),
  countryOfOrigin: optionalText('countryOfOrigin', 100),
  countryOfDestination: optionalText('countryOfDestination', 100),
  transportMode: DeclarationTransportModeSchema.default('sea'),
  items: z
    .array(DeclarationItemSchema, { error: 'items must be a list of items' })
    .max(500, 'items must have at most 500 entries')
    .default([]),
  // The client sends no status. A declaration filed through the form is a submission
  // (pending until customs clears or rejects it); callers may file a draft explicitly.
  // cleared/rejected only come from the status endpoint.
  status: z
    .enum(['draft', 'submitted'], { error: 'status must be draft or submitted when creating' })
    .default('submitted'),
});
export type CustomsDeclarationCreate = z.input<typeof CustomsDeclarationCreateSchema>;
export type CustomsDeclarationCreateParsed = z.output<typeof CustomsDeclarationCreateSchema>;

export const CustomsDeclarationSchema = z.object({
  id: z.number().int(),
  declarationNumber: z.string(),
  declarationType: DeclarationTypeSchema,
  customsOffice: z.string(),
  declarantName: z.string(),
  declarantCode: z.string().nullable(),
  consignorName: z.string().nullable(),
  consigneeName: z.string().nullable(),
  consignorAddress: z.string().nullable(),
  consigneeAddress: z.string().nullable(),
  totalValue: z.number().nullable(),
  currency: DeclarationCurrencySchema,
  countryOfOrigin: z.string().nullable(),
  countryOfDestination: z.string().nullable(),
  transportMode: DeclarationTransportModeSchema,
  items: z.array(DeclarationItemOutputSchema),
  status: DeclarationStatusSchema,
  rejectionReason: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
  clearedAt: IsoDateTimeSchema.nullable(),
  /** Watchlist screening of the named consignor and consignee (a party without a name is absent). */
  partyScreenings: z.array(MonitoredPartyScreeningSchema),
});
export type CustomsDeclaration = z.infer<typeof CustomsDeclarationSchema>;
export const CustomsDeclarationListSchema = z.array(CustomsDeclarationSchema);

export const DECLARATION_SORT_FIELDS = [
  'createdAt',
  'declarationNumber',
  'declarantName',
  'id',
] as const;

/** GET /api/customs-declarations: newest first; `q` searches number, declarant and parties. */
export const CustomsDeclarationListQuerySchema = pagedQuerySchema({
  sortFields: DECLARATION_SORT_FIELDS,
  defaultSort: '-createdAt',
  defaultLimit: 500,
}).extend({
  status: DeclarationStatusSchema.optional(),
  q: SearchTextSchema,
});
export type CustomsDeclarationListQuery = z.infer<typeof CustomsDeclarationListQuerySchema>;

/**
 * GET /api/customs-declarations/summary: the summary cards over every declaration, whatever the
 * screen has loaded. Pending means submitted; the value sums USD declarations only (other
 * currencies are not converted).
 */
export const CustomsDeclarationSummarySchema = z.object({
  total: z.number().int(),
  cleared: z.number().int(),
  pending: z.number().int(),
  totalValueUsd: z.number(),
});
export type CustomsDeclarationSummary = z.infer<typeof CustomsDeclarationSummarySchema>;

export const CustomsDeclarationStatusUpdateSchema = z.object({
  status: z.enum(['submitted', 'cleared', 'rejected'], {
    error: 'status must be one of: submitted, cleared, rejected',
  }),
  reason: optionalText('reason', 1000),
});
export type CustomsDeclarationStatusUpdate = z.input<typeof CustomsDeclarationStatusUpdateSchema>;
