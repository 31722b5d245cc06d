// Vendors and declaration consignors/consignees are screened like a sanctions subject
// (restricted-party lists and the internal blacklist, not PEP lists) under each of their names;
// the candidates of all names are pooled and judged together, so the strongest finding decides.
import type {
  ListVersion,
  MonitoredPartyScreening,
  PartyScreeningRole,
  RiskLevel,
  ScreeningMatch,
  ScreeningResult,
} from '@compliance/contracts';
import type { PartyScreening as Row } from '@compliance/db';

import type { IndexSnapshot } from '../index-holder/holder';
import { coverageNow } from '../index-holder/screen';
import { storedMatches } from '../kyc/to-kyc-dto';
import { subjectKeyOf } from '../review/subject-key';
import type { Suppressor } from '../review/suppressions';
import { suggestSanctions } from '../rules/assess';
import { screenForSanctions } from '../sanctions/sanctions-screenings';

/** Parties are traders: screened as companies, so reviews recorded for the company apply. */
export const PARTY_ENTITY_TYPE = 'company' as const;
export const MAX_STORED_MATCHES = 50;

export interface PartyToScreen {
  role: PartyScreeningRole;
  names: string[];
  country: string | null;
}

export interface PartyOutcome {
  result: ScreeningResult;
  riskLevel: RiskLevel;
  reasons: string[];
  matches: ScreeningMatch[];
  listVersions: ListVersion[];
}

/** Distinct, non-blank names, in the order given. */
export const partyNames = (...names: (string | null | undefined)[]): string[] => [
  ...new Set(names.map((n) => n?.trim()).filter((n): n is string => Boolean(n))),
];

export const partyKeys = (names: string[]) => names.map((n) => subjectKeyOf(n, PARTY_ENTITY_TYPE));

/** Judges pooled candidates (matches first, strongest first) against the lists they came from. */
export const judgeParty = (
  matches: ScreeningMatch[],
  listVersions: ListVersion[],
): PartyOutcome => {
  const sorted = [...matches].sort(
    (a, b) => Number(b.match) - Number(a.match) || b.score - a.score,
  );
  const suggestion = suggestSanctions({
    matches: sorted,
    versions: listVersions,
    coverage: coverageNow(),
  });
  return {
    result: suggestion.suggestedResult,
    riskLevel: suggestion.suggestedRiskLevel,
    reasons: suggestion.reasons,
    matches: sorted.slice(0, MAX_STORED_MATCHES),
    listVersions,
  };
};

export const screenPartyNames = (
  snapshot: IndexSnapshot,
  suppressor: Suppressor,
  names: string[],
): PartyOutcome => {
  const byEntity = new Map<string, ScreeningMatch>();
  let listVersions: ListVersion[] = [];
  for (const name of names) {
    const check = screenForSanctions(
      snapshot,
      { entityName: name, entityType: PARTY_ENTITY_TYPE },
      suppressor,
    );
    listVersions = check.listVersions;
    for (const m of check.candidates) {
      const seen = byEntity.get(m.entityId);
      if (!seen || Number(m.match) > Number(seen.match) || m.score > seen.score)
        byEntity.set(m.entityId, m);
    }
  }
  return judgeParty([...byEntity.values()], listVersions);
};

const SHOWN_MATCHES = 5;

export const toPartyScreeningDto = (row: Row): MonitoredPartyScreening => {
  const screened = row.status === 'screened';
  return {
    role: row.role,
    names: row.names,
    status: row.status,
    result: screened ? row.result : null,
    riskLevel: screened ? row.riskLevel : null,
    reasons: screened ? row.reasons : row.error ? [row.error] : [],
    matches: storedMatches(row.matches).slice(0, SHOWN_MATCHES),
    listVersions: Array.isArray(row.listVersions)
      ? (row.listVersions as unknown as ListVersion[])
      : [],
    screenedAt: row.screenedAt?.toISOString() ?? null,
  };
};

/** A party with no row yet (created before monitoring, or seeded): shown as not yet screened. */
export const pendingPartyDto = (
  role: PartyScreeningRole,
  names: string[],
): MonitoredPartyScreening => ({
  role,
  names,
  status: 'pending',
  result: null,
  riskLevel: null,
  reasons: [],
  matches: [],
  listVersions: [],
  screenedAt: null,
});
