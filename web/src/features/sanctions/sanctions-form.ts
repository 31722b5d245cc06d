import {
  SanctionsCheckRequestSchema,
  SanctionsScreeningCreateSchema,
  type SanctionsCheckRequest,
  type SanctionsScreening,
  type SanctionsScreeningCreate,
} from '@compliance/contracts';
import type { z } from 'zod';

import { fieldErrorsOf } from '../../lib/field-errors';

export type SanctionsFormValues = {
  entityName: string;
  entityType: string;
  screeningResult: string;
  riskLevel: string;
  notes: string;
  overrideReason: string;
};

export type SanctionsFormErrors = Partial<Record<keyof SanctionsFormValues, string>>;

export const EMPTY_SANCTIONS_FORM: SanctionsFormValues = {
  entityName: '',
  entityType: '',
  screeningResult: '',
  riskLevel: '',
  notes: '',
  overrideReason: '',
};

type Parsed<T> = { ok: true; value: T } | { ok: false; errors: SanctionsFormErrors };

const parseWith = <T>(schema: z.ZodType<T>, input: unknown): Parsed<T> => {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: SanctionsFormErrors = fieldErrorsOf(parsed.error.issues);
  return { ok: false, errors };
};

/** Messages ('Entity name is required', ...) come from the API's own schema. */
export const parseSanctionsForm = (values: SanctionsFormValues): Parsed<SanctionsScreeningCreate> =>
  parseWith(SanctionsScreeningCreateSchema, values);

const RESULT_ORDER = ['clear', 'flagged', 'blocked'];

/** The decision is milder than the suggestion: recording it needs a reason. */
export const needsOverrideReason = (decision: string, suggested: string | null | undefined) =>
  !!suggested &&
  RESULT_ORDER.includes(decision) &&
  RESULT_ORDER.indexOf(decision) < RESULT_ORDER.indexOf(suggested);

export const OVERRIDE_REASON_REQUIRED =
  'A reason is required to record a milder result than suggested';

/** 'Check watchlists' needs only the name and the type. */
export const parseCheckRequest = (values: SanctionsFormValues): Parsed<SanctionsCheckRequest> =>
  parseWith(SanctionsCheckRequestSchema, {
    entityName: values.entityName,
    entityType: values.entityType,
  });

/** Client-side, case-insensitive contains on the entity name. */
export const filterSanctionsScreenings = (
  screenings: readonly SanctionsScreening[],
  search: string,
): SanctionsScreening[] => {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...screenings];
  return screenings.filter((screening) => screening.entityName.toLowerCase().includes(needle));
};
