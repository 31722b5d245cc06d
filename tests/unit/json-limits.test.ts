import { describe, expect, it } from 'vitest';

import { jsonLimitProblem } from '../../api/src/plugins/security/json-limits';

const limits = { maxDepth: 4, maxStringLength: 10 };

describe('JSON body limits', () => {
  it('accepts an ordinary body', () => {
    expect(jsonLimitProblem({ name: 'ACME', tags: ['a', 'b'] }, limits)).toBeNull();
  });

  it('names the broken limit: depth, length, NUL', () => {
    expect(jsonLimitProblem([[[[['x']]]]], limits)).toBe('JSON is nested deeper than 4 levels');
    expect(jsonLimitProblem({ name: 'x'.repeat(11) }, limits)).toBe(
      'a text value is longer than 10 characters',
    );
    expect(jsonLimitProblem({ name: '\u0000\u202e' }, limits)).toBe(
      'a text value contains a NUL character',
    );
  });
});
