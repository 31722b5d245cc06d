import { countryAdjustment, dobAdjustment } from './adjust';
import {
  type IndexData,
  isIndexed,
  normalizeIdentifier,
  rarityWeight,
  weightKey,
} from './build-index';
import { generateCandidates, JOINED_SIMILARITY, vocabMatches } from './candidates';
import { DEFAULT_LIMIT, PENALTIES, REPORT_FLOOR, WEIGHTS } from './constants';
import { hasVesselMarker, joinedFold, joinedSpans, type NameToken, prepareName } from './normalize';
import { memoSimilarity, type NameScore, round, scoreName, type WeightedToken } from './score-name';
import type {
  MatchExplanation,
  NameKind,
  ScoreAdjustment,
  ScreeningMatch,
  SearchQuery,
  SearchResult,
} from './types';

const KIND_LABEL: Record<NameKind, string> = {
  primary: 'primary name',
  aka: 'a.k.a.',
  fka: 'f.k.a.',
  weak_aka: 'weak a.k.a.',
  original_script: 'original-script name',
  low_quality: 'low-quality a.k.a.',
};

const TYPE_FILTER: Record<string, Set<string>> = {
  individual: new Set(['individual', 'unknown']),
  company: new Set(['company', 'unknown']),
  // Craft: the lists' aircraft (tail numbers such as "EP-GOL") are found by a vessel search, the
  // only craft type the screens offer.
  vessel: new Set(['vessel', 'aircraft', 'unknown']),
};

/**
 * Query tokens with their vocabulary matches and weights. A token the lists do not contain (a
 * typo, a transliteration) weighs what its closest listed word weighs: a misspelt "Mohamed" is
 * as common as "Mohamed".
 */
const analyseQuery = (data: IndexData, name: string, vesselMarkers: boolean) => {
  const tokens = prepareName(name, { vesselMarkers }).tokens;
  const searchable = (t: NameToken) =>
    isIndexed(t) || (t.kind === 'particle' && tokens.length === 1);
  const matches = tokens.map((t) => (searchable(t) ? vocabMatches(data, t) : []));
  // A name the query writes in parts and a list writes as one word ("de la Cruz" / "DELACRUZ",
  // "Pridmore-Smith" / "PRIDMORESMITH"): the span's last word carries the joined word's postings.
  for (const [from, to] of joinedSpans(tokens)) {
    const id = data.byFold.get(joinedFold(tokens, from, to));
    if (id === undefined || !searchable(tokens[to]!)) continue;
    matches[to] = [...matches[to]!, [id, JOINED_SIMILARITY] as [number, number]].sort(
      (a, b) => b[1] - a[1],
    );
  }
  const weighted: WeightedToken[] = tokens.map((t, i) => {
    if (t.kind !== 'core' && t.kind !== 'generic')
      return { ...t, weight: rarityWeight(t, undefined, data.entities.length) };
    const known = data.keyWeight.get(weightKey(t));
    // For a word the lists do not contain, take the commonest of its closest listed words: a
    // skeleton "mhmd" might be a rare "Mahmoudi" but is far more likely "Mohammed".
    const hits = matches[i]!;
    const bestSim = hits[0]?.[1] ?? 0;
    let nearest = Number.POSITIVE_INFINITY;
    // Hits are sorted best first: stop at the first one clearly worse than the best.
    for (const [id, sim] of hits) {
      if (sim < bestSim - 0.02) break;
      nearest = Math.min(nearest, data.vocab[id]!.weight);
    }
    const weight = known ?? (Number.isFinite(nearest) ? nearest : WEIGHTS.unknownCore);
    return { ...t, weight: t.kind === 'generic' ? Math.min(weight, WEIGHTS.genericCap) : weight };
  });
  return { tokens: weighted, matches };
};

interface Best {
  record: number;
  name: NameScore;
  score: number;
}

/**
 * Runs one screening query against a built index. A name that starts or ends with a ship marker
 * ("MV", "MT", "MTS") reads it as one for a vessel search, and as a name word for a company or a
 * person ("MTS Bank"); a search of any type tries both readings and keeps each entity's best.
 */
export const searchIndex = (data: IndexData, query: SearchQuery): SearchResult => {
  const type = query.entityType ?? 'any';
  if (
    type === 'vessel' ||
    type === 'individual' ||
    type === 'company' ||
    !hasVesselMarker(query.name)
  )
    return searchOnce(data, query, type === 'vessel');
  const asVessel = searchOnce(data, query, true);
  const asName = searchOnce(data, query, false);
  const best = new Map<string, ScreeningMatch>();
  for (const match of [...asVessel.matches, ...asName.matches]) {
    const seen = best.get(match.entityId);
    if (!seen || match.score > seen.score) best.set(match.entityId, match);
  }
  const matches = [...best.values()]
    .sort((a, b) => b.score - a.score || a.entityId.localeCompare(b.entityId))
    .slice(0, query.limit ?? DEFAULT_LIMIT);
  return { matches, threshold: asVessel.threshold };
};

