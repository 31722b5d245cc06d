import type {
  KycScreening,
  KycScreeningDetail,
  ListVersion,
  ScreeningMatch,
} from '@compliance/contracts';
import type { KycScreening as Row, Prisma } from '@compliance/db';

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

/**
 * What the lists show of a screening's matches: those at or above the threshold, all candidates and
 * the best score. Written in columns beside the matches (KYC and sanctions screenings alike), so a
 * page of 500 rows reads no JSON (a common name stores ten candidates, ~9 KB).
 */
export const matchSummary = (matches: ReadonlyArray<Pick<ScreeningMatch, 'match' | 'score'>>) => ({
  matchCount: matches.filter((m) => m.match).length,
  candidateCount: matches.length,
  topScore: matches.length ? Math.max(...matches.map((m) => m.score)) : null,
});

/** The summary's columns, read by the list pages of both screenings. */
export const MATCH_SUMMARY_SELECT = {
  matchCount: true,
  candidateCount: true,
  topScore: true,
} as const;

type MatchSummary = ReturnType<typeof matchSummary>;

/** The summary as the list DTOs carry it (from a KYC or a sanctions row). */
export const summaryOf = ({
  matchCount,
  candidateCount,
  topScore,
}: MatchSummary): MatchSummary => ({
  matchCount,
  candidateCount,
  topScore,
});

/** The columns a KYC list page reads: all but the stored matches and list versions. */
export const KYC_LIST_SELECT = {
  id: true,
  entityName: true,
  entityType: true,
  identificationNumber: true,
  country: true,
  address: true,
  dateOfBirth: true,
  notes: true,
  screeningResult: true,
  riskLevel: true,
  isPEP: true,
  isBlacklisted: true,
  sanctionsMatch: true,
  amlFlags: true,
  ...MATCH_SUMMARY_SELECT,
  screenedAt: true,
  updatedAt: true,
} satisfies Prisma.KycScreeningSelect;

type ListRow = Prisma.KycScreeningGetPayload<{ select: typeof KYC_LIST_SELECT }>;

export const toKycDto = (row: ListRow): KycScreening => ({
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
  ...summaryOf(row),
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
