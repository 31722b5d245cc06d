import { deletions, type IndexData } from './build-index';
import { MIN_TOKEN_SIMILARITY, PENALTIES } from './constants';
import type { NameToken } from './normalize';
import type { WeightedToken } from './score-name';
import { tokenSimilarity } from './token-similarity';

export interface CandidateFilter {
  allow: (entity: number) => boolean;
}

/** Histogram bins of the optimistic bound, for the cheap top-N cut. */
const BINS = 64;
const binOf = (bound: number) => Math.max(0, Math.min(BINS, Math.floor(bound * BINS)));

export interface Scratch {
  sum: Float64Array;
  hits: Uint8Array;
  last: Int16Array;
  /** Vocabulary id credited by the previous query token, so one listed word is not counted twice. */
  lastVocab: Int32Array;
  touched: Int32Array;
  bounds: Float64Array;
  /** Similarity per vocabulary id of the current query token (0 = not a match). */
  vocabSim: Float64Array;
  histogram: Uint32Array;
}

export const createScratch = (records: number, vocabulary: number): Scratch => ({
  sum: new Float64Array(records),
  hits: new Uint8Array(records),
  last: new Int16Array(records).fill(-1),
  lastVocab: new Int32Array(records).fill(-1),
  touched: new Int32Array(records),
  bounds: new Float64Array(records),
  vocabSim: new Float64Array(vocabulary),
  histogram: new Uint32Array(BINS + 1),
});

/** Both halves of a compound word must be this long ("abdul|rahman", not "andy|she"). */
export const COMPOUND_PART = 4;
export const SKELETON_DELETIONS_FROM = 5;
/** Credit of a word that is the joined spelling of listed parts ("chunsam" ~ "Chun-Sam"). */
export const JOINED_SIMILARITY = 0.95;

const findVocabMatches = (data: IndexData, qt: NameToken): [number, number][] => {
  const vocabIds = new Set<number>();
  const exact = data.byFold.get(qt.fold);
  if (exact !== undefined) vocabIds.add(exact);
  if (qt.group) for (const id of data.byGroup.get(qt.group) ?? []) vocabIds.add(id);
  if (qt.kind !== 'number') {
    // Both the folded and the plain form: a typo can change how a word folds ("mazloom"/"mazlopm").
    const keys = new Set([...deletions(qt.fold), ...deletions(qt.text)]);
    for (const key of keys) for (const id of data.byDeletion.get(key) ?? []) vocabIds.add(id);
    if (qt.abjad && qt.skel.length >= 1) {
      // Short skeletons collide a lot: one-deletion keys only from five consonants up.
      const skelKeys = qt.skel.length >= SKELETON_DELETIONS_FROM ? deletions(qt.skel) : [qt.skel];
      for (const key of skelKeys) for (const id of data.bySkeleton.get(key) ?? []) vocabIds.add(id);
    }
  }
  const scored: [number, number][] = [];
  for (const id of vocabIds) {
    const sim = tokenSimilarity(qt, data.vocab[id]!.token).similarity;
    if (sim >= MIN_TOKEN_SIMILARITY) scored.push([id, sim]);
  }
  // Compounds: "abdulrahman" typed for "Abdul Rahman", or "abdul" + "rahman" for "ABDULRAHMAN".
  if (qt.kind === 'core' && !qt.abjad) {
    const f = qt.fold;
    if (exact === undefined) {
      for (
        let p = COMPOUND_PART;
        f.length >= 2 * COMPOUND_PART && p <= f.length - COMPOUND_PART;
        p += 1
      ) {
        const left = data.byFold.get(f.slice(0, p));
        const right = data.byFold.get(f.slice(p));
        if (left !== undefined && right !== undefined) scored.push([left, 0.9], [right, 0.9]);
      }
    }
    for (const id of data.byPart.get(f) ?? []) scored.push([id, 0.85]);
  }
  // A listed name written in parts, typed as one word: "Chunsam" for "Chun-Sam", "Almasri" for
  // "AL-MASRI". Each part is credited, as the scorer aligns the word with the parts together.
  if ((qt.kind === 'core' || qt.kind === 'generic') && !qt.abjad) {
    for (const id of data.byJoined.get(qt.fold) ?? []) scored.push([id, JOINED_SIMILARITY]);
  }
  // Highest similarity first so each record keeps its best hit for this query token.
  return scored.sort((a, b) => b[1] - a[1]);
};

const MATCH_CACHE_SIZE = 20_000;

/**
 * Vocabulary entries similar to one query token, best first, as [vocab id, similarity].
 * Memoised per index: the same words ("Mohammed", "Trading") recur across screened names.
 */
export const vocabMatches = (data: IndexData, qt: NameToken): [number, number][] => {
  const key = `${qt.kind}|${qt.text}|${qt.abjad ? qt.skel : ''}`;
  const cached = data.matchCache.get(key);
  if (cached) return cached;
  const found = findVocabMatches(data, qt);
  if (data.matchCache.size >= MATCH_CACHE_SIZE) data.matchCache.clear();
  data.matchCache.set(key, found);
  return found;
};

