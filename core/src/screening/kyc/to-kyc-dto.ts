import type {
  KycScreening,
  KycScreeningDetail,
  ListVersion,
  ScreeningMatch,
} from '@compliance/contracts';
import type { KycScreening as Row } from '@compliance/db';

import { loadScreeningEnv } from '../env';
import { assessKyc } from '../rules/assess';

// Matches stored before reviewers were signed-in users name the reviewer by a numeric id only.
const withReviewer = (match: ScreeningMatch): ScreeningMatch =>
  match.suppressed
    ? {
        ...match,
        suppressed: {
          ...match.suppressed,
          reviewedBy: String(match.suppressed.reviewedBy),
          reviewerName: match.suppressed.reviewerName ?? null,
        },
      }
    : match;

export const storedMatches = (value: unknown): ScreeningMatch[] =>
  Array.isArray(value) ? (value as ScreeningMatch[]).map(withReviewer) : [];

const summary = (matches: ScreeningMatch[]) => ({
  matchCount: matches.filter((m) => m.match).length,
  candidateCount: matches.length,
  topScore: matches.length ? Math.max(...matches.map((m) => m.score)) : null,
});

export const toKycDto = (row: Row): KycScreening => ({
  id: row.id,
  entityName: row.entityName,
  entityType: row.entityType,
  identificationNumber: row.identificationNumber,
  country: row.country,
  address: row.address,
  dateOfBirth: row.dateOfBirth ? row.dateOfBirth.toISOString().slice(0, 10) : null,
  notes: row.notes,
  screeningResult: row.screeningResult,
  riskLevel: row.riskLevel,
  isPEP: row.isPEP,
  isBlacklisted: row.isBlacklisted,
  sanctionsMatch: row.sanctionsMatch,
  amlFlags: row.amlFlags,
  ...summary(storedMatches(row.matches)),
  screenedAt: row.screenedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toKycDetailDto = (row: Row): KycScreeningDetail => {
  const matches = storedMatches(row.matches);
  const listVersions = (row.listVersions ?? []) as ListVersion[];
  const { reasons } = assessKyc({
    matches,
    subject: row,
    versions: listVersions,
    coverage: {
      at: row.screenedAt,
      staleAfterDays: loadScreeningEnv().WATCHLIST_STALE_AFTER_DAYS,
    },
  });
  return { ...toKycDto(row), matches, listVersions, reasons };
};
