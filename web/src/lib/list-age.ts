import type { ListVersion } from '@compliance/contracts';

const DAY_MS = 86_400_000;

/** Whole days between a list's as-of date and now; null when the list states no date. */
export const ageInDays = (asOf: string | null, now: Date = new Date()): number | null => {
  if (!asOf) return null;
  const time = new Date(asOf).getTime();
  return Number.isNaN(time) ? null : Math.max(0, Math.floor((now.getTime() - time) / DAY_MS));
};

/** '3 days old', '2 years old' — rough on purpose: it is a warning, not a timestamp. */
export const describeAge = (days: number): string => {
  if (days < 1) return 'today';
  if (days < 60) return `${days} day${days === 1 ? '' : 's'} old`;
  if (days < 730) return `${Math.round(days / 30.4)} months old`;
  return `${Math.floor(days / 365)} years old`;
};

/**
 * A loaded list version as the user can match it everywhere: the load number (the version's id,
 * `current.id` on the Watchlists tab, `versionId` in a screening's "Lists checked"). The file's
 * hash means nothing to a reader; the Watchlists tab keeps it in a tooltip.
 */
export const versionLabel = (versionId: number): string => `load #${versionId}`;

/**
 * Whether a result checked against this official list version rests on an old snapshot: not
 * loaded, of no stated date, or older than the platform's limit (`staleAfterDays`, when known).
 * Internal lists are edited in place and are never old.
 */
export const isOldSnapshot = (
  version: Pick<ListVersion, 'kind' | 'versionId' | 'asOf'>,
  staleAfterDays: number | null,
  now: Date = new Date(),
): boolean => {
  if (version.kind !== 'official') return false;
  const age = ageInDays(version.asOf, now);
  return (
    version.versionId === null || age === null || (staleAfterDays !== null && age > staleAfterDays)
  );
};
