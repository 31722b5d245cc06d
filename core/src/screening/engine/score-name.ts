import { MIN_TOKEN_SIMILARITY, PENALTIES } from './constants';
import { LEGAL_FAMILY } from './lexicon';
import { joinedSpans, type NameToken } from './normalize';
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

/** Words of at most this many letters are short (see the short-typo cap). */
const SHORT_WORD = 4;

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

interface Span {
  from: number;
  to: number;
  /** The parts' folds joined ("chun" + "sam" -> "chunsam"). */
  joined: string;
}

// Spans of adjacent tokens a single word may stand for: every adjacent pair, plus the longer
// runs the name marks as one (a hyphenated word of three parts, particles before a word).
const spansCache = new WeakMap<NameToken[], Span[]>();
const partSpans = (tokens: NameToken[]): Span[] => {
  let spans = spansCache.get(tokens);
  if (!spans) {
    const ranges: [number, number][] = [];
    for (let j = 0; j + 1 < tokens.length; j += 1) ranges.push([j, j + 1]);
    for (const span of joinedSpans(tokens)) if (span[1] - span[0] >= 2) ranges.push(span);
    spans = ranges
      .filter(([from, to]) => tokens.slice(from, to + 1).every((t) => t.kind !== 'legal'))
      .map(([from, to]) => ({
        from,
        to,
        joined: tokens
          .slice(from, to + 1)
          .map((t) => t.fold)
          .join(''),
      }));
    spansCache.set(tokens, spans);
  }
  return spans;
};

/** A joined word must be this close to its parts written together ("abdulrahman"/"abdul rahman"). */
const JOIN_MIN_SIMILARITY = 0.85;
/** Aligning one word with several costs a little against a word-for-word match. */
const JOIN_FACTOR = 0.97;

const range = (from: number, to: number) => {
  const out: number[] = [];
  for (let k = from; k <= to; k += 1) out.push(k);
  return out;
};

/** One word of `single` against the parts of `parts` written together, as candidate pairs. */
const joinCandidates = (
  single: WeightedToken[],
  exact: boolean[],
  parts: WeightedToken[],
  singleIsQuery: boolean,
  out: Pair[],
) => {
  if (parts.length < 2 || exact.every((e, i) => e || single[i]!.kind === 'legal')) return;
  const spans = partSpans(parts);
  for (let i = 0; i < single.length; i += 1) {
    const t = single[i]!;
    // A word with an exact counterpart is that word, not a joined spelling of others.
    if (t.kind === 'legal' || exact[i]) continue;
    const f = t.fold;
    for (const span of spans) {
      if (Math.abs(f.length - span.joined.length) > 2) continue;
      const sim = fuzzySimilarity(f, span.joined);
      if (sim < JOIN_MIN_SIMILARITY) continue;
      const joined = range(span.from, span.to);
      out.push({
        qi: singleIsQuery ? [i] : joined,
        ci: singleIsQuery ? joined : [i],
        similarity: sim * JOIN_FACTOR,
        method: 'fuzzy',
      });
    }
  }
};

/**
 * Token alignment: one-to-one word pairs and words written joined on one side and in parts on the
 * other ("Chunsam" / "Chun-Sam", "Almasri" / "al-Masri", "Pridmore Smith" / "PRIDMORESMITH"),
 * best similarity first. A word used once cannot match again (stops "Vladimir" matching
 * "VLADIMIROV, Vladimir Vladimirovich" twice).
 */
