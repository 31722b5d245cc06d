import { describe, expect, it } from 'vitest';

import { findDates } from '../../../worker/src/handlers/document-verification/dates';
import { findCountry } from '../../../worker/src/handlers/document-verification/reference-data';
import {
  findCurrency,
  findTotal,
} from '../../../worker/src/handlers/document-verification/rules/common';
import {
  findLabelledValue,
  normaliseText,
} from '../../../worker/src/handlers/document-verification/text-fields';

const text = (raw: string) => normaliseText(raw);

describe('findLabelledValue', () => {
  it('reads "Label: value" regardless of case and spacing', () => {
    expect(findLabelledValue(text('INVOICE   NO :  A-17'), ['invoice no.'])).toBe('A-17');
    expect(findLabelledValue(text('invoice no.: A-17'), ['invoice no.'])).toBe('A-17');
  });

  it('reads a value written on the line after its label', () => {
    expect(findLabelledValue(text('Consignee:\nNordhaven B.V.\nRotterdam'), ['consignee'])).toBe(
      'Nordhaven B.V.',
    );
    expect(findLabelledValue(text('2. Consignee\nNordhaven B.V.'), ['consignee'])).toBe(
      'Nordhaven B.V.',
    );
  });

  it('lets labels span a line break', () => {
    expect(findLabelledValue(text('Port of\nDischarge: Hamburg'), ['port of discharge'])).toBe(
      'Hamburg',
    );
  });

  it('stops at a column gap and at the next label on the same line', () => {
    const row = text('Port of loading: Yantian\tPort of discharge: Rotterdam');
    expect(findLabelledValue(row, ['port of loading'])).toBe('Yantian');
    expect(findLabelledValue(row, ['port of discharge'])).toBe('Rotterdam');
    const squeezed = text('Port of loading: Yantian Port of discharge: Rotterdam');
    expect(findLabelledValue(squeezed, ['port of loading'])).toBe('Yantian');
  });

  it('does not take the next label as the value of an empty field', () => {
    expect(findLabelledValue(text('Consignee:\nNotify party: ACME'), ['consignee'])).toBeNull();
  });

  it('ignores labels inside running text and possessives', () => {
    expect(
      findLabelledValue(text('Notify party: SAME AS CONSIGNEE\nVessel: X'), ['consignee']),
    ).toBeNull();
    expect(findLabelledValue(text("Shipper's ref: 123"), ['shipper'])).toBeNull();
  });
});

describe('findTotal and findCurrency', () => {
  it('prefers the grand total to a subtotal and ignores weights', () => {
    const invoice = text(
      'Subtotal: 1,000.00\nSub-total: 1,000.00\nTotal gross weight: 120 kg\nGrand total: EUR 1.234,50',
    );
    expect(findTotal(invoice)).toBe('EUR 1.234,50');
    expect(findTotal(text('Sub-total: 1,000.00\nTotal gross weight: 120 kg'))).toBeNull();
  });

  it('reads a bare "Total" only when money follows', () => {
    expect(findTotal(text('TOTAL\t$ 12,400'))).toBe('$ 12,400');
    expect(findTotal(text('Total 48 cartons'))).toBeNull();
  });

  it('finds currencies by label, next to amounts, or by symbol', () => {
    expect(findCurrency(text('Currency: eur'))).toBe('EUR');
    expect(findCurrency(text('Amount (GBP)\n12.00'))).toBe('GBP');
    expect(findCurrency(text('Total: 99.00 CHF'))).toBe('CHF');
    expect(findCurrency(text('Total: €99.00'))).toBe('EUR');
    expect(findCurrency(text('Total: 99.00 XYZ'))).toBeNull();
  });
});

describe('findCountry', () => {
  it.each([
    ['China', 'CN'],
    ["PEOPLE'S REPUBLIC OF CHINA", 'CN'],
    ['Made in Viet Nam', 'VN'],
    ['Côte d’Ivoire', 'CI'],
    ['USA', 'US'],
    ['DE', 'DE'],
    ['Papua New Guinea', 'PG'],
    ['Niger', 'NE'],
    ['Nigeria', 'NG'],
  ])('%s -> %s', (value, iso2) => {
    expect(findCountry(value)?.iso2).toBe(iso2);
  });

  it('does not invent countries', () => {
    expect(findCountry('Atlantis')).toBeNull();
    expect(findCountry('NA')).toBeNull();
  });
});

describe('findDates', () => {
  it('reads the date styles used on licences, day first when ambiguous', () => {
    expect(findDates('2026-03-31')).toEqual(['2026-03-31']);
    expect(findDates('31/03/2026')).toEqual(['2026-03-31']);
    expect(findDates('03/31/2026')).toEqual(['2026-03-31']);
    expect(findDates('04/05/2026')).toEqual(['2026-05-04']);
    expect(findDates('31.03.2026')).toEqual(['2026-03-31']);
    expect(findDates('31 March 2026')).toEqual(['2026-03-31']);
    expect(findDates('31-Mar-2026')).toEqual(['2026-03-31']);
    expect(findDates('March 31st, 2026')).toEqual(['2026-03-31']);
  });

  it('keeps written order and rejects impossible dates', () => {
    expect(findDates('from 01/04/2025 to 31 March 2026')).toEqual(['2025-04-01', '2026-03-31']);
    expect(findDates('31/02/2026')).toEqual([]);
  });
});
