import { BONUSES, PENALTIES } from './constants';
import { toIso2 } from './countries';
import type { ScoreAdjustment, WatchlistEntity } from './types';

/** Date of birth: exact date or year agreement lifts, a clear year mismatch lowers (individuals). */
export const dobAdjustment = (
  entity: WatchlistEntity,
  dob: string | undefined,
): ScoreAdjustment | null => {
  if (!dob || entity.entityType !== 'individual' || entity.datesOfBirth.length === 0) return null;
  const year = Number(dob.slice(0, 4));
  if (!Number.isFinite(year)) return null;
  if (dob.length >= 10 && entity.datesOfBirth.includes(dob.slice(0, 10))) {
    return {
      factor: 'date_of_birth',
      delta: BONUSES.dobExact,
      detail: `date of birth ${dob.slice(0, 10)} matches`,
    };
  }
  const years = entity.datesOfBirth.map((d) => Number(d.slice(0, 4)));
  if (years.includes(year)) {
    return {
      factor: 'date_of_birth',
      delta: BONUSES.dobYear,
      detail: `year of birth ${year} matches`,
    };
  }
  if (years.some((y) => Math.abs(y - year) <= 1)) {
    return {
      factor: 'date_of_birth',
      delta: 0,
      detail: `year of birth ${year} within one year of ${years.join(', ')}`,
    };
  }
  return {
    factor: 'date_of_birth',
    delta: -PENALTIES.dobMismatch,
    detail: `year of birth ${year} differs from listed ${[...new Set(years)].join(', ')}`,
  };
};

export const countryAdjustment = (
  entity: WatchlistEntity,
  country: string | undefined,
): ScoreAdjustment | null => {
  if (!country) return null;
  const iso = toIso2(country);
  const listed = entity.countries.filter((c) => c.length === 2);
  if (!iso || listed.length === 0) return null;
  if (listed.includes(iso))
    return { factor: 'country', delta: BONUSES.country, detail: `country ${iso} matches` };
  return {
    factor: 'country',
    delta: -PENALTIES.countryMismatch,
    detail: `country ${iso} not among listed ${listed.join(', ')}`,
  };
};
