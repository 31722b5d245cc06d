import type {
  ListVersion,
  SanctionsScreening,
  SanctionsScreeningDetail,
} from '@compliance/contracts';
import type { Prisma, SanctionsScreening as Row } from '@compliance/db';

import { loadScreeningEnv } from '../env';
import { MATCH_SUMMARY_SELECT, storedMatches, summaryOf } from '../kyc/to-kyc-dto';
import { suggestSanctions } from '../rules/assess';

/** The columns a sanctions list page reads: all but the stored matches and list versions. */
export const SANCTIONS_LIST_SELECT = {
  id: true,
  entityName: true,
  entityType: true,
  screeningResult: true,
  riskLevel: true,
  notes: true,
  overrideReason: true,
  decidedBy: true,
  decidedByName: true,
  suggestedResult: true,
  suggestedRiskLevel: true,
  ...MATCH_SUMMARY_SELECT,
  screenedAt: true,
  updatedAt: true,
} satisfies Prisma.SanctionsScreeningSelect;

type ListRow = Prisma.SanctionsScreeningGetPayload<{ select: typeof SANCTIONS_LIST_SELECT }>;

export const toSanctionsDto = (row: ListRow): SanctionsScreening => ({
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
  ...summaryOf(row),
  screenedAt: row.screenedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

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
