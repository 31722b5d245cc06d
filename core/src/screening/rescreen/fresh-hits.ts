// What counts as new when a subject is screened again: a match on an entity the subject was not
// matched with before, or a match whose false-positive review expired because the listed record
// changed (raised once per record version).
import type { ScreeningMatch } from '@compliance/contracts';

import type { Suppressor } from '../review/suppressions';

/** A stored candidate raised again after its listed record changed remembers that record's hash. */
export type StoredMatch = ScreeningMatch & { raisedForHash?: string };
export type Hit = ScreeningMatch & { recordHash?: string };

/** `subjectKeys`: every name the subject is screened under (a review on any of them counts). */
export const freshHits = (
  stored: StoredMatch[],
  current: ScreeningMatch[],
  suppressor: Suppressor,
  subjectKeys: string | string[],
): Hit[] => {
  const keys = Array.isArray(subjectKeys) ? subjectKeys : [subjectKeys];
  const byId = new Map(stored.map((m) => [m.entityId, m]));
  const hits: Hit[] = [];
  for (const m of current) {
    if (!m.match) continue;
    const before = byId.get(m.entityId);
    if (!before?.match) {
      hits.push(m);
      continue;
    }
    const changed = keys.map((key) => suppressor.expired(key, m.entityId)).find(Boolean) ?? null;
    if (changed && before.raisedForHash !== changed) hits.push({ ...m, recordHash: changed });
  }
  return hits;
};

/** Stored and current candidates by entity (current wins), remembering re-raised record hashes. */
export const mergeMatches = (stored: StoredMatch[], current: ScreeningMatch[], hits: Hit[]) => {
  const byId = new Map<string, StoredMatch>(stored.map((m) => [m.entityId, m]));
  for (const m of current)
    byId.set(m.entityId, { ...m, raisedForHash: byId.get(m.entityId)?.raisedForHash });
  for (const hit of hits) {
    if (hit.recordHash)
      byId.set(hit.entityId, { ...byId.get(hit.entityId)!, raisedForHash: hit.recordHash });
  }
  return [...byId.values()].sort((a, b) => b.score - a.score);
};
