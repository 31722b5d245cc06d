import { describe, expect, it } from 'vitest';

import { buildIndex, prepareName, type WatchlistEntity } from '../../../core/src/screening/engine';

const entity = (
  id: string,
  name: string,
  extra: Partial<WatchlistEntity> = {},
): WatchlistEntity => ({
  id: `test:${id}`,
  source: 'test',
  entityType: 'company',
  name,
  aliases: [],
  programs: [],
  countries: [],
  datesOfBirth: [],
  identifiers: [],
  addresses: [],
  remarks: null,
  ...extra,
});

// Generic words are frequent in real lists; repeat them here so rarity weighting sees that.
const filler = Array.from({ length: 40 }, (_, i) =>
  entity(`f${i}`, `Zeta${i}x Trading International Group`),
);
const index = await buildIndex([
  ...filler,
  entity('acme', 'ACME TRADING CORP'),
  entity('tir', '7TH OF TIR INDUSTRIES'),
  entity('ivanov', 'IVANOV, Aleksandr Sergeyevich', {
    entityType: 'individual',
    datesOfBirth: ['1970-05-01'],
  }),
  entity('hassan', 'Abdul Rahman HASSAN', { entityType: 'individual' }),
]);
const best = (name: string) => index.search({ name }).matches[0];

describe('name normalisation', () => {
  it('reorders "LAST, First", folds case, punctuation and diacritics', () => {
    expect(prepareName('MÜLLER-LÜDENSCHEIDT, José').normalized).toBe('jose muller ludenscheidt');
  });

  it('canonicalises legal forms and marks particles and numbers', () => {
    const tokens = prepareName('Limited Liability Company al-Nour 7th Trading').tokens;
    expect(tokens.map((t) => [t.text, t.kind])).toEqual([
      ['limited liability company', 'legal'],
      ['al', 'particle'],
      ['nour', 'core'],
      ['7', 'number'],
      ['trading', 'generic'],
    ]);
    expect(tokens[0]?.legal).toBe('llc');
    expect(prepareName('OOO Romashka').tokens[0]?.legal).toBe('llc');
  });

  it('transliterates Cyrillic, Greek and Arabic', () => {
    expect(prepareName('Сергей Иванов').normalized).toBe('sergey ivanov');
    expect(prepareName('Αλέξανδρος').normalized).toBe('alexandros');
    const arabic = prepareName('محمد').tokens[0];
    expect(arabic?.abjad).toBe(true);
    expect(arabic?.skel).toBe('mhmd');
  });
});

describe('matcher scoring rules', () => {
  it('scores an exact name 1 and explains each token', () => {
    const hit = best('Acme Trading Corp');
    expect(hit).toMatchObject({ entityId: 'test:acme', score: 1, match: true });
    expect(hit?.explanation.tokenPairs.map((p) => p.candidate)).toEqual(
      expect.arrayContaining(['acme', 'trading']),
    );
  });

  it('never matches on generic words and legal forms alone', () => {
    expect(index.search({ name: 'Trading Corp' }).matches.filter((m) => m.match)).toEqual([]);
    expect(
      index.search({ name: 'International Trading Group' }).matches.filter((m) => m.match),
    ).toEqual([]);
  });

  it('tolerates a dropped legal form and a different one of the same family', () => {
    expect(best('ACME TRADING')?.match).toBe(true);
    expect(best('Acme Trading Inc.')?.match).toBe(true);
  });

  it('requires numbers to agree', () => {
    expect(best('7th of Tir Industries')?.match).toBe(true);
    expect(index.search({ name: '9th of Tir Industries' }).matches.filter((m) => m.match)).toEqual(
      [],
    );
  });

  it('handles variants, typos and dropped middle names for people', () => {
    expect(best('Alexander Ivanov')).toMatchObject({ entityId: 'test:ivanov', match: true });
    expect(best('Aleksandr Sergeevich Ivanof')).toMatchObject({
      entityId: 'test:ivanov',
      match: true,
    });
    expect(best('Abdulrahman Hassan')).toMatchObject({ entityId: 'test:hassan', match: true });
  });

  it('does not match a different given name with the same surname', () => {
    expect(index.search({ name: 'Boris Ivanov' }).matches.filter((m) => m.match)).toEqual([]);
  });

  it('lowers the score on a date-of-birth mismatch', () => {
    const same = index.search({ name: 'Aleksandr Ivanov', dateOfBirth: '1970' }).matches[0]!;
    const other = index.search({ name: 'Aleksandr Ivanov', dateOfBirth: '1990-01-01' }).matches[0]!;
    expect(other.score).toBeLessThan(same.score);
  });
});
