// Runs one query over both indexes of a snapshot and merges the candidates best first. Candidate
// scores are comparable across the two: each index scores names on the same 0..1 scale.
import type { ListVersion, ScreeningMatch, ScreeningSearchResponse } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';

import { DEFAULT_LIMIT, DEFAULT_THRESHOLD, type SearchQuery } from '../engine';
import { loadScreeningEnv } from '../env';
import { subjectKeyOf } from '../review/subject-key';
import { NO_SUPPRESSION, type Suppressor } from '../review/suppressions';
import type { CoverageContext } from '../rules/assess';
import { resolveSources } from '../sources/read-source';
import type { IndexSnapshot } from './holder';

/**
 * The versions a screening records: the lists it was checked against, plus a placeholder
 * (versionId null, "not loaded") for every enabled official list that has no version, so the gap
 * is stored with the screening and the suggestion cannot be clear.
 */
export const withUnloadedSources = (
  versions: ListVersion[],
  include: (source: string) => boolean = () => true,
): ListVersion[] => {
  const loaded = new Set(versions.map((v) => v.source));
  const missing = resolveSources(loadScreeningEnv())
    .map((s) => s.definition)
    .filter((d) => !loaded.has(d.id) && include(d.id))
    .map((d): ListVersion => ({
      source: d.id,
      kind: 'official',
      category: d.category,
      versionId: null,
      asOf: null,
      loadedAt: null,
      entityCount: 0,
    }));
  return [...versions, ...missing];
};

/** Coverage judged now, against the configured staleness limit. */
export const coverageNow = (at = new Date()): CoverageContext => ({
  at,
  staleAfterDays: loadScreeningEnv().WATCHLIST_STALE_AFTER_DAYS,
});

export const snapshotVersions = (snapshot: IndexSnapshot): ListVersion[] => [
  ...snapshot.officialVersions,
  ...snapshot.internalVersions,
];

/** Rejects list ids nothing is loaded for, so a typo cannot turn into a silent 'clear'. */
export const checkLists = (snapshot: IndexSnapshot, lists: string[] | undefined) => {
  if (!lists?.length) return;
  const known = new Set(snapshotVersions(snapshot).map((v) => v.source));
  const unknown = lists.filter((list) => !known.has(list));
  if (unknown.length) {
    throw new AppError(
      'VALIDATION_FAILED',
      `lists: unknown list ${unknown.map((l) => `'${l}'`).join(', ')}; loaded lists are ${[...known].join(', ')}`,
    );
  }
};

export const screenSnapshot = (
  snapshot: IndexSnapshot,
  query: SearchQuery,
  /** Remembered false positives for the subject (see review/suppressions.ts). */
  suppressor: Suppressor = NO_SUPPRESSION,
): ScreeningSearchResponse => {
  checkLists(snapshot, query.lists);
  const limit = query.limit ?? DEFAULT_LIMIT;
  const threshold = query.threshold ?? DEFAULT_THRESHOLD;
  const wanted = query.lists?.length ? new Set(query.lists) : null;
  const versions = snapshotVersions(snapshot).filter((v) => !wanted || wanted.has(v.source));
  const matches: ScreeningMatch[] = [];
  for (const [index, group] of [
    [snapshot.official, snapshot.officialVersions],
    [snapshot.internal, snapshot.internalVersions],
  ] as const) {
    if (!index) continue;
    if (wanted && !group.some((v) => wanted.has(v.source))) continue;
    matches.push(...(index.search({ ...query, threshold, limit }).matches as ScreeningMatch[]));
  }
  matches.sort((a, b) => b.score - a.score || a.entityId.localeCompare(b.entityId));
  return {
    matches: suppressor.apply(subjectKeyOf(query.name, query.entityType), matches.slice(0, limit)),
    threshold,
    listVersions: versions,
  };
};
