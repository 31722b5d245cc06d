import {
  REGULATION_TYPES,
  RegulationCreateSchema,
  type RegulationCreate,
  type RegulationType,
} from '@compliance/contracts';

import { fieldErrorsOf } from '../../lib/field-errors';

export type RegulationFormValues = {
  title: string;
  regulationCode: string;
  country: string;
  regulationType: RegulationType;
  description: string;
  effectiveDate: string;
  expiryDate: string;
  source: string;
  requirements: string;
  applicableCommodities: string;
};

export type RegulationFormErrors = Partial<Record<keyof RegulationFormValues, string>>;

export const EMPTY_REGULATION_FORM: RegulationFormValues = {
  title: '',
  regulationCode: '',
  country: '',
  regulationType: REGULATION_TYPES[0],
  description: '',
  effectiveDate: '',
  expiryDate: '',
  source: '',
  requirements: '',
  applicableCommodities: '',
};

export const INVALID_JSON_MESSAGE =
  'Requirements must be valid JSON, e.g. {"documents": ["Certificate of origin"]}';

/** Requirements is JSON text parsed on submit, or null when empty. */
const parseRequirements = (text: string): { ok: true; value: unknown } | { ok: false } => {
  if (!text.trim()) return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};

/** Comma-separated HS codes, trimmed, or an empty list. */
export const parseCommodities = (text: string): string[] =>
  text
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);

/** Checked with the API's own schema so the form and the server agree on every rule. */
export const parseRegulationForm = (
  values: RegulationFormValues,
): { ok: true; value: RegulationCreate } | { ok: false; errors: RegulationFormErrors } => {
  const requirements = parseRequirements(values.requirements);
  const body = {
    ...values,
    requirements: requirements.ok ? requirements.value : null,
    applicableCommodities: parseCommodities(values.applicableCommodities),
    // isActive is set true on creation.
    isActive: true,
  };
  const parsed = RegulationCreateSchema.safeParse(body);
  const errors: RegulationFormErrors = {};
  if (!requirements.ok) errors.requirements = INVALID_JSON_MESSAGE;
  if (parsed.success && requirements.ok) {
    return { ok: true, value: parsed.data };
  }
  return { ok: false, errors: fieldErrorsOf(parsed.success ? [] : parsed.error.issues, errors) };
};