const searchOnce = (data: IndexData, query: SearchQuery, vesselMarkers: boolean): SearchResult => {
  const threshold = query.threshold ?? data.options.defaultThreshold;
  const limit = query.limit ?? DEFAULT_LIMIT;
  const lists = query.lists && query.lists.length > 0 ? new Set(query.lists) : null;
  const types =
    query.entityType && query.entityType !== 'any' ? TYPE_FILTER[query.entityType] : null;
  const allow = (e: number) =>
    (!lists || lists.has(data.entitySource[e]!)) && (!types || types.has(data.entityType[e]!));

  // "IMO 9187629" typed into the name is an identifier, not part of the name.
  const identifiers = [...(query.identifiers ?? [])];
  const imo = /\bIMO[\s:#-]*(\d{7})\b/i.exec(query.name);
  if (imo) identifiers.push({ type: 'IMO', value: imo[1]! });
  const nameText = imo ? query.name.replace(imo[0], ' ') : query.name;

  const floor = Math.min(REPORT_FLOOR, threshold);
  const { tokens: qTokens, matches: vocabHits } = analyseQuery(data, nameText, vesselMarkers);
  const best = new Map<number, Best>();
  // A name of single letters only ("A", "I") names nobody: it would otherwise match a listed
  // two-letter alias ("AA (initials)") as an initial. Identifiers below still count.
  const candidates = qTokens.some((t) => t.text.length >= 2)
    ? generateCandidates(data, qTokens, vocabHits, { allow }, floor - 0.05)
    : ([] as [number, number][]);
  const similarity = memoSimilarity(qTokens);
  const top: number[] = [];
  for (const [rec, bound] of candidates) {
    // Candidates arrive by optimistic bound: once `limit` entities already score clearly above
    // what the rest could reach, stop.
    if (top.length >= limit && top[limit - 1]! >= bound + 0.05) break;
    const record = data.records[rec]!;
    const name = scoreName(qTokens, record.tokens, similarity, record.person, false);
    const aliasPenalty =
      record.kind === 'weak_aka' || record.kind === 'low_quality' ? PENALTIES.weakAlias : 0;
    const score = name.score - aliasPenalty;
    const current = best.get(record.entity);
    if (!current || score > current.score) {
      best.set(record.entity, { record: rec, name, score });
      if (!current) {
        top.push(score);
        top.sort((a, b) => b - a);
      }
    }
  }

  const idHits = new Map<number, string>();
  for (const id of identifiers) {
    const key = normalizeIdentifier(id.value);
    for (const e of data.byIdentifier.get(key) ?? []) {
      if (!allow(e)) continue;
      const listed = data.entities[e]!.identifiers.find(
        (x) => normalizeIdentifier(x.value) === key,
      );
      idHits.set(e, `${listed?.type ?? id.type ?? 'identifier'} ${listed?.value ?? id.value}`);
    }
  }
  const entityIds = new Set([...best.keys(), ...idHits.keys()]);

  // Final scores first (cheap); explanations only for the results actually returned.
  const scored: { e: number; score: number; adjustments: ScoreAdjustment[]; idHit?: string }[] = [];
  for (const e of entityIds) {
    const entity = data.entities[e]!;
    const hit = best.get(e);
    const record = hit ? data.records[hit.record]! : null;
    const adjustments: ScoreAdjustment[] = [];
    let score = hit?.score ?? 0;
    if (record && (record.kind === 'weak_aka' || record.kind === 'low_quality')) {
      adjustments.push({
        factor: 'alias_quality',
        delta: -PENALTIES.weakAlias,
        detail: `matched a ${KIND_LABEL[record.kind]}`,
      });
    }
    const idHit = idHits.get(e);
    if (idHit) {
      adjustments.push({
        factor: 'identifier',
        delta: 1 - score,
        detail: `identifier ${idHit} matches exactly: decisive`,
      });
      score = 1;
    } else {
      for (const adj of [
        dobAdjustment(entity, query.dateOfBirth),
        countryAdjustment(entity, query.country),
      ]) {
        if (!adj) continue;
        adjustments.push(adj);
        score += adj.delta;
      }
    }
    score = round(Math.max(0, Math.min(1, score)));
    if (score < floor && !idHit) continue;
    scored.push(idHit ? { e, score, adjustments, idHit } : { e, score, adjustments });
  }
  scored.sort(
    (a, b) => b.score - a.score || data.entities[a.e]!.id.localeCompare(data.entities[b.e]!.id),
  );

  const matches = scored
    .slice(0, limit)
    .map(({ e, score, adjustments: entityAdjustments, idHit }): ScreeningMatch => {
      const entity = data.entities[e]!;
      const hit = best.get(e);
      const record = hit ? data.records[hit.record]! : null;
      const name = record
        ? scoreName(qTokens, record.tokens, similarity, record.person, true)
        : null;
      const adjustments = [...(name?.adjustments ?? []), ...entityAdjustments].map((a) => ({
        ...a,
        delta: round(a.delta),
      }));
      const matchedName = record?.name ?? entity.name;
      const nameKind = record?.kind ?? 'primary';
      const nameScore = round(name?.score ?? 0);
      const explanation: MatchExplanation = {
        list: entity.source,
        matchedName,
        nameKind,
        nameScore,
        tokenPairs: name?.pairs ?? [],
        unmatchedQueryTokens: name?.unmatchedQuery ?? [],
        unmatchedCandidateTokens: name?.unmatchedCandidate ?? [],
        adjustments,
        summary: idHit
          ? `Identifier ${idHit} on ${entity.source} matches exactly.`
          : `Matched ${KIND_LABEL[nameKind]} "${matchedName}" on ${entity.source}: name score ${nameScore}` +
            `${adjustments.length ? `; ${adjustments.map((a) => a.detail).join('; ')}` : ''}.`,
      };
      return {
        entityId: entity.id,
        list: entity.source,
        entityType: entity.entityType,
        name: entity.name,
        matchedName,
        score,
        match: score >= threshold,
        programs: entity.programs,
        countries: entity.countries,
        explanation,
      };
    });
  return { matches, threshold };
};
