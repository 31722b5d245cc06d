import type { KycScreening } from '@compliance/contracts';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';

import { humanize } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { formatScore } from '../../../components/screening/score-bar';
import { CoverageGapBadge } from '../../../components/screening/coverage-gap-badge';
import { flaggedForCoverage } from '../flagged-for-coverage';
import { ResultIcon, RiskBadge } from '../../../components/screening/screening-badges';

import { KycFlagBadges } from './kyc-flag-badges';

const matchSummary = ({ matchCount, candidateCount, topScore }: KycScreening): string | null => {
  if (candidateCount === 0) return null;
  const top = topScore === null ? '' : `, top score ${formatScore(topScore)}`;
  return matchCount > 0
    ? `${matchCount} watchlist match${matchCount === 1 ? '' : 'es'}${top}`
    : `${candidateCount} possible match${candidateCount === 1 ? '' : 'es'}${top}`;
};

type KycResultItemProps = { screening: KycScreening; onOpen: (id: number) => void };

export const KycResultItem = ({ screening, onOpen }: KycResultItemProps) => {
  const matches = matchSummary(screening);
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={screening.entityName}
      data-testid="kyc-result"
      data-result={screening.screeningResult}
      sx={{
        p: { xs: 1.75, sm: 2.25 },
        borderRadius: 2.5,
        display: 'flex',
        gap: { xs: 1.5, sm: 2 },
      }}
    >
      <ResultIcon result={screening.screeningResult} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            justifyContent: 'space-between',
            alignItems: 'flex-start',
            flexWrap: 'wrap',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography
              variant="subtitle1"
              component="h3"
              sx={{ lineHeight: 1.3, wordBreak: 'break-word' }}
            >
              {screening.entityName}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ '&::first-letter': { textTransform: 'uppercase' } }}
            >
              {humanize(screening.entityType)} · {screening.country}
            </Typography>
          </Box>
          <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {flaggedForCoverage(screening) && <CoverageGapBadge />}
            <RiskBadge riskLevel={screening.riskLevel} />
          </Stack>
        </Box>
        <Stack
          direction="row"
          spacing={0.75}
          useFlexGap
          sx={{ flexWrap: 'wrap', mt: 1, '&:empty': { display: 'none' } }}
        >
          <KycFlagBadges screening={screening} />
        </Stack>
        {screening.notes && (
          <Typography variant="body2" sx={{ mt: 1, wordBreak: 'break-word' }}>
            {screening.notes}
          </Typography>
        )}
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            flexWrap: 'wrap',
            mt: 1,
          }}
        >
          <Typography variant="caption" color="text.secondary">
            Screened on {formatDate(screening.screenedAt)}
            {matches && ` · ${matches}`}
          </Typography>
          <Button
            size="small"
            endIcon={<ChevronRightIcon />}
            onClick={() => onOpen(screening.id)}
            aria-label={`View details for ${screening.entityName}`}
            sx={{ mr: -1, ml: 'auto' }}
          >
            Details
          </Button>
        </Box>
      </Box>
    </Paper>
  );
};
