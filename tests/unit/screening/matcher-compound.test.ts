import { describe, expect, it } from 'vitest';

import {
  buildIndex,
  DEFAULT_THRESHOLD,
  prepareName,
  type WatchlistEntity,
} from '../../../core/src/screening/engine';
import { joinedSpans } from '../../../core/src/screening/engine/normalize';

const person = (id: string, name: string): WatchlistEntity => ({
  id: `test:${id}`,
  source: 'test',
  entityType: 'individual',
  name,
  aliases: [],
  programs: [],
  countries: [],
  datesOfBirth: [],
  identifiers: [],
  addresses: [],
  remarks: null,
});

// Common given names and surnames recur across real lists; repeat them so rarity weighting sees
// "John", "Smith" and "Kim" as the common words they are.
const syllables = ['bar', 'cel', 'dor', 'fen', 'gul', 'hap', 'jin', 'kor', 'lum', 'mev'];
const filler = syllables.flatMap((a, i) =>
  syllables.map((b, j) => {
    const made = `${a}${b}ovski`;
    const pick = (i * 10 + j) % 4;
    const name = ['John', 'Smith', 'KIM', 'Maria'][pick]!;
    return person(`f${i}-${j}`, pick === 1 ? `Tomas ${made} ${name}` : `${name} ${made}`);
  }),
);
const index = await buildIndex([
  ...filler,
  person('pridmore', 'JOHN B. PRIDMORE-SMITH'),
  person('chunsam', 'KIM, Chun-Sam'),
  person('masri', 'AL-MASRI, Khalid'),
  person('berg', 'Pieter VAN DER BERG'),
  person('delacruz', 'DELACRUZ, Maria Elena'),
  person('alawi', 'ALAWI, Abdel-Salam Abdel-Rahman'),
  person('thulsie', 'THULSIE, Brandon-Lee'),
]);

const scoreOf = (name: string, id: string) =>
  index.search({ name, limit: 20 }).matches.find((m) => m.entityId === `test:${id}`);

describe('which parts of a name may be written joined', () => {
  const spans = (name: string) => {
    const tokens = prepareName(name).tokens;
    return joinedSpans(tokens).map(([from, to]) =>
      tokens
        .slice(from, to + 1)
        .map((t) => t.text)
        .join('+'),
    );
  };

  it('joins the parts of a hyphenated word, and each adjacent pair of a longer one', () => {
    expect(spans('Chun-Sam KIM')).toEqual(['chun+sam']);
    expect(spans('Ana Maria-Luisa-Elena Ruiz')).toEqual(
      expect.arrayContaining(['maria+luisa', 'luisa+elena', 'maria+luisa+elena']),
    );
  });

  it('joins a run of name particles with the word after it', () => {
    expect(spans('Pieter van der Berg')).toEqual(['van+der+berg', 'der+berg']);
    expect(spans('Khalid al Masri')).toEqual(['al+masri']);
    expect(spans('Maria de la Cruz')).toEqual(['de+la+cruz', 'la+cruz']);
  });

  it('does not join conjunctions, titles or words merely next to each other', () => {
    expect(spans('Jose Garcia y Lopez')).toEqual([]);
    expect(spans('Haji Khalid Rahim')).toEqual([]);
    expect(spans('John Smith')).toEqual([]);
  });
});

describe('names written in parts on one side and joined on the other', () => {
  it.each([
    ['Chunsam KIM', 'chunsam'],
    ['ChunSam Kim', 'chunsam'],
    ['Kim Chun Sam', 'chunsam'],
    ['Khalid Almasri', 'masri'],
    ['Khalid Al Masri', 'masri'],
    ['Pieter Vanderberg', 'berg'],
    ['Maria Elena de la Cruz', 'delacruz'],
    ['John B. Pridmoresmith', 'pridmore'],
    ['John B. Pridmore Smith', 'pridmore'],
    ['Brandonlee Thulsie', 'thulsie'],
  ])('"%s" is a match', (name, id) => {
    const hit = scoreOf(name, id);
    expect(hit?.match).toBe(true);
    expect(hit?.score).toBeGreaterThanOrEqual(0.95);
    expect(index.search({ name }).matches[0]?.entityId).toBe(`test:${id}`);
  });

  it('aligns the joined word with all its parts, not with the longest part alone', () => {
    const hit = scoreOf('THULSIE, BrandonLee', 'thulsie')!;
    expect(hit.explanation.tokenPairs).toContainEqual(
      expect.objectContaining({ query: 'brandonlee', candidate: 'brandon lee' }),
    );
    expect(hit.explanation.unmatchedCandidateTokens).toEqual([]);
  });

  it('a repeated word does not block the joined spelling of its other occurrence', () => {
    const hit = scoreOf('ALAWI, AbdelSalam Abdel-Rahman', 'alawi')!;
    expect(hit.match).toBe(true);
    expect(hit.explanation.tokenPairs).toContainEqual(
      expect.objectContaining({ query: 'abdelsalam', candidate: 'abdel salam' }),
    );
    expect(hit.explanation.unmatchedCandidateTokens).toEqual([]);
  });
});

describe('without over-matching', () => {
  it('a common given name + one half of a hyphenated surname stays below the threshold', () => {
    const hit = scoreOf('John Smith', 'pridmore');
    expect(hit).toBeDefined();
    expect(hit!.score).toBeLessThan(DEFAULT_THRESHOLD);
    expect(hit!.match).toBe(false);
  });

  it.each([
    ['Samchun Kim', 'chunsam'],
    ['Smithpridmore John', 'pridmore'],
    ['Almasri', 'masri'],
    ['Vanderbilt Pieter', 'berg'],
  ])('"%s" is not a match (parts in another order, or only the surname)', (name, id) => {
    expect(scoreOf(name, id)?.match ?? false).toBe(false);
  });
});