/**
 * Candidate generation without scanning every name: each query token is looked up by its fold,
 * its given-name group, its one-deletion neighbourhood (so one-edit typos still meet their
 * target) and, for Arabic-script input, its consonant skeleton. Postings are accumulated into an
 * optimistic bound (MaxScore style: once the tokens left cannot lift a new record over the
 * cutoff, common tokens only update records already found) and only the best records are
 * handed to the full scorer.
 */
export const generateCandidates = (
  data: IndexData,
  query: WeightedToken[],
  matches: [number, number][][],
  filter: CandidateFilter,
  cutoff: number,
): [number, number][] => {
  const { sum, hits, last, lastVocab, touched, vocabSim } = data.scratch;
  const totalWeight = query.reduce((s, t) => s + (t.kind === 'legal' ? 0 : t.weight), 0);
  if (totalWeight === 0) return [];
  const order = query
    .map((t, i) => i)
    .filter((i) => matches[i]!.length > 0)
    .sort((a, b) => query[b]!.weight - query[a]!.weight);
  let remaining = order.reduce((s, i) => s + query[i]!.weight, 0);
  let touchedCount = 0;

  const { recordEntity, recordRepeats, recordContentCount, recordVocabStart, recordVocabIds } =
    data;
  const { postingStart, postingRecords } = data;
  for (const qi of order) {
    const qt = query[qi]!;
    const canCreate = remaining / totalWeight >= cutoff;
    remaining -= qt.weight;
    const tokenMatches = matches[qi]!;
    let postingCount = 0;
    for (const [id] of tokenMatches) postingCount += postingStart[id + 1]! - postingStart[id]!;
    if (!canCreate && touchedCount * 4 < postingCount) {
      // A common word that cannot add new candidates ("Mohammed" after the rare words): check
      // the records already found instead of walking thousands of postings.
      for (const [id, sim] of tokenMatches) vocabSim[id] = Math.max(vocabSim[id]!, sim);
      for (let k = 0; k < touchedCount; k += 1) {
        const rec = touched[k]!;
        let bestSim = 0;
        let bestId = -1;
        for (let v = recordVocabStart[rec]!, end = recordVocabStart[rec + 1]!; v < end; v += 1) {
          const id = recordVocabIds[v]!;
          const sim = vocabSim[id]!;
          if (sim <= bestSim) continue;
          if (lastVocab[rec] === id && recordRepeats[rec] === 0) continue;
          bestSim = sim;
          bestId = id;
        }
        if (bestId === -1) continue;
        sum[rec]! += bestSim * qt.weight;
        hits[rec]! += 1;
        last[rec] = qi;
        lastVocab[rec] = bestId;
      }
      for (const [id] of tokenMatches) vocabSim[id] = 0;
      continue;
    }
    for (const [id, sim] of tokenMatches) {
      for (let p = postingStart[id]!, end = postingStart[id + 1]!; p < end; p += 1) {
        const rec = postingRecords[p]!;
        const seen = last[rec]!;
        if (seen === qi || (lastVocab[rec] === id && recordRepeats[rec] === 0)) continue;
        if (seen === -1) {
          if (!canCreate || !filter.allow(recordEntity[rec]!)) continue;
          touched[touchedCount] = rec;
          touchedCount += 1;
        }
        sum[rec]! += sim * qt.weight;
        hits[rec]! += 1;
        last[rec] = qi;
        lastVocab[rec] = id;
      }
    }
  }

  // Optimistic bound per touched record, then the best `maxCandidates` by a histogram cut
  // (cheaper than sorting thousands of records that share a common given name).
  const bounds = data.scratch.bounds;
  const histogram = data.scratch.histogram.fill(0);
  for (let k = 0; k < touchedCount; k += 1) {
    const rec = touched[k]!;
    const contentCount = recordContentCount[rec]!;
    const missingShare =
      contentCount > 0 ? Math.max(0, contentCount - hits[rec]!) / contentCount : 0;
    const bound = sum[rec]! / totalWeight - PENALTIES.missingInteriorShare * missingShare;
    bounds[k] = bound;
    if (bound >= cutoff) histogram[binOf(bound)]! += 1;
    sum[rec] = 0;
    hits[rec] = 0;
    last[rec] = -1;
    lastVocab[rec] = -1;
  }
  const limit = data.options.maxCandidates;
  let minBin = BINS;
  for (let seen = histogram[BINS]!; minBin > 0 && seen < limit;) {
    minBin -= 1;
    seen += histogram[minBin]!;
  }
  const ranked: [number, number][] = [];
  for (let k = 0; k < touchedCount; k += 1) {
    const bound = bounds[k]!;
    if (bound >= cutoff && binOf(bound) >= minBin) ranked.push([touched[k]!, bound]);
  }
  ranked.sort((a, b) => b[1] - a[1]);
  return ranked.slice(0, limit);
};
