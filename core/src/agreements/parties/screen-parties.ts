// Buyer and seller are screened like a sanctions subject (restricted-party lists and the internal
// blacklist) under their name and, when given, their legal entity name; the stronger outcome wins.
import type {
  ListVersion,
  RiskLevel,
  ScreeningMatch,
  ScreeningResult,
} from '@compliance/contracts';
import type { Prisma } from '@compliance/db';

import type { IndexSnapshot } from '../../screening/index-holder/holder';
import { maxResult, maxRisk } from '../../screening/rules/assess';
import { screenForSanctions } from '../../screening/sanctions/sanctions-screenings';

export type PartyRole = 'buyer' | 'seller';

export interface PartyOutcome {
  role: PartyRole;
  names: string[];
  result: ScreeningResult;
  riskLevel: RiskLevel;
  reasons: string[];
  matches: ScreeningMatch[];
  listVersions: ListVersion[];
}

export interface Parties {
  buyerName: string;
  buyerLegalEntity: string | null;
  sellerName: string;
  sellerLegalEntity: string | null;
}

const namesOf = (name: string, legalEntity: string | null) => [
  ...new Set([name, legalEntity].filter((n): n is string => Boolean(n?.trim()))),
];

export const screenParty = (
  snapshot: IndexSnapshot,
  role: PartyRole,
  names: string[],
): PartyOutcome => {
  const outcome: PartyOutcome = {
    role,
    names,
    result: 'clear',
    riskLevel: 'low',
    reasons: [],
    matches: [],
    listVersions: [],
  };
  for (const name of names) {
    const check = screenForSanctions(snapshot, { entityName: name, entityType: 'company' });
    outcome.result = maxResult(outcome.result, check.suggestedResult);
    outcome.riskLevel = maxRisk(outcome.riskLevel, check.suggestedRiskLevel);
    outcome.reasons.push(...check.reasons.map((r) => (names.length > 1 ? `${name}: ${r}` : r)));
    outcome.matches.push(...check.candidates);
    outcome.listVersions = check.listVersions;
  }
  outcome.matches.sort((a, b) => b.score - a.score);
  return outcome;
};

export const screenParties = (snapshot: IndexSnapshot, parties: Parties): PartyOutcome[] => [
  screenParty(snapshot, 'buyer', namesOf(parties.buyerName, parties.buyerLegalEntity)),
  screenParty(snapshot, 'seller', namesOf(parties.sellerName, parties.sellerLegalEntity)),
];

export const partyData = (outcome: PartyOutcome) => ({
  names: outcome.names,
  result: outcome.result,
  riskLevel: outcome.riskLevel,
  reasons: outcome.reasons.slice(0, 20),
  matches: outcome.matches.slice(0, 20) as unknown as Prisma.InputJsonValue,
  listVersions: outcome.listVersions as unknown as Prisma.InputJsonValue,
});
