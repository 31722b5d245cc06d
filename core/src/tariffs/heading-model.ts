// A second ranker for the classification suggestions: a naive Bayes model of the HS headings,
// trained in memory on the bundled CBP rulings (each ruling one example of the heading it was
// ruled in) and on the nomenclature's own texts (each subheading's search document, one example
// of its heading). Where the word ranking and the ten most similar rulings look at single
// subheadings, the model weighs all the rulings of a heading at once: a description whose words
// are each common across many rulings of one heading points to it even when no single ruling is
// much like it.
//
// Built from data the product ships, once per process, from the words the precedent and search
// indexes already hold; nothing is downloaded or trained ahead of time.

/** One example of a heading: its distinct stemmed words, each with how much it counts. */
export interface HeadingExample {
  heading: string;
  words: ReadonlyMap<string, number>;
  /** A ruling's number, so leave-one-out can take it back out. */
  ruling?: string;
}

export interface HeadingModel {
  headings: string[];
  /** Each lexeme's number. */
  lexemes: Map<string, number>;
  /**
   * Per lexeme number, the headings whose examples hold it (`postingHeadings` from
   * `offsets[lexeme]` to `offsets[lexeme + 1]`) and the weight of those examples
   * (`postingCounts`): flat arrays, a few MB for the tens of thousands of lexemes.
   */
  offsets: Int32Array;
  postingHeadings: Int32Array;
  postingCounts: Float64Array;
  /** Per lexeme number, how many examples hold it (its rarity: log(1 + examples / that)). */
  holding: Int32Array;
  examples: number;
  /** Per heading, the number of rulings (the prior) and the weight of its examples' words. */
  rulings: Float64Array;
  words: Float64Array;
  totalRulings: number;
  /** The rulings' own examples (a letter on several goods has one per item), for leave-one-out. */
  byRuling: Map<string, { heading: number; words: ReadonlyMap<string, number> }[]>;
}

/**
 * Additive smoothing of each heading's word frequencies. Small, because most headings hold few
 * rulings: a word none of them holds says a lot. Chosen among 0.005-0.3 on leave-one-out (the
 * model alone; 0.01 and 0.02 did best, and 0.01, 0.02 and 0.05 alike in the ranking).
 */
const SMOOTHING = 0.02;
/**
 * The headings' probabilities are a softmax of their log-likelihoods per unit of the description's
 * word weight, divided by this: a naive Bayes model is far too sure of itself (every word counts
 * as independent evidence), and a long description would otherwise give one heading all of it.
 * Chosen among 0.2-0.5 on leave-one-out: 0.5 gained least, 0.2 no more than 0.3 and lost more
 * everyday names.
 */
const SHARPNESS = 0.3;
/**
 * The model is silent for a description of SILENT_WORDS distinct words it knows or fewer, and
 * speaks in full from FULL_WORDS, in proportion between. A short description holds nothing the
 * word ranking and its rules lack, only the bulk of a heading's rulings: "grapes" are named in
 * many rulings on wine, a men's knitted cotton shirt in more rulings on T-shirts, a terry fabric in
 * more on terry towels. A long one, as a ruling or an invoice line is written, carries many words
 * each pointing a little to a heading, which the model adds up. Chosen on the everyday names, the
 * API tests and leave-one-out (silent for one word and full at five: five everyday names lost at
 * first place and four API tests failed; full at ten: two names lost; silent up to five and full at
 * ten: none lost, every API test passed, and leave-one-out kept most of its gain).
 */
const SILENT_WORDS = 5;
const FULL_WORDS = 10;

export const buildHeadingModel = (examples: readonly HeadingExample[]): HeadingModel => {
  const headings = [...new Set(examples.map((example) => example.heading))].sort();
  const at = new Map(headings.map((heading, index) => [heading, index]));
  const rulings = new Float64Array(headings.length);
  const words = new Float64Array(headings.length);
  const counts = new Map<string, Map<number, number>>();
  const holding = new Map<string, number>();
  const byRuling: HeadingModel['byRuling'] = new Map();
  for (const example of examples) {
    const index = at.get(example.heading)!;
    if (example.ruling !== undefined) {
      rulings[index]!++;
      const rows = byRuling.get(example.ruling) ?? [];
      rows.push({ heading: index, words: example.words });
      byRuling.set(example.ruling, rows);
    }
    for (const [lexeme, weight] of example.words) {
      words[index]! += weight;
      holding.set(lexeme, (holding.get(lexeme) ?? 0) + 1);
      let perHeading = counts.get(lexeme);
      if (!perHeading) counts.set(lexeme, (perHeading = new Map()));
      perHeading.set(index, (perHeading.get(index) ?? 0) + weight);
    }
  }
  const lexemes = new Map([...counts.keys()].map((lexeme, id) => [lexeme, id]));
  const offsets = new Int32Array(lexemes.size + 1);
  let postingsLength = 0;
  for (const [lexeme, id] of lexemes) {
    offsets[id] = postingsLength;
    postingsLength += counts.get(lexeme)!.size;
  }
  offsets[lexemes.size] = postingsLength;
  const postingHeadings = new Int32Array(postingsLength);
  const postingCounts = new Float64Array(postingsLength);
  for (const [lexeme, id] of lexemes) {
    let next = offsets[id]!;
    for (const [heading, count] of counts.get(lexeme)!) {
      postingHeadings[next] = heading;
      postingCounts[next++] = count;
    }
  }
  const totalRulings = rulings.reduce((sum, count) => sum + count, 0);
  return {
    headings,
    lexemes,
    offsets,
    postingHeadings,
    postingCounts,
    holding: Int32Array.from(lexemes.keys(), (lexeme) => holding.get(lexeme)!),
    examples: examples.length,
    rulings,
    words,
    totalRulings,
    byRuling,
  };
};

