import type { SanctionsCheckResponse } from '@compliance/contracts';
import { Box, Stack, Typography } from '@mui/material';

import { ReasonList } from '../../../components/screening/detail-dialog-shell';
import { ListVersions } from '../../../components/screening/list-versions';
import { MatchList } from '../../../components/screening/match-list';
import { formatScore } from '../../../components/screening/score-bar';

/** What 'Check watchlists' found: the suggestion's reasons and every candidate with its score. */
export const CheckResults = ({ check, name }: { check: SanctionsCheckResponse; name: string }) => {
  const matches = check.candidates.filter((candidate) => candidate.match).length;
  return (
    <Box component="section" aria-label="Watchlist check" data-testid="check-results">
      <Typography variant="subtitle1" component="h3">
        Watchlist check for “{name}”
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {check.candidates.length === 0
          ? 'No candidates on any loaded list.'
          : `${check.candidates.length} candidate${check.candidates.length === 1 ? '' : 's'}, ${matches} at or above the ${formatScore(check.threshold)} match threshold.`}
      </Typography>
      <Stack spacing={2}>
        <ReasonList reasons={check.reasons} />
        {check.candidates.length > 0 && (
          <MatchList
            matches={check.candidates}
            threshold={check.threshold}
            versions={check.listVersions}
          />
        )}
        <Box>
          <ListVersions versions={check.listVersions} collapsible />
        </Box>
      </Stack>
    </Box>
  );
};
