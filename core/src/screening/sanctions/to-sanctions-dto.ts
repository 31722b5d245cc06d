import type {
  ListVersion,
  SanctionsScreening,
  SanctionsScreeningDetail,
} from '@compliance/contracts';
import type { SanctionsScreening as Row } from '@compliance/db';

import { loadScreeningEnv } from '../env';
import { storedMatches } from '../kyc/to-kyc-dto';
import { suggestSanctions } from '../rules/assess';

export const toSanctionsDto = (row: Row): SanctionsScreening => {
  const matches = storedMatches(row.matches);
  return {
    id: row.id,
    entityName: row.entityName,
    entityType: row.entityType,
    screeningResult: row.screeningResult,
    riskLevel: row.riskLevel,
    notes: row.notes,
    overrideReason: row.overrideReason,
    decidedBy: row.decidedBy ? { id: row.decidedBy, name: row.decidedByName } : null,
    suggestedResult: row.suggestedResult,
    suggestedRiskLevel: row.suggestedRiskLevel,
    overridden:
      row.suggestedResult !== null &&
      (row.suggestedResult !== row.screeningResult || row.suggestedRiskLevel !== row.riskLevel),
    matchCount: matches.filter((m) => m.match).length,
    candidateCount: matches.length,
    topScore: matches.length ? Math.max(...matches.map((m) => m.score)) : null,
    screenedAt: row.screenedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};

export const toSanctionsDetailDto = (row: Row): SanctionsScreeningDetail => {
  const matches = storedMatches(row.matches);
  const listVersions = (row.listVersions ?? []) as ListVersion[];
  return {
    ...toSanctionsDto(row),
    matches,
    listVersions,
    reasons: suggestSanctions({
      matches,
      versions: listVersions,
      coverage: {
        at: row.screenedAt,
        staleAfterDays: loadScreeningEnv().WATCHLIST_STALE_AFTER_DAYS,
      },
    }).reasons,
  };
};
