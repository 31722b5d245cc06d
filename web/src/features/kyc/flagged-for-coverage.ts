import type { KycScreening } from '@compliance/contracts';

/**
 * Flagged although no list names the subject and no rule raised the risk: by the server's rules
 * (assessKyc) only a coverage gap flags such a screening, and nothing else on the row says so.
 */
export const flaggedForCoverage = (s: KycScreening): boolean =>
  s.screeningResult === 'flagged' &&
  !s.sanctionsMatch &&
  !s.isBlacklisted &&
  !s.isPEP &&
  s.riskLevel !== 'high';
