import {
  KycScreeningCreateSchema,
  type KycEntityType,
  type KycScreeningCreate,
} from '@compliance/contracts';

import { fieldErrorsOf } from '../../lib/field-errors';

export type KycFormValues = {
  entityName: string;
  entityType: KycEntityType;
  identificationNumber: string;
  country: string;
  address: string;
  dateOfBirth: string;
  notes: string;
};

export type KycFormErrors = Partial<Record<keyof KycFormValues, string>>;

// Entity type defaults to individual.
export const EMPTY_KYC_FORM: KycFormValues = {
  entityName: '',
  entityType: 'individual',
  identificationNumber: '',
  country: '',
  address: '',
  dateOfBirth: '',
  notes: '',
};

/**
 * entityName and country are required, the rest optional. Checked with the API's schema;
 * the body carries only the form fields since the server computes result, risk and flags.
 */
export const parseKycForm = (
  values: KycFormValues,
): { ok: true; value: KycScreeningCreate } | { ok: false; errors: KycFormErrors } => {
  const parsed = KycScreeningCreateSchema.safeParse(values);
  if (parsed.success) {
    const { entityName, entityType, identificationNumber, country, address, dateOfBirth, notes } =
      parsed.data;
    return {
      ok: true,
      value: { entityName, entityType, identificationNumber, country, address, dateOfBirth, notes },
    };
  }
  const errors: KycFormErrors = fieldErrorsOf(parsed.error.issues);
  return { ok: false, errors };
};
