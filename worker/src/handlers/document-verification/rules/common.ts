import { CURRENCY_SYMBOLS, isCurrencyCode } from '../reference-data';
import { findLabelledValue } from '../text-fields';

/** A document reference: starts alphanumeric, no spaces, and carries at least one digit. */
export const IDENTIFIER = '[A-Za-z0-9][A-Za-z0-9\\-/._]{0,39}';
export const hasDigit = (value: string): boolean => /\d/.test(value);

export const findIdentifier = (text: string, labels: string[]): string | null =>
  findLabelledValue(text, labels, { value: IDENTIFIER, colonOptional: true, accept: hasDigit });

/** A party block: the first line after the label is the name. */
export const findParty = (text: string, labels: string[]): string | null =>
  findLabelledValue(text, labels, { accept: (value) => /\p{L}{2}/u.test(value) });

const SYMBOL = '(?:US\\$|[$€£¥₹])';
// 1,234,567.89 / 1.234.567,89 / 1 234,50 / 1234
export const AMOUNT = `${SYMBOL}?\\s?\\d{1,3}(?:[,.' ]\\d{3})*(?:[.,]\\d{1,2})?|${SYMBOL}?\\s?\\d+(?:[.,]\\d{1,2})?`;
const QUANTITY_UNITS =
  'kgs?|kilograms?|lbs?|pounds?|pcs|pieces|units?|cartons?|ctns?|packages?|pkgs?|pallets?|cbm|m3';
const MONEY = `(?:[A-Z]{3}\\s?)?(?:${AMOUNT})(?:\\s?[A-Z]{3}\\b)?`;

/** Total amount: the most specific label wins; a bare "Total" must be followed by money. */
export const findTotal = (text: string): string | null => {
  const specific = [
    'grand total',
    'total amount',
    'total invoice amount',
    'total invoice value',
    'invoice total',
    'invoice value',
    'total value',
    'total due',
    'amount due',
    'balance due',
    'total payable',
  ];
  // A whole number not followed by a unit: "Total 48 cartons" and "Total: 120 kg" are not money.
  const value = `(?:${MONEY})(?![\\d.,]|[ \\t]*(?:${QUANTITY_UNITS})\\b)`;
  for (const labels of [specific, ['total']]) {
    const found = findLabelledValue(text, labels, { value, colonOptional: true });
    if (found) return found;
  }
  return null;
};

/** Currency: a labelled code, then codes or symbols written next to amounts. */
export const findCurrency = (text: string): string | null => {
  const labelled = findLabelledValue(text, ['currency', 'invoice currency', 'currency code'], {
    value: `[A-Za-z]{3}\\b|${SYMBOL}`,
    colonOptional: true,
    accept: (value) => isCurrencyCode(value) || value in CURRENCY_SYMBOLS,
  });
  if (labelled) return CURRENCY_SYMBOLS[labelled] ?? labelled.toUpperCase();
  const nearAmounts = [/\b([A-Z]{3})\s?\d/g, /\d\s?([A-Z]{3})\b/g, /\(([A-Z]{3})\)/g].flatMap(
    (pattern) => [...text.matchAll(pattern)].map((match) => match[1] ?? ''),
  );
  const code = nearAmounts.find(isCurrencyCode);
  if (code) return code;
  const symbol = new RegExp(`(${SYMBOL})\\s?\\d`).exec(text)?.[1];
  return symbol === undefined ? null : (CURRENCY_SYMBOLS[symbol] ?? symbol);
};
