// Decision rules for KYC outcomes and sanctions suggestions (the README's Screening section lists them).
// Pure functions of the stored candidates and subject fields, so the reasons shown later are the
// ones the decision was made on.
import type {
  KycEntityType,
  ListVersion,
  RiskLevel,
  ScreeningMatch,
  ScreeningResult,
} from '@compliance/contracts';

import { categoryOf, listNameOf } from '../sources/catalogue';
import { coverageGaps } from './coverage';
import { jurisdictionFindings } from './jurisdictions';

/** When and against which staleness limit a screening's list coverage is judged. */
export interface CoverageContext {
  at: Date;
  staleAfterDays: number;
}

const gapReasons = (gaps: string[]) =>
  gaps.length ? [`Coverage gap: ${gaps.join('; ')}. A clear result cannot be suggested`] : [];

/** A match at or above this score (an exact name, or a decisive identifier) is a strong match. */
export const STRONG_MATCH_SCORE = 0.95;
/** A candidate below the threshold but at or above this keeps the risk at least medium. */
export const NEAR_MISS_SCORE = 0.75;

export type MatchStrength = 'strong' | 'potential';

export const strengthOf = (match: Pick<ScreeningMatch, 'match' | 'score'>): MatchStrength | null =>
  !match.match ? null : match.score >= STRONG_MATCH_SCORE ? 'strong' : 'potential';

const RISK_ORDER: RiskLevel[] = ['low', 'medium', 'high'];
const RESULT_ORDER: ScreeningResult[] = ['clear', 'flagged', 'blocked'];
export const maxRisk = (a: RiskLevel, b: RiskLevel) =>
  RISK_ORDER[Math.max(RISK_ORDER.indexOf(a), RISK_ORDER.indexOf(b))]!;
/** `a` is a milder result than `b` (clear < flagged < blocked). */
export const milderThan = (a: ScreeningResult, b: ScreeningResult) =>
  RESULT_ORDER.indexOf(a) < RESULT_ORDER.indexOf(b);
export const maxResult = (a: ScreeningResult, b: ScreeningResult) =>
  RESULT_ORDER[Math.max(RESULT_ORDER.indexOf(a), RESULT_ORDER.indexOf(b))]!;

const describe = (m: ScreeningMatch) =>
  `${listNameOf(m.list)}: "${m.matchedName}"${m.matchedName !== m.name ? ` (${m.name})` : ''}, score ${m.score.toFixed(2)}`;

const checkedOn = (versions: ListVersion[]) => {
  const loaded = versions.filter((v) => v.kind === 'internal' || v.versionId !== null);
  return `Checked against ${loaded.length} lists (${loaded.map((v) => `${listNameOf(v.source)}${v.asOf ? ` as of ${v.asOf}` : ''}`).join(', ')})`;
};

export interface KycSubject {
  entityType: KycEntityType;
  country: string;
  address: string | null;
  identificationNumber: string | null;
}

export interface KycAssessment {
  screeningResult: ScreeningResult;
  riskLevel: RiskLevel;
  sanctionsMatch: boolean;
  isBlacklisted: boolean;
  isPEP: boolean;
  amlFlags: string[];
  reasons: string[];
}

export const assessKyc = ({
  matches,
  subject,
  versions = [],
  coverage,
}: {
  matches: ScreeningMatch[];
  subject: KycSubject;
  versions?: ListVersion[];
  coverage?: CoverageContext;
}): KycAssessment => {
  const gaps = coverage ? coverageGaps({ versions, ...coverage }) : [];
  const hits = matches.filter((m) => m.match);
  const of = (category: string) => hits.filter((m) => categoryOf(m.list) === category);
  const sanctionsHits = of('sanctions');
  const blacklistHits = of('blacklist');
  const pepHits = of('pep');
  const reasons: string[] = [];
  const strong = [...sanctionsHits, ...blacklistHits].filter((m) => strengthOf(m) === 'strong');
  for (const m of strong) reasons.push(`Strong match on ${describe(m)}`);
  for (const m of [...sanctionsHits, ...blacklistHits].filter((m) => !strong.includes(m)))
    reasons.push(`Potential match on ${describe(m)}`);
  for (const m of pepHits) reasons.push(`Politically exposed person: ${describe(m)}`);

  const jurisdiction = jurisdictionFindings(subject);
  jurisdiction.forEach((finding) => reasons.push(finding.reason));
  const amlFlags: string[] = jurisdiction.map((finding) => finding.flag);
  const person = subject.entityType === 'individual' || subject.entityType === 'beneficial_owner';
  if (person && !subject.identificationNumber) {
    amlFlags.push('missing_identification');
    reasons.push('No identification number recorded for a natural person');
  }
  const highRiskPlace = amlFlags.some(
    (f) =>
      f === 'fatf_call_for_action_jurisdiction' || f === 'comprehensively_sanctioned_jurisdiction',
  );
  const nearMiss = matches.some(
    (m) => !m.match && m.score >= NEAR_MISS_SCORE && categoryOf(m.list) !== 'pep',
  );
  if (nearMiss && !hits.length)
    reasons.push('A listed name is similar but below the match threshold');

  const sanctionsMatch = sanctionsHits.length > 0;
  const isBlacklisted = blacklistHits.length > 0;
  const isPEP = pepHits.length > 0;
  const riskLevel: RiskLevel =
    sanctionsMatch || isBlacklisted || highRiskPlace
      ? 'high'
      : isPEP || amlFlags.length > 0 || nearMiss
        ? 'medium'
        : 'low';
  const screeningResult: ScreeningResult = strong.length
    ? 'blocked'
    : sanctionsMatch || isBlacklisted || isPEP || riskLevel === 'high' || gaps.length
      ? 'flagged'
      : 'clear';
  reasons.push(...gapReasons(gaps));
  if (!hits.length && versions.length) reasons.push(`${checkedOn(versions)}: no match`);
  return { screeningResult, riskLevel, sanctionsMatch, isBlacklisted, isPEP, amlFlags, reasons };
};

export interface SanctionsSuggestion {
  suggestedResult: ScreeningResult;
  suggestedRiskLevel: RiskLevel;
  reasons: string[];
}

/** Sanctions screens look at restricted-party lists and the internal blacklist, not PEP lists. */
export const sanctionsRelevant = (list: string) => categoryOf(list) !== 'pep';

export const suggestSanctions = ({
  matches,
  versions = [],
  coverage,
}: {
  matches: ScreeningMatch[];
  versions?: ListVersion[];
  coverage?: CoverageContext;
}): SanctionsSuggestion => {
  const gaps = coverage ? coverageGaps({ versions, ...coverage }) : [];
  const relevant = matches.filter((m) => sanctionsRelevant(m.list));
  const hits = relevant.filter((m) => m.match);
  const strong = hits.filter((m) => strengthOf(m) === 'strong');
  const nearMiss = relevant.some((m) => !m.match && m.score >= NEAR_MISS_SCORE);
  const reasons = [
    ...strong.map((m) => `Strong match on ${describe(m)}`),
    ...hits.filter((m) => !strong.includes(m)).map((m) => `Potential match on ${describe(m)}`),
  ];
  if (!hits.length && nearMiss)
    reasons.push('A listed name is similar but below the match threshold');
  reasons.push(...gapReasons(gaps));
  if (!hits.length && versions.length) reasons.push(`${checkedOn(versions)}: no match`);
  return {
    suggestedResult: strong.length ? 'blocked' : hits.length || gaps.length ? 'flagged' : 'clear',
    suggestedRiskLevel: hits.length ? 'high' : nearMiss || gaps.length ? 'medium' : 'low',
    reasons,
  };
};
