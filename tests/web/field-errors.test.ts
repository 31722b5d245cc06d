import { describe, expect, it } from 'vitest';

import { fieldErrorsOf, readableMessage } from '../../web/src/lib/field-errors';

describe('readableMessage', () => {
  it('names a field by its words where the schema names it by key', () => {
    expect(readableMessage('totalValue must not be negative')).toBe(
      'Total value must not be negative',
    );
    expect(readableMessage('items[].quantity must be a number')).toBe(
      'Item quantity must be a number',
    );
    expect(readableMessage('hsCode must be 6 to 10 digits')).toBe('HS code must be 6 to 10 digits');
    expect(readableMessage('currency must be one of: USD, EUR')).toBe(
      'Currency must be one of: USD, EUR',
    );
  });

  it('leaves messages already written for people as they are', () => {
    expect(readableMessage('Customs office is required')).toBe('Customs office is required');
    expect(readableMessage('Enter a valid HS code')).toBe('Enter a valid HS code');
  });
});

describe('fieldErrorsOf', () => {
  it('keeps the first message of each field and the errors found before', () => {
    expect(
      fieldErrorsOf(
        [
          { path: ['totalValue'], message: 'totalValue must be a number' },
          { path: ['totalValue'], message: 'second' },
          { path: ['items', 0], message: 'not this one' },
          { path: [], message: 'no field' },
        ],
        { items: 'Items must be JSON' },
      ),
    ).toEqual({ totalValue: 'Total value must be a number', items: 'Items must be JSON' });
  });

  it('keeps only the fields the form has when asked', () => {
    const onlyName = (key: PropertyKey): key is 'name' => key === 'name';
    expect(
      fieldErrorsOf(
        [
          { path: ['categoryId'], message: 'categoryId must be a number' },
          { path: ['name'], message: 'Name is required' },
        ],
        {},
        onlyName,
      ),
    ).toEqual({ name: 'Name is required' });
  });
});
