// Remembered false positives. The latest review of a (subject, listed entity) pair counts: when it
// is a false positive whose recorded entity hash equals the entity's hash in the loaded lists, the
// candidate is kept in the results with `suppressed` set and `match: false`, so no rule, alert or
// batch hit counts it. When the entity's record changed, the review has expired and the hit is
// raised again.
import type { ScreeningMatch } from '@compliance/contracts';
import type { PrismaClient } from '@compliance/db';

import type { WatchlistEntity } from '../engine';
import type { IndexSnapshot } from '../index-holder/holder';
import { entityRecordHash } from './subject-key';

interface LatestReview {
  id: number;
  decision: string;
  entityHash: string;
  reviewedBy: string;
  reviewerName: string | null;
  reviewedAt: Date;
  note: string;
}

export interface Suppressor {
  /** Marks suppressed candidates; returns a new array. */
  apply<M extends Pick<ScreeningMatch, 'entityId' | 'match'>>(
    subjectKey: string,
    matches: M[],
  ): (M & { suppressed?: ScreeningMatch['suppressed'] })[];
  /**
   * When a false positive was recorded for this pair but the listed record has changed since:
   * the record's current hash; otherwise null.
   */
  expired(subjectKey: string, entityId: string): string | null;
}

export const NO_SUPPRESSION: Suppressor = {
  apply: (_key, matches) => matches,
  expired: () => null,
};

export const entityOf = (snapshot: IndexSnapshot, entityId: string): WatchlistEntity | undefined =>
  snapshot.official?.getEntity(entityId) ?? snapshot.internal?.getEntity(entityId);

const pairKey = (subjectKey: string, entityId: string) => `${subjectKey}\u0000${entityId}`;

/** Loads the latest decision per pair, for the given subjects or for every subject. */
export const loadSuppressor = async (
  prisma: Pick<PrismaClient, 'screeningMatchReview'>,
  snapshot: IndexSnapshot,
  subjectKeys?: string[],
): Promise<Suppressor> => {
  const rows = await prisma.screeningMatchReview.findMany({
    where: subjectKeys ? { subjectKey: { in: subjectKeys } } : {},
    orderBy: [{ reviewedAt: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      subjectKey: true,
      entityId: true,
      decision: true,
      entityHash: true,
      reviewedBy: true,
      reviewerName: true,
      reviewedAt: true,
      note: true,
    },
  });
  if (rows.length === 0) return NO_SUPPRESSION;
  const latest = new Map<string, LatestReview>();
  for (const row of rows) latest.set(pairKey(row.subjectKey, row.entityId), row);
  const hashes = new Map<string, string | null>();
  const currentHash = (entityId: string) => {
    if (!hashes.has(entityId)) {
      const entity = entityOf(snapshot, entityId);
      hashes.set(entityId, entity ? entityRecordHash(entity) : null);
    }
    return hashes.get(entityId) ?? null;
  };
  const falsePositive = (subjectKey: string, entityId: string) => {
    const review = latest.get(pairKey(subjectKey, entityId));
    return review?.decision === 'false_positive' ? review : undefined;
  };
  return {
    apply: (subjectKey, matches) =>
      matches.map((m) => {
        const review = falsePositive(subjectKey, m.entityId);
        if (!review || review.entityHash !== currentHash(m.entityId)) return m;
        return {
          ...m,
          match: false,
          suppressed: {
            reviewId: review.id,
            reviewedBy: review.reviewedBy,
            reviewerName: review.reviewerName,
            reviewedAt: review.reviewedAt.toISOString(),
            note: review.note,
          },
        };
      }),
    expired: (subjectKey, entityId) => {
      const review = falsePositive(subjectKey, entityId);
      const hash = currentHash(entityId);
      return review && hash && review.entityHash !== hash ? hash : null;
    },
  };
};
