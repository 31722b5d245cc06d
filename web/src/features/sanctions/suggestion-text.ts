import type { SanctionsScreening } from '@compliance/contracts';

import { COVERAGE_GAP_TEXT } from '../../components/screening/coverage-gap-badge';

/**
 * The server's suggestion as the row and the table both show it: "flagged / medium (coverage gap,
 * no name match)". A flagged suggestion without a match rests on a coverage gap (suggestSanctions),
 * and says so, so it is not read as a hit. Null for screenings stored before suggestions.
 */
export const suggestionText = (screening: SanctionsScreening): string | null =>
  screening.suggestedResult && screening.suggestedRiskLevel
    ? `${screening.suggestedResult} / ${screening.suggestedRiskLevel}${
        screening.suggestedResult === 'flagged' && screening.matchCount === 0
          ? ` (${COVERAGE_GAP_TEXT})`
          : ''
      }`
    : null;
