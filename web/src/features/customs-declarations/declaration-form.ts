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

/**
 * The items text is wrapped in brackets and parsed as JSON; bad JSON is a field error. Text that
 * is already a JSON array (pasted from another system) is taken as it is, not wrapped again into
 * a list holding one list.
 */
const parseItems = (text: string): { ok: true; value: unknown } | { ok: false } => {
  const trimmed = text.trim();
  if (!trimmed) return { ok: true, value: [] };
  try {
    const wrapped = JSON.parse(`[${trimmed}]`) as unknown[];
    const whole = wrapped.length === 1 && Array.isArray(wrapped[0]);
    return { ok: true, value: whole ? wrapped[0] : wrapped };
  } catch {
    return { ok: false };
  }
};

/** An item that is not an object ('expected object, received number') gets the form's wording. */
const itemsIssue = (issue: { path: PropertyKey[] }) =>
  issue.path[0] === 'items' && issue.path.length === 2;

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
  const itemsOk = items.ok && !(!parsed.success && parsed.error.issues.some(itemsIssue));
  const errors: DeclarationFormErrors = itemsOk ? {} : { items: ITEMS_JSON_MESSAGE };
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
