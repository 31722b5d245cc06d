import { z } from 'zod';

import { AcknowledgeFlaggedPartiesSchema, BoaCurrencySchema, moneySchema } from './agreements';
import { IsoDateTimeSchema, strictBody, wholeNumber } from './common';
import { pagedQuerySchema, SearchTextSchema } from './paging';
import { optionalText } from './text-fields';

// Digital trade order: orders placed under an active agreement, signed by the
// organisation when placed. Statuses: draft -> placed -> accepted | rejected; accepted -> fulfilled.

export const DIGITAL_ORDER_TYPES = ['purchase_order', 'call_off', 'release'] as const;
export const DIGITAL_ORDER_STATUSES = [
  'draft',
  'placed',
  'accepted',
  'rejected',
  'fulfilled',
] as const;
export const DigitalOrderStatusSchema = z.enum(DIGITAL_ORDER_STATUSES, {
  error: `status must be one of: ${DIGITAL_ORDER_STATUSES.join(', ')}`,
});
export type DigitalOrderStatus = z.infer<typeof DigitalOrderStatusSchema>;

export const ORDER_TRANSITIONS: Record<DigitalOrderStatus, readonly DigitalOrderStatus[]> = {
  draft: ['placed'],
  placed: ['accepted', 'rejected'],
  accepted: ['fulfilled'],
  rejected: [],
  fulfilled: [],
};

export const DigitalOrderCreateSchema = strictBody({
  agreementId: z
    .number({ error: 'agreementId is required' })
    .int('agreementId must be an integer')
    .positive('agreementId must be positive'),
  orderNumber: z
    .string({ error: 'orderNumber must be a string' })
    .trim()
    .max(64, 'orderNumber must be at most 64 characters')
    .regex(/^[\w./-]*$/, 'orderNumber may hold letters, digits, and . / _ - only')
    .nullable()
    .optional()
    .transform((value) => value || null),
  orderType: z
    .enum(DIGITAL_ORDER_TYPES, {
      error: `orderType must be one of: ${DIGITAL_ORDER_TYPES.join(', ')}`,
    })
    .default('purchase_order'),
  description: optionalText('description', 1000),
  totalValue: moneySchema('totalValue', 'Order value'),
  currency: BoaCurrencySchema,
  status: z
    .enum(['draft', 'placed'], { error: 'status must be draft or placed when creating' })
    .default('placed'),
  actorId: z.number().int().positive().optional(),
  acknowledgeFlaggedParties: AcknowledgeFlaggedPartiesSchema,
}).strict();
export type DigitalOrderCreate = z.input<typeof DigitalOrderCreateSchema>;
export type DigitalOrderCreateParsed = z.output<typeof DigitalOrderCreateSchema>;

export const DigitalOrderStatusChangeSchema = strictBody({
  status: z.enum(['placed', 'accepted', 'rejected', 'fulfilled'], {
    error: 'status must be one of: placed, accepted, rejected, fulfilled',
  }),
  reason: optionalText('reason', 1000),
  actorId: z.number().int().positive().optional(),
  acknowledgeFlaggedParties: AcknowledgeFlaggedPartiesSchema,
});
export type DigitalOrderStatusChange = z.input<typeof DigitalOrderStatusChangeSchema>;

/** What is signed for an order: its terms and the agreement version (and terms) it falls under. */
export const OrderTermsSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  orderType: z.enum(DIGITAL_ORDER_TYPES),
  description: z.string().nullable(),
  totalValue: z.number(),
  currency: BoaCurrencySchema,
  agreement: z.object({
    id: z.number().int(),
    agreementNumber: z.string(),
    version: z.number().int(),
    termsDigest: z.string(),
  }),
});
export type OrderTerms = z.infer<typeof OrderTermsSchema>;

export const DigitalOrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  orderType: z.enum(DIGITAL_ORDER_TYPES),
  description: z.string().nullable(),
  totalValue: z.number(),
  currency: BoaCurrencySchema,
  status: DigitalOrderStatusSchema,
  statusReason: z.string().nullable(),
  agreement: z.object({
    id: z.number().int(),
    agreementNumber: z.string(),
    version: z.number().int(),
    status: z.string(),
  }),
  /** unsigned (drafts), valid, or invalid when the stored signature no longer verifies. */
  signature: z.object({
    state: z.enum(['unsigned', 'valid', 'invalid']),
    kid: z.string().nullable(),
    signedAt: IsoDateTimeSchema.nullable(),
    reason: z.string().nullable(),
  }),
  placedAt: IsoDateTimeSchema.nullable(),
  decidedAt: IsoDateTimeSchema.nullable(),
  fulfilledAt: IsoDateTimeSchema.nullable(),
  createdAt: IsoDateTimeSchema,
});
export type DigitalOrder = z.infer<typeof DigitalOrderSchema>;
export const DigitalOrderListSchema = z.array(DigitalOrderSchema);

export const DigitalOrderExportSchema = z.object({
  terms: OrderTermsSchema,
  signatures: z.array(z.object({ signer: z.string(), kid: z.string(), jws: z.string() })),
});

export const OrderVerificationSchema = z.object({
  orderId: z.number().int(),
  valid: z.boolean(),
  signature: DigitalOrderSchema.shape.signature,
  /** base64url SHA-256 of the canonical order terms as stored now. */
  termsDigest: z.string(),
  checkedAt: IsoDateTimeSchema,
});
export type OrderVerification = z.infer<typeof OrderVerificationSchema>;

export const DIGITAL_ORDER_SORT_FIELDS = ['id', 'createdAt', 'orderNumber', 'totalValue'] as const;

/** GET /api/digital-trade-orders: newest first; `q` searches the order number and description. */
export const DigitalOrderListQuerySchema = pagedQuerySchema({
  sortFields: DIGITAL_ORDER_SORT_FIELDS,
  defaultSort: '-id',
}).extend({
  status: DigitalOrderStatusSchema.optional(),
  agreementId: wholeNumber(
    z.number({ error: 'agreementId must be a number' }).int().positive(),
  ).optional(),
  q: SearchTextSchema,
});
export type DigitalOrderListQuery = z.infer<typeof DigitalOrderListQuerySchema>;
