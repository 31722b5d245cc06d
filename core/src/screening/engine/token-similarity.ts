import type { NameToken } from './normalize';
import { boundedDistance, fuzzySimilarity } from './similarity';
import type { TokenMatchMethod } from './types';

export interface TokenSim {
  similarity: number;
  method: TokenMatchMethod;
}

const NONE: TokenSim = { similarity: 0, method: 'fuzzy' };

const skeletonSimilarity = (q: string, c: string): number => {
  if (q.length < 2 || c.length < 2) return q === c && q.length > 0 ? 0.85 : 0;
  if (q === c) return 0.92;
  if (
    Math.min(q.length, c.length) >= 3 &&
    Math.max(q.length, c.length) >= 4 &&
    boundedDistance(q, c, 1) <= 1
  ) {
    return 0.8;
  }
  return 0;
};

/** Similarity of one query token to one listed-name token, with how it was established. */
export const tokenSimilarity = (q: NameToken, c: NameToken): TokenSim => {
  if (q.kind === 'legal' || c.kind === 'legal') return NONE;
  if (q.kind === 'number' || c.kind === 'number') {
    return q.kind === c.kind && q.text === c.text ? { similarity: 1, method: 'exact' } : NONE;
  }
  if (q.text === c.text) return { similarity: 1, method: 'exact' };
  if (q.kind === 'initial' || c.kind === 'initial') {
    return q.text[0] === c.text[0] ? { similarity: 0.9, method: 'fuzzy' } : NONE;
  }
  if (q.group && q.group === c.group) return { similarity: 0.95, method: 'variant' };
  if (q.fold === c.fold) return { similarity: 0.95, method: 'phonetic' };
  if (q.kind === 'particle' || c.kind === 'particle') {
    // "حجي" is the particle "haji" written in Arabic: only the skeleton can tell.
    return q.abjad && q.skel.length >= 2 && q.skel === c.skel
      ? { similarity: 0.9, method: 'skeleton' }
      : NONE;
  }
  if (q.abjad) {
    // Arabic script drops short vowels: only consonant skeletons are comparable.
    const skel = skeletonSimilarity(q.skel, c.skel);
    return skel > 0 ? { similarity: skel, method: 'skeleton' } : NONE;
  }
  const best = Math.max(fuzzySimilarity(q.text, c.text), fuzzySimilarity(q.fold, c.fold) * 0.98);
  const method: TokenMatchMethod = 'fuzzy';
  return best > 0 ? { similarity: best, method } : NONE;
};
