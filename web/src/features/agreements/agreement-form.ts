import {
  AgreementCreateSchema,
  type AgreementCreate,
  ICC_COMPLIANT_RULES_VERSION,
  ORGANISATION_VENDOR_ID,
} from '@compliance/contracts';

import { fieldErrorsOf } from '../../lib/field-errors';

// BOA form: defaults basic_ordering, USD, EDI, JSON, AES-256, validity 12 months.
export const EMPTY_AGREEMENT_FORM = {
  agreementNumber: '',
  agreementType: 'basic_ordering',
  buyerName: '',
  sellerName: '',
  buyerLegalEntity: '',
  sellerLegalEntity: '',
  authenticationMethod: '',
  validityPeriod: '12',
  maxOrderValue: '',
  currency: 'USD',
  digitalPlatform: '',
  dataExchangeProtocol: 'EDI',
  documentFormat: 'JSON',
  encryptionStandard: 'AES-256',
};
export type AgreementFormValues = typeof EMPTY_AGREEMENT_FORM;
export type AgreementFormErrors = Partial<Record<keyof AgreementFormValues, string>>;

export const AUTHENTICATION_METHODS = [
  'PKI certificate',
  'Qualified electronic signature (eIDAS)',
  'Multi-factor authentication',
  'API key with mutual TLS',
];
export const DOCUMENT_FORMATS = ['JSON', 'XML', 'EDI'];
export const ENCRYPTION_STANDARDS = ['AES-256', 'AES-128', 'ChaCha20-Poly1305'];

const numberOrText = (text: string) => {
  if (!text.trim()) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : text;
};

/** The form fields plus the fixed values the client always sends. */
export const parseAgreementForm = (
  values: AgreementFormValues,
): { ok: true; value: AgreementCreate } | { ok: false; errors: AgreementFormErrors } => {
  const body = {
    ...values,
    validityPeriod: numberOrText(values.validityPeriod) ?? Number.NaN,
    maxOrderValue: numberOrText(values.maxOrderValue),
    vendorId: ORGANISATION_VENDOR_ID,
    governingLaw: 'ICC Uniform Rules',
    disputeResolution: 'ICC Arbitration Rules',
    digitalSignatureStandard: 'eIDAS',
    iccRulesVersion: ICC_COMPLIANT_RULES_VERSION,
    status: 'draft' as const,
  };
  const parsed = AgreementCreateSchema.safeParse(body);
  if (parsed.success) return { ok: true, value: body as AgreementCreate };
  const errors: AgreementFormErrors = fieldErrorsOf(parsed.error.issues);
  return { ok: false, errors };
};
