import { describe, expect, it } from 'vitest';

import { createTypoIndex, trigramSimilarity } from '../../../core/src/tariffs/typo-index';

describe('trigramSimilarity', () => {
  // Postgres 18's pg_trgm: SELECT similarity(a, b) for each pair.
  it.each([
    ['coton', 'cotton', 0.625],
    ['polyster', 'polyester', 0.5833333],
    ['aluminum', 'aluminium', 0.5833333],
    ['bananna', 'banana', 0.75],
    ['precooked', 'preced', 0.41666666],
    ['frsh', 'fresh', 0.375],
    ['sheet', 'shet', 0.5714286],
    ['steel', 'wool', 0],
  ])('similarity(%s, %s) is pg_trgm’s %f', (a, b, expected) => {
    expect(trigramSimilarity(a, b)).toBeCloseTo(expected, 6);
    expect(trigramSimilarity(b, a)).toBeCloseTo(expected, 6);
  });

  it('counts a repeated trigram once, as pg_trgm does', () => {
    // 'aaaa' pads to '  aaaa ': '  a', ' aa', 'aaa' (twice), 'aa ': four distinct trigrams.
    expect(trigramSimilarity('aaaa', 'aaa')).toBe(1);
  });
});

describe('createTypoIndex', () => {
  const index = createTypoIndex([
    { word: 'cotton', docs: 120 },
    { word: 'banana', docs: 4 },
    { word: 'fresh', docs: 300 },
    { word: 'wool', docs: 80 },
    { word: 'bandana', docs: 2 },
  ]);

  it('reads a typo as the most similar word at or above the threshold', () => {
    expect(index.nearest('coton', 0.4)).toEqual({ word: 'cotton', docs: 120 });
    expect(index.nearest('bananna', 0.4)?.word).toBe('banana');
  });

  it('answers nothing when no word is similar enough', () => {
    // 0.375 to 'fresh': below the 0.4 the suggestions ask for.
    expect(index.nearest('frsh', 0.4)).toBeNull();
    expect(index.nearest('frsh', 0.3)?.word).toBe('fresh');
    expect(index.nearest('zzzz', 0.1)).toBeNull();
  });

  it('prefers the word in most documents among equally similar ones, then the first alphabetically', () => {
    const ties = createTypoIndex([
      { word: 'cart', docs: 3 },
      { word: 'cast', docs: 9 },
      { word: 'case', docs: 9 },
    ]);
    // 'cat' shares '  c', ' ca' with each: 2 / (4 + 5 - 2).
    expect(trigramSimilarity('cat', 'cart')).toBe(trigramSimilarity('cat', 'cast'));
    expect(ties.nearest('cat', 0.2)).toEqual({ word: 'case', docs: 9 });
  });

  it('gives the same answers whatever was looked up before', () => {
    const first = index.nearest('bananna', 0.4);
    index.nearest('cottonwool', 0.1);
    index.nearest('woool', 0.1);
    expect(index.nearest('bananna', 0.4)).toEqual(first);
    expect(index.nearest('woool', 0.4)).toEqual({ word: 'wool', docs: 80 });
  });
});
