import { MIN_TOKEN_SIMILARITY, PENALTIES } from './constants';
import { LEGAL_FAMILY } from './lexicon';
import type { NameToken } from './normalize';
import { fuzzySimilarity } from './similarity';
import { type TokenSim, tokenSimilarity } from './token-similarity';
import type { ScoreAdjustment, TokenPairExplanation } from './types';

export interface WeightedToken extends NameToken {
  weight: number;
}

export interface NameScore {
  score: number;
  pairs: TokenPairExplanation[];
  unmatchedQuery: string[];
  unmatchedCandidate: string[];
  adjustments: ScoreAdjustment[];
}

interface Pair {
  qi: number[];
  ci: number[];
  similarity: number;
  method: TokenPairExplanation['method'];
}

const isContent = (t: NameToken) =>
  t.kind === 'core' || t.kind === 'generic' || t.kind === 'number';

export type SimilarityFn = (qi: number, c: NameToken) => TokenSim;

/** Memoises token similarities for one query: listed names repeat the same words. */
export const memoSimilarity = (q: NameToken[]): SimilarityFn => {
  const memo = q.map(() => new Map<string, TokenSim>());
  return (qi, c) => {
    const key = c.kind === 'core' ? c.text : `${c.kind}:${c.text}`;
    const map = memo[qi]!;
    let sim = map.get(key);
    if (!sim) {
      sim = tokenSimilarity(q[qi]!, c);
      map.set(key, sim);
    }
    return sim;
  };
};

const alignTokens = (q: WeightedToken[], c: WeightedToken[], similarity: SimilarityFn): Pair[] => {
  const candidates: Pair[] = [];
  for (let i = 0; i < q.length; i += 1) {
    for (let j = 0; j < c.length; j += 1) {
      const sim = similarity(i, c[j]!);
      if (sim.similarity >= MIN_TOKEN_SIMILARITY) {
        candidates.push({ qi: [i], ci: [j], similarity: sim.similarity, method: sim.method });
      }
    }
  }
  // Greedy one-to-one: a token used once cannot match again (stops "Vladimir" matching
  // "VLADIMIROV, Vladimir Vladimirovich" twice).
  candidates.sort(
    (a, b) => b.similarity - a.similarity || c[b.ci[0]!]!.weight - c[a.ci[0]!]!.weight,
  );
  const usedQ = new Set<number>();
  const usedC = new Set<number>();
  const pairs: Pair[] = [];
  for (const p of candidates) {
    if (usedQ.has(p.qi[0]!) || usedC.has(p.ci[0]!)) continue;
    usedQ.add(p.qi[0]!);
    usedC.add(p.ci[0]!);
    pairs.push(p);
  }
  // Compounds: "abdulrahman" vs "abdul rahman", "alhay" vs "al hay".
  const joinable = (tokens: WeightedToken[], used: Set<number>, i: number) =>
    i + 1 < tokens.length &&
    !used.has(i) &&
    !used.has(i + 1) &&
    tokens[i]!.kind !== 'legal' &&
    tokens[i + 1]!.kind !== 'legal';
  for (let i = 0; i < q.length; i += 1) {
    if (usedQ.has(i) || q[i]!.kind === 'legal') continue;
    for (let j = 0; j < c.length; j += 1) {
      if (!joinable(c, usedC, j)) continue;
      if (Math.abs(q[i]!.fold.length - c[j]!.fold.length - c[j + 1]!.fold.length) > 2) continue;
      const sim = fuzzySimilarity(q[i]!.fold, c[j]!.fold + c[j + 1]!.fold);
      if (sim >= 0.85) {
        usedQ.add(i);
        usedC.add(j).add(j + 1);
        pairs.push({ qi: [i], ci: [j, j + 1], similarity: sim * 0.97, method: 'fuzzy' });
        break;
      }
    }
  }
  for (let j = 0; j < c.length; j += 1) {
    if (usedC.has(j) || c[j]!.kind === 'legal') continue;
    for (let i = 0; i < q.length; i += 1) {
      if (!joinable(q, usedQ, i)) continue;
      if (Math.abs(q[i]!.fold.length + q[i + 1]!.fold.length - c[j]!.fold.length) > 2) continue;
      const sim = fuzzySimilarity(q[i]!.fold + q[i + 1]!.fold, c[j]!.fold);
      if (sim >= 0.85) {
        usedC.add(j);
        usedQ.add(i).add(i + 1);
        pairs.push({ qi: [i, i + 1], ci: [j], similarity: sim * 0.97, method: 'fuzzy' });
        break;
      }
    }
  }
  return pairs;
};

const legalFamilies = (tokens: NameToken[]) =>
  new Set(
    tokens
      .filter((t) => t.kind === 'legal')
      .map((t) => LEGAL_FAMILY[t.legal ?? ''] ?? t.legal ?? ''),
  );

interface NameFacts {
  numbers: string;
  legal: Set<string>;
}

// Per token-array facts: listed names are scored against many queries, so compute them once.
const factsCache = new WeakMap<NameToken[], NameFacts>();
const factsOf = (tokens: NameToken[]): NameFacts => {
  let facts = factsCache.get(tokens);
  if (!facts) {
    facts = {
      numbers: tokens
        .filter((t) => t.kind === 'number')
        .map((t) => t.text)
        .sort()
        .join(' '),
      legal: legalFamilies(tokens),
    };
    factsCache.set(tokens, facts);
  }
  return facts;
};

/**
 * Scores a prepared query name against one listed name. With `explain` false only the score is
 * computed (the hot path over every candidate); the explanation is rebuilt for the few results.
 */
