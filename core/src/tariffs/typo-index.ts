// Reading a mistyped word as the nearest word of the nomenclature, in memory. Similarity is pg_trgm's
// (`similarity()`): the shared share of the two words' trigrams, each word padded with two spaces
// before and one after, so what the suggestions read is what Postgres would have answered, without
// a round trip per description.

/** The distinct trigrams of one lower-case word, padded as pg_trgm pads it. */
export const trigramsOf = (word: string): Set<string> => {
  const padded = `  ${word} `;
  const trigrams = new Set<string>();
  for (let at = 0; at + 3 <= padded.length; at++) trigrams.add(padded.slice(at, at + 3));
  return trigrams;
};

/** pg_trgm's similarity of two lower-case words: shared trigrams over all their trigrams. */
export const trigramSimilarity = (a: string, b: string): number => {
  const first = trigramsOf(a);
  const second = trigramsOf(b);
  let shared = 0;
  for (const trigram of first) if (second.has(trigram)) shared++;
  return shared / (first.size + second.size - shared);
};

export interface TypoIndex {
  /** The best-known of the most similar words, when one is at least `minSimilarity` alike. */
  nearest(word: string, minSimilarity: number): { word: string; docs: number } | null;
}

/**
 * An inverted index from trigram to word over a vocabulary (each word with the number of documents
 * holding it): a look-up counts, for every word sharing a trigram with the typed one, how many it
 * shares, in one pass over those trigrams' lists.
 */
export const createTypoIndex = (
  vocabulary: Iterable<{ word: string; docs: number }>,
): TypoIndex => {
  const words: string[] = [];
  const docs: number[] = [];
  const sizes: number[] = [];
  const byTrigram = new Map<string, number[]>();
  for (const entry of vocabulary) {
    const id = words.length;
    const trigrams = trigramsOf(entry.word);
    words.push(entry.word);
    docs.push(entry.docs);
    sizes.push(trigrams.size);
    for (const trigram of trigrams) {
      const list = byTrigram.get(trigram);
      if (list) list.push(id);
      else byTrigram.set(trigram, [id]);
    }
  }
  // Shared-trigram counts per word, reused by every look-up (look-ups never interleave).
  const shared = new Uint16Array(words.length);
  const touched: number[] = [];

  return {
    nearest(word, minSimilarity) {
      const trigrams = trigramsOf(word);
      for (const trigram of trigrams)
        for (const id of byTrigram.get(trigram) ?? []) {
          if (shared[id] === 0) touched.push(id);
          shared[id]!++;
        }
      let best = -1;
      let bestSimilarity = 0;
      for (const id of touched) {
        const common = shared[id]!;
        shared[id] = 0;
        const similarity = common / (trigrams.size + sizes[id]! - common);
        if (similarity < minSimilarity) continue;
        // The most similar; of equally similar words the one in most documents, then the first
        // in alphabetical order, so the answer never depends on the vocabulary's order.
        if (
          best < 0 ||
          similarity > bestSimilarity ||
          (similarity === bestSimilarity &&
            (docs[id]! > docs[best]! || (docs[id] === docs[best] && words[id]! < words[best]!)))
        ) {
          best = id;
          bestSimilarity = similarity;
        }
      }
      touched.length = 0;
      return best < 0 ? null : { word: words[best]!, docs: docs[best]! };
    },
  };
};
