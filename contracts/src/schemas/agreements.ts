import { z } from 'zod';

import { IsoDateTimeSchema, oneOf, strictBody } from './common';
import { optionalText, requiredText } from './text-fields';

// Basic ordering agreement: the BOA form rules and messages, the create call and its
// fixed values, currencies and defaults (ICC compliant = rules version 2024).

export const BOA_AGREEMENT_TYPES = ['basic_ordering', 'master_agreement', 'framework'] as const;
export const BOA_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY'] as const;
export const DATA_EXCHANGE_PROTOCOLS = ['EDI', 'API', 'XML', 'JSON'] as const;
export const BOA_STATUSES = [
  'draft',
  'active',
  'suspended',
  'terminated',
  'expired',
  'superseded',
] as const;
export const ICC_COMPLIANT_RULES_VERSION = '2024';
/** The platform's own organisation: the spec's client always sends vendorId 1. */
export const ORGANISATION_VENDOR_ID = 1;

export const BoaAgreementTypeSchema = oneOf('agreementType', BOA_AGREEMENT_TYPES);
export const BoaCurrencySchema = oneOf('currency', BOA_CURRENCIES);
export type BoaCurrency = z.infer<typeof BoaCurrencySchema>;
export const DataExchangeProtocolSchema = oneOf('dataExchangeProtocol', DATA_EXCHANGE_PROTOCOLS);
export const BoaStatusSchema = oneOf('status', BOA_STATUSES);
export type BoaStatus = z.infer<typeof BoaStatusSchema>;

const MAX_MONEY = 9_999_999_999_999.99;

