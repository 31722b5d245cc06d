// Coverage of a screening: which official lists it was checked against, and where that check
// falls short (a list older than the staleness limit, a list without a date, an enabled list that
// is not loaded). A screening with a coverage gap is never suggested as clear.
import type { ListVersion } from '@compliance/contracts';

import { listNameOf } from '../sources/catalogue';

const DAY_MS = 86_400_000;

export const ageInDays = (asOf: string, at: Date): number =>
  Math.max(0, Math.floor((at.getTime() - Date.parse(`${asOf.slice(0, 10)}T00:00:00Z`)) / DAY_MS));

/**
 * Plain-language coverage gaps of the official lists a screening used. `versions` holds a
 * placeholder (versionId null) for every enabled official list that was not loaded.
 */
export const coverageGaps = ({
  versions,
  at,
  staleAfterDays,
}: {
  versions: ListVersion[];
  at: Date;
  staleAfterDays: number;
}): string[] =>
  versions
    .filter((v) => v.kind === 'official')
    .flatMap((v) => {
      const list = listNameOf(v.source);
      if (v.versionId === null) return [`${list} is not loaded`];
      if (!v.asOf) return [`${list} states no publication date`];
      const age = ageInDays(v.asOf, at);
      return age > staleAfterDays
        ? [`${list} dated ${v.asOf} is ${age} days old (limit ${staleAfterDays} days)`]
        : [];
    });
