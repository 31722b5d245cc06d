import { Tooltip } from '@mui/material';

import { Badge } from '../status-badge';

// A screening flagged only because list coverage fell short (a list older than the staleness limit,
// undated or not loaded), with no name on any list. The server's reason reads "Coverage gap: ...
// A clear result cannot be suggested" (core/src/screening/rules/assess.ts); the row names it with
// the same words, so it is not read as a hit, and the detail gives the lists.

export const COVERAGE_GAP_TEXT = 'coverage gap, no name match';

const HINT =
  'A watchlist was out of date or not loaded when this was screened, so the result cannot be ' +
  'clear. Details name the list.';

export const CoverageGapBadge = () => (
  <Tooltip title={HINT}>
    <Badge
      multiline
      tone="warning"
      label={`Flagged: ${COVERAGE_GAP_TEXT}`}
      data-testid="coverage-gap"
    />
  </Tooltip>
);
