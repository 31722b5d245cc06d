import {
  CustomsDeclarationCreateSchema,
  DECLARATION_NUMBER_PREFIX,
  type CustomsDeclarationCreate,
  type DeclarationCurrency,
  type DeclarationTransportMode,
  type DeclarationType,
} from '@compliance/contracts';

import { fieldErrorsOf } from '../../lib/field-errors';

export type DeclarationFormValues = {
  declarationType: DeclarationType;
  customsOffice: string;
  declarantName: string;
  declarantCode: string;
  consignorName: string;
  consigneeName: string;
  consignorAddress: string;
  consigneeAddress: string;
  totalValue: string;
  currency: DeclarationCurrency;
  countryOfOrigin: string;
  countryOfDestination: string;
  transportMode: DeclarationTransportMode;
  items: string;
};

export type DeclarationFormErrors = Partial<Record<keyof DeclarationFormValues, string>>;

// Import / USD / sea.
export const EMPTY_DECLARATION_FORM: DeclarationFormValues = {
  declarationType: 'import',
  customsOffice: '',
  declarantName: '',
  declarantCode: '',
  consignorName: '',
  consigneeName: '',
  consignorAddress: '',
  consigneeAddress: '',
  totalValue: '',
  currency: 'USD',
  countryOfOrigin: '',
  countryOfDestination: '',
  transportMode: 'sea',
  items: '',
};

export const ITEMS_JSON_MESSAGE =
  'Items must be JSON objects separated by commas, e.g. {"description": "Widgets", "quantity": 10, "value": 250}';

/** The items text is wrapped in brackets and parsed as JSON; bad JSON is a field error. */
const parseItems = (text: string): { ok: true; value: unknown } | { ok: false } => {
  if (!text.trim()) return { ok: true, value: [] };
  try {
    return { ok: true, value: JSON.parse(`[${text}]`) as unknown };
  } catch {
    return { ok: false };
  }
};

/** totalValue is parsed to a decimal or null. */
const parseTotal = (text: string): number | string | null => {
  if (!text.trim()) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : text;
};

export const parseDeclarationForm = (
  values: DeclarationFormValues,
  now: number = Date.now(),
): { ok: true; value: CustomsDeclarationCreate } | { ok: false; errors: DeclarationFormErrors } => {
  const items = parseItems(values.items);
  const parsed = CustomsDeclarationCreateSchema.safeParse({
    ...values,
    totalValue: parseTotal(values.totalValue),
    items: items.ok ? items.value : [],
  });
  const errors: DeclarationFormErrors = items.ok ? {} : { items: ITEMS_JSON_MESSAGE };
  if (parsed.success && items.ok) {
    // The number is 'DCL-' + the current timestamp; no status is sent.
    const { status: _status, declarationNumber: _number, ...body } = parsed.data;
    return {
      ok: true,
      value: { ...body, declarationNumber: `${DECLARATION_NUMBER_PREFIX}${now}` },
    };
  }
  return { ok: false, errors: fieldErrorsOf(parsed.success ? [] : parsed.error.issues, errors) };
};
