import { COMPOUND_PART, createScratch, type Scratch, SKELETON_DELETIONS_FROM } from './candidates';
import { DEFAULT_THRESHOLD, WEIGHTS } from './constants';
import { joinedFold, joinedSpans, type NameToken, nameVariants, prepareName } from './normalize';
import type { WeightedToken } from './score-name';
import { searchIndex } from './search';
import { createTimeSlicer } from './time-slicer';
import type { EntityType, NameKind, SearchQuery, SearchResult, WatchlistEntity } from './types';

export interface BuildIndexOptions {
  /** Threshold used when a query gives none (defaults to DEFAULT_THRESHOLD). */
  defaultThreshold?: number;
  /** At most this many listed names are fully scored per query after candidate pruning. */
  maxCandidates?: number;
  /** The longest stretch of synchronous work between two turns of the event loop while building. */
  sliceMs?: number;
}

const DEFAULT_SLICE_MS = 20;

export interface NameRecord {
  entity: number;
  name: string;
  kind: NameKind;
  tokens: WeightedToken[];
  /** Vocabulary id per token, -1 for tokens that are not indexed (legal forms, particles). */
  vocab: Int32Array;
  contentCount: number;
  /** Company-like names compare symmetrically; personal names tolerate dropped middle names. */
  person: boolean;
  /** The same word occurs twice ("ZAKI ZAKI AHMED"). */
  repeats: boolean;
}

export interface VocabEntry {
  token: NameToken;
  weight: number;
}

export interface IndexData {
  entities: WatchlistEntity[];
  records: NameRecord[];
  recordEntity: Int32Array;
  recordRepeats: Uint8Array;
  /** Indexed words per record, in a typed array: the candidate loop reads it for every record it touches. */
  recordContentCount: Uint16Array;
  /** Indexed vocabulary ids of record r: recordVocabIds[recordVocabStart[r] .. recordVocabStart[r + 1]). */
  recordVocabStart: Int32Array;
  recordVocabIds: Int32Array;
  entityType: EntityType[];
  entitySource: string[];
  vocab: VocabEntry[];
  /** Records containing vocabulary id v: postingRecords[postingStart[v] .. postingStart[v + 1]). */
  postingStart: Int32Array;
  postingRecords: Int32Array;
  byFold: Map<string, number>;
  byDeletion: Map<string, number[]>;
  byGroup: Map<string, number[]>;
  bySkeleton: Map<string, number[]>;
  /** Part -> compound words made of two listed words ('abdul' -> 'abdulrahman'). */
  byPart: Map<string, number[]>;
  /**
   * Joined spelling of a name written in parts -> the listed words it joins: "chunsam" for
   * "Chun-Sam", "almasri" for "AL-MASRI", "vanderberg" for "van der Berg".
   */
  byJoined: Map<string, number[]>;
  byIdentifier: Map<string, number[]>;
  keyWeight: Map<string, number>;
  /** Per-record accumulators reused by every query (search is synchronous). */
  scratch: Scratch;
  /** Query-token -> vocabulary matches (bounded; cleared when full). */
  matchCache: Map<string, [number, number][]>;
  options: Required<Omit<BuildIndexOptions, 'sliceMs'>>;
}

export interface ScreeningIndex {
  search: (query: SearchQuery) => SearchResult;
  getEntity: (id: string) => WatchlistEntity | undefined;
  readonly stats: {
    entities: number;
    names: number;
    vocabulary: number;
    sources: Record<string, number>;
  };
}

const KIND_RANK: Record<NameKind, number> = {
  primary: 0,
  aka: 1,
  fka: 2,
  original_script: 3,
  weak_aka: 4,
  low_quality: 5,
};

export const isIndexed = (t: NameToken) =>
  t.kind === 'core' || t.kind === 'generic' || t.kind === 'number';
export const weightKey = (t: NameToken) => t.group ?? t.fold;

/** All strings one deletion away (plus the string itself): symmetric-deletion typo blocking. */
export const deletions = (s: string): string[] => {
  const out = [s];
  if (s.length < 4) return out;
  for (let i = 0; i < s.length; i += 1) out.push(s.slice(0, i) + s.slice(i + 1));
  return out;
};

const pushTo = (map: Map<string, number[]>, key: string, id: number) => {
  const list = map.get(key);
  if (!list) map.set(key, [id]);
  else if (list[list.length - 1] !== id) list.push(id);
};