/** A positive amount with at most two decimals (stored as Decimal(15, 2), never rounded). */
export const moneySchema = (field: string, label: string) =>
  z
    .number({ error: `${field} must be a number` })
    .positive(`${label} must be greater than 0`)
    .max(MAX_MONEY, `${field} is too large`)
    .refine(
      (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      `${field} must have at most 2 decimal places`,
    );

/** The agreement's terms as entered (everything the form and the spec's client send). */
export const AgreementTermsInputSchema = z.object({
  // The number people, orders and signatures go by: an invisible or right-to-left override
  // character would let 'BOA-1' and a look-alike differ where nobody can see it.
  agreementNumber: requiredText('Agreement number', 'agreementNumber', 64).refine(
    (value) => !/[\p{Cc}\p{Cf}]/u.test(value),
    'Agreement number may not contain control or invisible formatting characters',
  ),
  agreementType: BoaAgreementTypeSchema.default('basic_ordering'),
  buyerName: requiredText('Buyer name', 'buyerName', 300),
  sellerName: requiredText('Seller name', 'sellerName', 300),
  buyerLegalEntity: optionalText('buyerLegalEntity', 300),
  sellerLegalEntity: optionalText('sellerLegalEntity', 300),
  authenticationMethod: requiredText('Authentication method', 'authenticationMethod', 100),
  validityPeriod: z
    .number({ error: 'Validity period must be at least 1 month' })
    .int('validityPeriod must be a whole number of months')
    .min(1, 'Validity period must be at least 1 month')
    .max(600, 'validityPeriod must be at most 600 months')
    .default(12),
  maxOrderValue: moneySchema('maxOrderValue', 'Max order value')
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  currency: BoaCurrencySchema.default('USD'),
  digitalPlatform: optionalText('digitalPlatform', 200),
  dataExchangeProtocol: DataExchangeProtocolSchema.default('EDI'),
  documentFormat: requiredText('Document format', 'documentFormat', 50).default('JSON'),
  encryptionStandard: requiredText('Encryption standard', 'encryptionStandard', 50).default(
    'AES-256',
  ),
  vendorId: z
    .number({ error: 'vendorId must be a number' })
    .int('vendorId must be an integer')
    .positive('vendorId must be positive')
    .default(ORGANISATION_VENDOR_ID),
  governingLaw: requiredText('Governing law', 'governingLaw', 200).default('ICC Uniform Rules'),
  disputeResolution: requiredText('Dispute resolution', 'disputeResolution', 200).default(
    'ICC Arbitration Rules',
  ),
  digitalSignatureStandard: requiredText(
    'Digital signature standard',
    'digitalSignatureStandard',
    100,
  ).default('eIDAS'),
  iccRulesVersion: requiredText('ICC rules version', 'iccRulesVersion', 20).default(
    ICC_COMPLIANT_RULES_VERSION,
  ),
});

// Every body below refuses a field it does not know by name ("Unknown field: colour"), as the
// other create bodies do, rather than dropping a misspelt one.
/** An agreement is between two parties: the buyer cannot also be the seller. */
export const SAME_PARTIES_MESSAGE = 'Buyer and seller must be different parties';
export const isSameParty = (buyerName: string, sellerName: string) =>
  buyerName.trim().toLowerCase() === sellerName.trim().toLowerCase();

export const AgreementCreateSchema = strictBody({
  ...AgreementTermsInputSchema.shape,
  // New BOAs are drafts; every other status comes from the lifecycle endpoints.
  status: z.literal('draft', { error: 'status must be draft when creating' }).default('draft'),
  actorId: z.number().int().positive().optional(),
}).refine((body) => !isSameParty(body.buyerName, body.sellerName), {
  message: SAME_PARTIES_MESSAGE,
  path: ['sellerName'],
});
export type AgreementCreate = z.input<typeof AgreementCreateSchema>;
export type AgreementCreateParsed = z.output<typeof AgreementCreateSchema>;

/** An amendment: the terms that change; agreementNumber stays, the version goes up. */
export const AgreementAmendmentSchema = strictBody({
  ...AgreementTermsInputSchema.omit({ agreementNumber: true }).partial().shape,
  actorId: z.number().int().positive().optional(),
});
export type AgreementAmendment = z.input<typeof AgreementAmendmentSchema>;

/** What is signed: the agreement fields without status, approvals or signatures, plus the version chain. */
export const AgreementTermsSchema = z.object({
  id: z.number().int(),
  agreementNumber: z.string(),
  version: z.number().int(),
  amendsId: z.number().int().nullable(),
  agreementType: BoaAgreementTypeSchema,
  buyerName: z.string(),
  sellerName: z.string(),
  buyerLegalEntity: z.string().nullable(),
  sellerLegalEntity: z.string().nullable(),
  authenticationMethod: z.string(),
  validityPeriod: z.number().int(),
  maxOrderValue: z.number().nullable(),
  currency: BoaCurrencySchema,
  digitalPlatform: z.string().nullable(),
  dataExchangeProtocol: DataExchangeProtocolSchema,
  documentFormat: z.string(),
  encryptionStandard: z.string(),
  vendorId: z.number().int().nullable(),
  governingLaw: z.string(),
  disputeResolution: z.string(),
  digitalSignatureStandard: z.string(),
  iccRulesVersion: z.string(),
});
export type AgreementTerms = z.infer<typeof AgreementTermsSchema>;

export const APPROVAL_KINDS = ['legal_review', 'compliance_approval'] as const;
/**
 * Set by a user who has seen that a party's screening is flagged and awaits a compliance officer's
 * review, to record compliance approval, activate or place an order anyway (409 without it).
 */
export const AcknowledgeFlaggedPartiesSchema = z
  .boolean({ error: 'acknowledgeFlaggedParties must be true or false' })
  .optional();

export const AgreementApprovalSchema = strictBody({
  kind: oneOf('kind', APPROVAL_KINDS),
  actorId: z.number().int().positive().optional(),
  acknowledgeFlaggedParties: AcknowledgeFlaggedPartiesSchema,
});
export type AgreementApproval = z.input<typeof AgreementApprovalSchema>;

export const AgreementStatusChangeSchema = strictBody({
  status: oneOf('status', ['active', 'suspended', 'terminated'] as const),
  reason: optionalText('reason', 1000),
  actorId: z.number().int().positive().optional(),
  acknowledgeFlaggedParties: AcknowledgeFlaggedPartiesSchema,
});
export type AgreementStatusChange = z.input<typeof AgreementStatusChangeSchema>;

export const AgreementActorSchema = strictBody({ actorId: z.number().int().positive().optional() })
  .nullish()
  .transform((value) => value ?? {});

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  detail: z.string().nullable(),
  actor: z.string(),
  orderId: z.number().int().nullable(),
  createdAt: IsoDateTimeSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