export const scoreName = (
  q: WeightedToken[],
  c: WeightedToken[],
  similarity: SimilarityFn = memoSimilarity(q),
  person = true,
  explain = true,
): NameScore => {
  const pairs = alignTokens(q, c, similarity);
  const matchedQ = new Set<number>();
  const matchedC = new Set<number>();
  const adjustments: ScoreAdjustment[] = [];
  const note = (adjustment: ScoreAdjustment) => explain && adjustments.push(adjustment);

  let matched = 0;
  let total = 0;
  let informative = false;
  let matchedContent = 0;
  for (const p of pairs) {
    let weight = 0;
    for (const i of p.qi) matchedQ.add(i);
    for (const j of p.ci) {
      matchedC.add(j);
      weight = Math.max(weight, c[j]!.weight);
    }
    matched += p.similarity * weight;
    total += weight;
    if (p.ci.some((j) => c[j]!.kind === 'core' || c[j]!.kind === 'number')) informative = true;
    if (p.ci.some((j) => isContent(c[j]!))) matchedContent += 1;
  }
  let unmatchedQueryCount = 0;
  let extraGeneric = 0;
  let contentQ = 0;
  q.forEach((t, i) => {
    if (isContent(t)) contentQ += 1;
    if (matchedQ.has(i) || t.kind === 'legal') return;
    unmatchedQueryCount += 1;
    total += t.weight;
    if (t.kind === 'generic') extraGeneric += 1;
  });
  let contentC = 0;
  let unmatchedContentC = 0;
  let first = Number.POSITIVE_INFINITY;
  let last = -1;
  c.forEach((t, j) => {
    if (!isContent(t)) return;
    contentC += 1;
    if (matchedC.has(j)) {
      first = Math.min(first, j);
      last = Math.max(last, j);
    } else {
      unmatchedContentC += 1;
      // Company names compare symmetrically: "Green Technology" is not "Green Wave Technologies".
      if (!person) total += t.weight;
    }
  });
  let score = total > 0 ? matched / total : 0;

  // Listed-name tokens the query did not mention: dropped middle names are common, so this is a
  // share-based penalty rather than a weight the query must cover.
  if (unmatchedContentC > 0) {
    let missing = 0;
    c.forEach((t, j) => {
      if (!isContent(t) || matchedC.has(j)) return;
      const interior = person && j > first && j < last;
      missing +=
        PENALTIES[interior ? 'missingInteriorShare' : 'missingCandidateShare'] *
        (t.kind === 'generic' ? 0.5 : 1);
    });
    let delta = -missing / contentC;
    if (matchedContent === 1 && contentC >= 2) delta -= PENALTIES.singleTokenMatch;
    score += delta;
    note({
      factor: 'missing_tokens',
      delta,
      detail: `${unmatchedContentC} listed word(s) not in the query`,
    });
  }
  // Generic words weigh little, so an unmatched one barely dents the weighted score: count it.
  if (contentQ > 0 && extraGeneric > 0) {
    const delta = -(PENALTIES.extraGenericShare * extraGeneric) / contentQ;
    score += delta;
    note({
      factor: 'generic_only',
      delta,
      detail: `${extraGeneric} generic query word(s) not in the listed name`,
    });
  }

  const qFacts = factsOf(q);
  const cFacts = factsOf(c);
  const qNumbers = qFacts.numbers;
  const cNumbers = cFacts.numbers;
  if (qNumbers && cNumbers && qNumbers !== cNumbers) {
    const before = score;
    score *= PENALTIES.numberConflictFactor;
    note({
      factor: 'numbers',
      delta: score - before,
      detail: `numbers differ (${qNumbers} vs ${cNumbers}): score halved`,
    });
  } else if (qNumbers !== cNumbers) {
    score -= PENALTIES.numberMissing;
    note({
      factor: 'numbers',
      delta: -PENALTIES.numberMissing,
      detail: 'a number appears in only one of the names',
    });
  }

  const qLegal = qFacts.legal;
  const cLegal = cFacts.legal;
  if (qLegal.size > 0 && cLegal.size > 0 && ![...qLegal].some((f) => cLegal.has(f))) {
    score -= PENALTIES.legalFamilyConflict;
    note({
      factor: 'legal_form',
      delta: -PENALTIES.legalFamilyConflict,
      detail: 'different legal forms',
    });
  }

  // Complete: every word of both names is accounted for (initials and particles too: "M AND S
  // TRADING" is not the generic "Trading Corporation").
  const complete =
    unmatchedQueryCount === 0 && c.every((t, j) => t.kind === 'legal' || matchedC.has(j));
  if (!informative && !complete && score > PENALTIES.genericOnlyCap) {
    note({
      factor: 'generic_only',
      delta: PENALTIES.genericOnlyCap - score,
      detail: 'only generic words, particles or initials matched',
    });
    score = PENALTIES.genericOnlyCap;
  }
  const result: NameScore = {
    score: Math.max(0, Math.min(1, score)),
    pairs: [],
    unmatchedQuery: [],
    unmatchedCandidate: [],
    adjustments,
  };
  if (!explain) return result;
  result.pairs = pairs.map((p) => ({
    query: p.qi.map((i) => q[i]!.text).join(' '),
    candidate: p.ci.map((j) => c[j]!.text).join(' '),
    similarity: round(p.similarity),
    weight: round(Math.max(...p.ci.map((j) => c[j]!.weight))),
    method: p.method,
  }));
  result.unmatchedQuery = q
    .filter((t, i) => !matchedQ.has(i) && t.kind !== 'legal')
    .map((t) => t.text);
  result.unmatchedCandidate = c
    .filter((t, j) => !matchedC.has(j) && t.kind !== 'legal')
    .map((t) => t.text);
  return result;
};

export const round = (n: number) => Math.round(n * 1000) / 1000;