const alignTokens = (q: WeightedToken[], c: WeightedToken[], similarity: SimilarityFn): Pair[] => {
  const candidates: Pair[] = [];
  const exactQ: boolean[] = new Array<boolean>(q.length).fill(false);
  const exactC: boolean[] = new Array<boolean>(c.length).fill(false);
  for (let i = 0; i < q.length; i += 1) {
    for (let j = 0; j < c.length; j += 1) {
      const sim = similarity(i, c[j]!);
      if (sim.similarity >= MIN_TOKEN_SIMILARITY) {
        candidates.push({ qi: [i], ci: [j], similarity: sim.similarity, method: sim.method });
        if (sim.similarity === 1) exactQ[i] = exactC[j] = true;
      }
    }
  }
  const joins: Pair[] = [];
  joinCandidates(q, exactQ, c, true, joins);
  joinCandidates(c, exactC, q, false, joins);
  for (const p of joins) candidates.push(p);
  candidates.sort(
    (a, b) => b.similarity - a.similarity || c[b.ci[0]!]!.weight - c[a.ci[0]!]!.weight,
  );
  // The pair holding each used token, so a blocked join can move a repeated word's pair aside.
  const pairOfQ: (Pair | undefined)[] = new Array<Pair | undefined>(q.length);
  const pairOfC: (Pair | undefined)[] = new Array<Pair | undefined>(c.length);
  const pairs: Pair[] = [];
  const isFree = (p: Pair) => {
    for (const i of p.qi) if (pairOfQ[i]) return false;
    for (const j of p.ci) if (pairOfC[j]) return false;
    return true;
  };
  const take = (p: Pair) => {
    for (const i of p.qi) pairOfQ[i] = p;
    for (const j of p.ci) pairOfC[j] = p;
    pairs.push(p);
  };
  for (const p of candidates) if (isFree(p)) take(p);
  if (joins.length === 0) return pairs;

  // A join blocked only because a repeated word ("Abdel" in "Abdel-Salam Abdel-Rahman") was paired
  // with the copy inside it: pair that word with its other copy and take the join.
  const relocate = (
    tokens: WeightedToken[],
    used: (Pair | undefined)[],
    k: number,
    avoid: number[],
  ) =>
    tokens.findIndex(
      (t, other) =>
        other !== k && !used[other] && !avoid.includes(other) && t.text === tokens[k]!.text,
    );
  for (const p of joins) {
    if (pairs.includes(p)) continue;
    const singleQ = p.qi.length === 1;
    const single = singleQ ? p.qi[0]! : p.ci[0]!;
    if ((singleQ ? pairOfQ : pairOfC)[single]) continue;
    const parts = singleQ ? p.ci : p.qi;
    const tokens = singleQ ? c : q;
    const used = singleQ ? pairOfC : pairOfQ;
    const moves: [Pair, number, number][] = [];
    let ok = true;
    for (const k of parts) {
      const blocker = used[k];
      if (!blocker) continue;
      const target =
        blocker.qi.length === 1 && blocker.ci.length === 1 ? relocate(tokens, used, k, parts) : -1;
      if (target === -1 || moves.some(([, , t]) => t === target)) {
        ok = false;
        break;
      }
      moves.push([blocker, k, target]);
    }
    if (!ok || moves.length === 0) continue;
    for (const [blocker, k, target] of moves) {
      used[k] = undefined;
      used[target] = blocker;
      if (singleQ) blocker.ci = [target];
      else blocker.qi = [target];
    }
    take(p);
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
  // A single letter of a company's name is part of it ("G AND S DIAMOND FZE" is not any
  // "Diamond"); a person's initials are often left out, and cost nothing.
  const listedContent = (t: NameToken) => isContent(t) || (!person && t.kind === 'initial');
  let contentC = 0;
  let unmatchedContentC = 0;
  let first = Number.POSITIVE_INFINITY;
  let last = -1;
  c.forEach((t, j) => {
    if (!listedContent(t)) return;
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
    let compoundPart = false;
    c.forEach((t, j) => {
      if (!listedContent(t) || matchedC.has(j)) return;
      // Half of a hyphenated surname is not a dropped middle name: "John Smith" is not
      // "JOHN B. PRIDMORE-SMITH".
      const partOfMatchedCompound =
        person &&
        t.compound !== undefined &&
        c.some((o, k) => k !== j && o.compound === t.compound && matchedC.has(k));
      if (partOfMatchedCompound) compoundPart = true;
      const interior = person && j > first && j < last && !partOfMatchedCompound;
      missing +=
        PENALTIES[interior ? 'missingInteriorShare' : 'missingCandidateShare'] *
        (t.kind === 'generic' || t.kind === 'initial' ? 0.5 : 1);
    });
    let delta = -missing / contentC;
    if (compoundPart) delta -= PENALTIES.compoundPartMissing;
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
  // A one-word name that matches only through a typo in a word of four letters or fewer is weak
  // evidence: "test" is one edit from the alias "TSST", and a match would block it.
  const only = pairs.length === 1 ? pairs[0]! : undefined;
  if (
    only &&
    contentQ === 1 &&
    contentC === 1 &&
    only.method === 'fuzzy' &&
    only.similarity < 1 &&
    only.ci.every((j) => c[j]!.fold.length <= SHORT_WORD) &&
    score > PENALTIES.shortWordTypoCap
  ) {
    note({
      factor: 'short_typo',
      delta: PENALTIES.shortWordTypoCap - score,
      detail: 'one short word matched only with a typo',
    });
    score = PENALTIES.shortWordTypoCap;
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
