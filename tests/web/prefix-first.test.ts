import { describe, expect, it } from 'vitest';

import { countryOptions } from '../../web/src/components/country-field';
import { prefixFirst } from '../../web/src/lib/prefix-first';

type Country = { code: string; name: string };
const label = (option: Country) => `${option.name} (${option.code})`;
const filter = prefixFirst(label, (option, typed) => option.code.toLowerCase() === typed);
const find = (typed: string) =>
  filter(countryOptions(), { inputValue: typed, getOptionLabel: label }).map((c) => c.code);

describe('prefixFirst', () => {
  it('lists the names the text starts first, then names with a word it starts, then the rest', () => {
    expect(find('ger')).toEqual(['DE', 'DZ', 'NE', 'NG']);
    expect(find('korea').slice(0, 2).sort()).toEqual(['KP', 'KR']);
    expect(find('guinea')[0]).toBe('GN');
  });

  it('puts the country whose ISO code is typed in full first', () => {
    expect(find('DE')[0]).toBe('DE');
    expect(find('vn')[0]).toBe('VN');
  });

  it('keeps the options as they are when nothing is typed', () => {
    expect(find('  ')).toEqual(countryOptions().map((c) => c.code));
  });
});
