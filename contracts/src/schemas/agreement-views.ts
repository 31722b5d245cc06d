import { z } from 'zod';

import { AgreementTermsSchema, AuditEntrySchema, BoaStatusSchema } from './agreements';
import { IsoDateTimeSchema } from './common';
import { pagedQuerySchema, SearchTextSchema } from './paging';
import { ScreeningMatchSchema } from './screening';

// What the api returns about agreements: the terms plus lifecycle state, signatures in brief and
// the screening of both parties.

export const SIGNING_PARTIES = ['organisation', 'counterparty'] as const;
export const SigningPartySchema = z.enum(SIGNING_PARTIES);
export type SigningParty = z.infer<typeof SigningPartySchema>;

export const SignatureSummarySchema = z.object({
  party: SigningPartySchema,
  signer: z.string(),
  kid: z.string(),
  alg: z.string(),
  signedAt: IsoDateTimeSchema,
});
export type SignatureSummary = z.infer<typeof SignatureSummarySchema>;

export const PartyScreeningSchema = z.object({
  /** The party's id: the subjectId of a match review of its hits (subjectType 'agreement_party'). */
  id: z.number().int(),
  role: z.enum(['buyer', 'seller']),
  names: z.array(z.string()),
  /** False when no watchlist was loaded: the party was not checked against anything. */
  screened: z.boolean(),
  result: z.enum(['clear', 'flagged', 'blocked']),
  /**
   * Flagged on a possible watchlist match that a compliance officer has not yet decided a false
   * positive: compliance approval, activation and orders then need acknowledgeFlaggedParties.
   */
  awaitingReview: z.boolean(),
  riskLevel: z.enum(['low', 'medium', 'high']),
  reasons: z.array(z.string()),
  lists: z.array(z.string()),
  screenedAt: IsoDateTimeSchema,
});
export type PartyScreening = z.infer<typeof PartyScreeningSchema>;

/** In the detail, a party also carries what a match review of it needs. */
export const PartyScreeningDetailSchema = PartyScreeningSchema.extend({
  /**
   * The watchlist hits the party was flagged or blocked on (candidates at or above the threshold,
   * and those a false-positive decision now suppresses, marked `suppressed`), strongest first.
   */
  hits: z.array(ScreeningMatchSchema),
});
export type PartyScreeningDetail = z.infer<typeof PartyScreeningDetailSchema>;

export const AgreementSchema = AgreementTermsSchema.extend({
  status: BoaStatusSchema,
  statusReason: z.string().nullable(),
  legalReview: z.boolean(),
  legalReviewAt: IsoDateTimeSchema.nullable(),
  legalReviewBy: z.string().nullable(),
  complianceApproval: z.boolean(),
  complianceApprovalAt: IsoDateTimeSchema.nullable(),
  complianceApprovalBy: z.string().nullable(),
  /** True once the first signature exists: a change then needs an amendment. */
  termsFrozen: z.boolean(),
  signatures: z.array(SignatureSummarySchema),
  parties: z.array(PartyScreeningSchema),
  activatedAt: IsoDateTimeSchema.nullable(),
  expiresAt: IsoDateTimeSchema.nullable(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type Agreement = z.infer<typeof AgreementSchema>;
export const AgreementListSchema = z.array(AgreementSchema);

export const AgreementVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: BoaStatusSchema,
  createdAt: IsoDateTimeSchema,
});

export const AgreementDetailSchema = AgreementSchema.extend({
  parties: z.array(PartyScreeningDetailSchema),
  auditTrail: z.array(AuditEntrySchema),
  /** Every version of this agreement number, oldest first (amendments link to the one before). */
  versions: z.array(AgreementVersionSchema),
  orderCount: z.number().int(),
});
export type AgreementDetail = z.infer<typeof AgreementDetailSchema>;

export const AgreementStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  digitalOrders: z.number().int(),
  iccCompliant: z.number().int(),
});
export type AgreementStats = z.infer<typeof AgreementStatsSchema>;

export const AGREEMENT_SORT_FIELDS = [
  'id',
  'createdAt',
  'updatedAt',
  'agreementNumber',
  'buyerName',
  'sellerName',
] as const;

/** GET /api/basic-ordering-agreements: newest first; `q` searches number, buyer and seller. */
export const AgreementListQuerySchema = pagedQuerySchema({
  sortFields: AGREEMENT_SORT_FIELDS,
  defaultSort: '-id',
}).extend({
  status: BoaStatusSchema.optional(),
  q: SearchTextSchema,
});
export type AgreementListQuery = z.infer<typeof AgreementListQuerySchema>;