export const normalizeIdentifier = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Rarity weight: tokens in many listed names (Mohammed, Trading) weigh little. */
export const rarityWeight = (t: NameToken, df: number | undefined, entityCount: number): number => {
  if (t.kind === 'legal') return WEIGHTS.legal;
  if (t.kind === 'particle') return WEIGHTS.particle;
  if (t.kind === 'initial') return WEIGHTS.initial;
  if (t.kind === 'number') return WEIGHTS.number;
  const idf = df ? Math.log(entityCount / df) / Math.log(entityCount) : WEIGHTS.unknownCore;
  const w = Math.min(1, Math.max(WEIGHTS.coreFloor, idf));
  return t.kind === 'generic' ? Math.min(w, WEIGHTS.genericCap) : w;
};

/**
 * Builds the in-memory index over all names and aliases of the given entities. The official lists
 * take seconds of CPU (about 4.5 s for 34,000 entities), so the work runs in slices of
 * `sliceMs`: a process rebuilding its index after a list refresh keeps answering requests, health
 * probes and Redis while it does.
 */
export const buildIndex = async (
  entities: WatchlistEntity[],
  options: BuildIndexOptions = {},
): Promise<ScreeningIndex> => {
  const slicer = createTimeSlicer(options.sliceMs ?? DEFAULT_SLICE_MS);
  const prepared: { entity: number; name: string; kind: NameKind; tokens: NameToken[] }[] = [];
  const df = new Map<string, number>();
  for (let e = 0; e < entities.length; e += 1) {
    if (slicer.due()) await slicer.pause();
    const entity = entities[e]!;
    const seen = new Map<string, number>();
    const names: [string, NameKind][] = [
      [entity.name, 'primary'],
      ...entity.aliases.map((a): [string, NameKind] => [a.name, a.kind]),
    ];
    for (const [raw, kind] of names) {
      for (const variant of nameVariants(raw)) {
        const { tokens } = prepareName(variant, {
          vesselMarkers: entity.entityType !== 'individual' && entity.entityType !== 'company',
        });
        if (tokens.length === 0) continue;
        const key = tokens.map((t) => t.fold).join(' ');
        const existing = seen.get(key);
        if (existing !== undefined) {
          const rec = prepared[existing]!;
          if (KIND_RANK[kind] < KIND_RANK[rec.kind]) rec.kind = kind;
          continue;
        }
        seen.set(key, prepared.length);
        prepared.push({ entity: e, name: variant, kind, tokens });
      }
    }
    const keys = new Set(
      prepared
        .slice(prepared.length - seen.size)
        .flatMap((r) => r.tokens.filter(isIndexed).map(weightKey)),
    );
    for (const key of keys) df.set(key, (df.get(key) ?? 0) + 1);
  }

  const n = Math.max(entities.length, 2);
  const keyWeight = new Map<string, number>();
  const vocab: VocabEntry[] = [];
  const byFold = new Map<string, number>();
  const vocabTexts: Set<string>[] = [];
  const postingLists: number[][] = [];
  const joinedParts = new Map<string, Set<number>>();
  const records: NameRecord[] = [];
  for (let r = 0; r < prepared.length; r += 1) {
    if (slicer.due()) await slicer.pause();
    const p = prepared[r]!;
    const tokens = p.tokens.map((t) => ({
      ...t,
      weight: rarityWeight(t, df.get(weightKey(t)), n),
    }));
    const ids = new Int32Array(tokens.length).fill(-1);
    tokens.forEach((t, i) => {
      if (!isIndexed(t)) return;
      keyWeight.set(weightKey(t), t.weight);
      let id = byFold.get(t.fold);
      if (id === undefined) {
        id = vocab.length;
        byFold.set(t.fold, id);
        vocab.push({ token: t, weight: t.weight });
        vocabTexts.push(new Set());
        postingLists.push([]);
      }
      vocabTexts[id]!.add(t.text);
      const postings = postingLists[id]!;
      if (postings[postings.length - 1] !== r) postings.push(r);
      ids[i] = id;
    });
    for (const [from, to] of joinedSpans(tokens)) {
      const key = joinedFold(tokens, from, to);
      let parts = joinedParts.get(key);
      if (!parts) joinedParts.set(key, (parts = new Set()));
      for (let k = from; k <= to; k += 1) if (ids[k] !== -1) parts.add(ids[k]!);
    }
    const type = entities[p.entity]!.entityType;
    const companyWords = tokens.some((t) => t.kind === 'legal' || t.kind === 'generic');
    const person = type === 'individual' || (type === 'unknown' && !companyWords);
    const indexed = [...ids].filter((id) => id !== -1);
    const repeats = new Set(indexed).size < indexed.length;
    records.push({
      ...p,
      tokens,
      vocab: ids,
      contentCount: tokens.filter(isIndexed).length,
      person,
      repeats,
    });
  }

  if (slicer.due()) await slicer.pause();
  const byJoined = new Map([...joinedParts].map(([key, parts]) => [key, [...parts]]));
  const byDeletion = new Map<string, number[]>();
  const byGroup = new Map<string, number[]>();
  const bySkeleton = new Map<string, number[]>();
  for (let id = 0; id < vocab.length; id += 1) {
    if (slicer.due()) await slicer.pause();
    const entry = vocab[id]!;
    const keys = new Set(deletions(entry.token.fold));
    for (const text of vocabTexts[id]!) for (const key of deletions(text)) keys.add(key);
    for (const key of keys) pushTo(byDeletion, key, id);
    if (entry.token.group) pushTo(byGroup, entry.token.group, id);
    // Skeletons are short and collide a lot: one-deletion keys only from four consonants up.
    const skel = entry.token.skel;
    const skelKeys = skel.length >= SKELETON_DELETIONS_FROM ? deletions(skel) : [skel];
    if (skel.length >= 1) for (const key of skelKeys) pushTo(bySkeleton, key, id);
  }

  const byPart = new Map<string, number[]>();
  for (let id = 0; id < vocab.length; id += 1) {
    if (slicer.due()) await slicer.pause();
    const f = vocab[id]!.token.fold;
    for (
      let p = COMPOUND_PART;
      f.length >= 2 * COMPOUND_PART && p <= f.length - COMPOUND_PART;
      p += 1
    ) {
      const left = f.slice(0, p);
      const right = f.slice(p);
      if (byFold.has(left) && byFold.has(right)) {
        pushTo(byPart, left, id);
        pushTo(byPart, right, id);
      }
    }
  }

  if (slicer.due()) await slicer.pause();
  const byIdentifier = new Map<string, number[]>();
  entities.forEach((entity, e) => {
    for (const id of entity.identifiers) {
      const key = normalizeIdentifier(id.value);
      if (key.length >= 5) pushTo(byIdentifier, key, e);
    }
  });

  if (slicer.due()) await slicer.pause();
  // Flat typed arrays for what the candidate loop reads per touched record: reading the record
  // objects themselves there was a cache miss per record, a third of a query's time.
  const recordVocabStart = new Int32Array(records.length + 1);
  for (let i = 0; i < records.length; i += 1) {
    if (slicer.due()) await slicer.pause();
    let count = 0;
    for (const id of records[i]!.vocab) if (id !== -1) count += 1;
    recordVocabStart[i + 1] = recordVocabStart[i]! + count;
  }
  const postingStart = new Int32Array(vocab.length + 1);
  postingLists.forEach((list, id) => {
    postingStart[id + 1] = postingStart[id]! + list.length;
  });
  const postingRecords = new Int32Array(postingStart[vocab.length]!);
  for (let id = 0; id < postingLists.length; id += 1) {
    if (slicer.due()) await slicer.pause();
    postingRecords.set(postingLists[id]!, postingStart[id]!);
  }
  const recordVocabIds = new Int32Array(recordVocabStart[records.length]!);
  for (let i = 0; i < records.length; i += 1) {
    if (slicer.due()) await slicer.pause();
    let at = recordVocabStart[i]!;
    for (const id of records[i]!.vocab) if (id !== -1) recordVocabIds[at++] = id;
  }

  if (slicer.due()) await slicer.pause();
  const data: IndexData = {
    entities,
    records,
    recordEntity: Int32Array.from(records.map((r) => r.entity)),
    recordRepeats: Uint8Array.from(records.map((r) => (r.repeats ? 1 : 0))),
    recordContentCount: Uint16Array.from(records.map((r) => r.contentCount)),
    recordVocabStart,
    recordVocabIds,
    entityType: entities.map((e) => e.entityType),
    entitySource: entities.map((e) => e.source),
    vocab,
    postingStart,
    postingRecords,
    byFold,
    byDeletion,
    byGroup,
    bySkeleton,
    byPart,
    byJoined,
    byIdentifier,
    keyWeight,
    scratch: createScratch(records.length, vocab.length),
    matchCache: new Map(),
    options: {
      defaultThreshold: options.defaultThreshold ?? DEFAULT_THRESHOLD,
      maxCandidates: options.maxCandidates ?? 30,
    },
  };
  const byId = new Map(entities.map((e) => [e.id, e]));
  const sources: Record<string, number> = {};
  for (const e of entities) sources[e.source] = (sources[e.source] ?? 0) + 1;
  return {
    search: (query) => searchIndex(data, query),
    getEntity: (id) => byId.get(id),
    stats: { entities: entities.length, names: records.length, vocabulary: vocab.length, sources },
  };
};
