export type EntityType = 'individual' | 'company' | 'vessel' | 'aircraft' | 'unknown';
export type AliasKind = 'aka' | 'fka' | 'weak_aka' | 'original_script' | 'low_quality';
export type NameKind = 'primary' | AliasKind;

export interface WatchlistAlias {
  name: string;
  kind: AliasKind;
}

export interface WatchlistIdentifier {
  type: string;
  value: string;
  country?: string;
}

export interface WatchlistEntity {
  /** `<source>:<id in the source>`, stable across reloads. */
  id: string;
  source: string;
  entityType: EntityType;
  name: string;
  aliases: WatchlistAlias[];
  programs: string[];
  /** ISO 3166-1 alpha-2 where the source country could be mapped, otherwise the source text. */
  countries: string[];
  /** ISO partial dates: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`; ranges are expanded to their years. */
  datesOfBirth: string[];
  identifiers: WatchlistIdentifier[];
  addresses: string[];
  remarks: string | null;
}

export interface WatchlistParseResult {
  source: string;
  entities: WatchlistEntity[];
  /** Publication date the file itself states (e.g. UN `dateGenerated`), ISO; null when it has none. */
  asOf: string | null;
  /** Latest per-record date seen (e.g. DPL `Last_Update`), a lower bound for the snapshot's age. */
  latestRecordDate: string | null;
}

export type QueryEntityType = 'individual' | 'company' | 'vessel' | 'any';

export interface SearchQuery {
  name: string;
  entityType?: QueryEntityType;
  /** ISO2 code or English country name. */
  country?: string;
  /** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. */
  dateOfBirth?: string;
  identifiers?: { type?: string; value: string }[];
  threshold?: number;
  limit?: number;
  /** Restrict to these sources (e.g. `['us_ofac_sdn', 'un_sc']`). */
  lists?: string[];
}

export type TokenMatchMethod = 'exact' | 'variant' | 'fuzzy' | 'phonetic' | 'skeleton';

export interface TokenPairExplanation {
  query: string;
  candidate: string;
  similarity: number;
  weight: number;
  method: TokenMatchMethod;
}

export interface ScoreAdjustment {
  factor:
    | 'identifier'
    | 'date_of_birth'
    | 'country'
    | 'alias_quality'
    | 'numbers'
    | 'legal_form'
    | 'generic_only'
    | 'missing_tokens'
    | 'short_typo';
  /** Score change applied (negative = penalty); for decisive identifier matches the score is set to 1. */
  delta: number;
  detail: string;
}

export interface MatchExplanation {
  list: string;
  matchedName: string;
  nameKind: NameKind;
  nameScore: number;
  tokenPairs: TokenPairExplanation[];
  unmatchedQueryTokens: string[];
  unmatchedCandidateTokens: string[];
  adjustments: ScoreAdjustment[];
  summary: string;
}

export interface ScreeningMatch {
  entityId: string;
  list: string;
  entityType: EntityType;
  name: string;
  matchedName: string;
  score: number;
  match: boolean;
  programs: string[];
  countries: string[];
  explanation: MatchExplanation;
}

export interface SearchResult {
  matches: ScreeningMatch[];
  threshold: number;
}
