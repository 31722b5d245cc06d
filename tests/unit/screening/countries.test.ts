import { describe, expect, it } from 'vitest';

import { toIso2 } from '../../../core/src/screening/engine/countries';

describe('country text to ISO code', () => {
  it('reads the forms people type: abbreviations, parts of a country, three-letter codes', () => {
    const cases: Array<[string, string]> = [
      ['UK', 'GB'],
      ['U.K.', 'GB'],
      ['England', 'GB'],
      ['UAE', 'AE'],
      ['U.S.A.', 'US'],
      ['RUS', 'RU'],
      ['IRN', 'IR'],
      ['Hong Kong SAR', 'HK'],
      ['Holland', 'NL'],
      ['Germany', 'DE'],
      ['DE', 'DE'],
    ];
    for (const [text, code] of cases) expect(toIso2(text), text).toBe(code);
  });

  it('reads the nationality adjectives the lists use as countries', () => {
    expect(toIso2('Egyptian')).toBe('EG');
    expect(toIso2('Filipino')).toBe('PH');
    expect(toIso2('Jordanian')).toBe('JO');
  });

  it('says nothing for text that names no country', () => {
    expect(toIso2('Hamas Terrorist Attacks')).toBeNull();
    expect(toIso2('')).toBeNull();
    // Three-letter codes are read in capitals only: "are" is a word.
    expect(toIso2('are')).toBeNull();
  });
});