/**
 * Each heading's probability for a description, given as its stemmed words with their weights (the
 * word ranking's: the article before what it is made of); none for a short description, scaled
 * down below FULL_WORDS words. Headings under 1/10,000 are left out. `exclude` takes one ruling
 * out of the model, as if it had never been bundled (leave-one-out evaluation).
 */
export const headingProbabilities = (
  model: HeadingModel,
  weights: ReadonlyMap<string, number>,
  { exclude }: { exclude?: string } = {},
): Map<string, number> => {
  const { headings, lexemes, offsets, postingHeadings, postingCounts, holding, rulings, words } =
    model;
  // A ruling left out is taken out of every count, so the probabilities are those of a model
  // built without it.
  const left = (exclude === undefined ? undefined : model.byRuling.get(exclude)) ?? [];
  const leftRulings = new Map<number, number>();
  const leftWords = new Map<number, number>();
  const leftCounts = new Map<string, Map<number, number>>();
  const leftHolding = new Map<string, number>();
  for (const { heading, words: ruled } of left) {
    leftRulings.set(heading, (leftRulings.get(heading) ?? 0) + 1);
    for (const [lexeme, weight] of ruled) {
      leftWords.set(heading, (leftWords.get(heading) ?? 0) + weight);
      const perHeading = leftCounts.get(lexeme) ?? new Map<number, number>();
      perHeading.set(heading, (perHeading.get(heading) ?? 0) + weight);
      leftCounts.set(lexeme, perHeading);
      leftHolding.set(lexeme, (leftHolding.get(lexeme) ?? 0) + 1);
    }
  }
  const holds = (lexeme: string) => {
    const id = lexemes.get(lexeme);
    return id === undefined ? 0 : holding[id]! - (leftHolding.get(lexeme) ?? 0);
  };
  const examples = model.examples - left.length;
  const terms = [...weights].filter(([lexeme]) => holds(lexeme) > 0);
  if (terms.length <= SILENT_WORDS) return new Map();
  const termWeights = terms.map(
    ([lexeme, weight]) => weight * Math.log(1 + examples / holds(lexeme)),
  );
  const weightSum = termWeights.reduce((sum, weight) => sum + weight, 0);
  const vocabulary = lexemes.size - [...leftCounts.keys()].filter((l) => !holds(l)).length;
  const ownWordsOf = (h: number) => words[h]! - (leftWords.get(h) ?? 0);
  const EMPTY = 1e-9;
  const emptied = [...leftWords.keys()].filter((h) => ownWordsOf(h) < EMPTY).length;
  const totalRulings = model.totalRulings - left.length;
  const headingCount = headings.length - emptied;
  // log P(heading) + Σ weight × log P(word | heading), the words' part written as what an unseen
  // word would give plus each seen word's gain over it, so only the headings holding a word are
  // visited for it.
  const scores = new Float64Array(headings.length);
  for (let h = 0; h < headings.length; h++) {
    const ownRulings = rulings[h]! - (leftRulings.get(h) ?? 0);
    const ownWords = ownWordsOf(h);
    scores[h] =
      ownWords < EMPTY
        ? Number.NEGATIVE_INFINITY
        : Math.log((ownRulings + 1) / (totalRulings + headingCount)) +
          weightSum * Math.log(SMOOTHING / (ownWords + SMOOTHING * vocabulary));
  }
  terms.forEach(([lexeme], t) => {
    const id = lexemes.get(lexeme)!;
    const leftOut = leftCounts.get(lexeme);
    for (let at = offsets[id]!; at < offsets[id + 1]!; at++) {
      const h = postingHeadings[at]!;
      const count = postingCounts[at]! - (leftOut?.get(h) ?? 0);
      if (count > 0) scores[h]! += termWeights[t]! * Math.log((count + SMOOTHING) / SMOOTHING);
    }
  });
  const best = Math.max(...scores);
  const temperature = SHARPNESS * weightSum;
  const shares = Array.from(scores, (score) => Math.exp((score - best) / temperature));
  const sum = shares.reduce((total, share) => total + share, 0);
  const speaks = Math.min(1, (terms.length - SILENT_WORDS) / (FULL_WORDS - SILENT_WORDS));
  const probabilities = new Map<string, number>();
  shares.forEach((share, h) => {
    if (share / sum >= 1e-4) probabilities.set(headings[h]!, (speaks * share) / sum);
  });
  return probabilities;
};
