/**
 * Default decision threshold for `match` (score >= threshold). Calibrated with
 * `npm run bench:screening` on the bundled lists: at this value recall@1 over the labelled
 * variations (typos, reordering, dropped middle names, transliterations, scripts, aliases) is
 * >= 0.95 while innocent look-alikes (shared surnames, generic company words) stay under 2%
 * false positives. Scores are in 0..1; 1 means an exact name or a decisive identifier.
 */
export const DEFAULT_THRESHOLD = 0.82;

/** Candidates scoring below this are not returned at all (they explain nothing useful). */
export const REPORT_FLOOR = 0.6;

export const DEFAULT_LIMIT = 10;

/** Token pairs below this similarity are not aligned. */
export const MIN_TOKEN_SIMILARITY = 0.72;

export const WEIGHTS = {
  legal: 0.05,
  particle: 0.1,
  initial: 0.15,
  number: 1,
  genericCap: 0.2,
  coreFloor: 0.2,
  unknownCore: 1,
} as const;

export const PENALTIES = {
  /** Per share of the listed name's tokens the query did not mention (dropped names). */
  missingCandidateShare: 0.35,
  /** Same, for a token between two matched ones: a dropped middle name is the commonest omission. */
  missingInteriorShare: 0.2,
  /** Per share of the query's words that are generic and unmatched ("Sunrise Shipping" vs "SUNRISE"). */
  extraGenericShare: 0.35,
  /** The query left out one part of a hyphenated listed surname. */
  compoundPartMissing: 0.15,
  /** The query matched a single token of a multi-token listed name. */
  singleTokenMatch: 0.1,
  numberMissing: 0.1,
  numberConflictFactor: 0.5,
  legalFamilyConflict: 0.03,
  weakAlias: 0.05,
  dobMismatch: 0.15,
  countryMismatch: 0.05,
  /** Score cap when only generic words, particles or initials matched. */
  genericOnlyCap: 0.5,
  /**
   * Score cap for a one-word name matched only through a typo in a short word: below the
   * threshold even with a country match (+0.02); an exact date of birth as well can still lift it.
   */
  shortWordTypoCap: 0.79,
} as const;

export const BONUSES = { dobExact: 0.05, dobYear: 0.02, country: 0.02 } as const;
