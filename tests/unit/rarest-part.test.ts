// Which part of a list search the trigram index is asked for: the rarest word when another word is
// common in the column's statistics, the whole search otherwise.
import { describe, expect, it } from 'vitest';

import { type ColumnSample, rarestPart } from '../../core/src/paging/text-search';

/** A million rows, sampled as 100 histogram values of 1 % each. */
const sampleOf = (texts: string[]): ColumnSample => ({
  rows: 1_000_000,
  values: texts.map((text) => ({ text: text.toLowerCase(), share: 0.01 })),
});

// Every name starts with 'Bench', one in five is a licence.
const bench = sampleOf(
  Array.from(
    { length: 100 },
    (_, i) =>
      `Bench ${['invoice', 'licence', 'packing list', 'lading bill', 'origin'][i % 5]} ${i * 9973}`,
  ),
);

describe('rarestPart', () => {
  it('looks up the rarest word when another word of the search is common', () => {
    expect(rarestPart('Bench licence 4321', bench)).toEqual({ part: ' 4321', estimate: 0 });
    expect(rarestPart('licence Rotterdam', bench).part).toBe(' Rotterdam');
  });

  it('prefers the longer of two rare words, and keeps the spaces around a word as the search has them', () => {
    expect(rarestPart('Bench Rotterdam 4321', bench).part).toBe(' Rotterdam ');
  });

  it('keeps the whole search when no word of it is common', () => {
    expect(rarestPart('Acme Rotterdam', bench).part).toBe('Acme Rotterdam');
    // Without statistics (a table never analysed) nothing is known to be common.
    expect(rarestPart('Bench licence 4321', sampleOf([])).part).toBe('Bench licence 4321');
  });

  it('estimates the rows of a search made of common words (the list then skips the lookup)', () => {
    expect(rarestPart('Bench licence', bench).estimate).toBeCloseTo(200_000, -1);
  });

  it('ignores words too short for a trigram', () => {
    // '77' gives the index nothing to look up: the whole search is asked.
    expect(rarestPart('licence 77', bench).part).toBe('licence 77');
  });

  it('matches case-insensitively', () => {
    expect(rarestPart('BENCH 4321', bench).part).toBe(' 4321');
  });
});
