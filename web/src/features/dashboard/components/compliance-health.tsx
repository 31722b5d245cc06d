import type { DashboardStats } from '@compliance/contracts';
import { Box, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';

import { DashboardPanel } from '../../../components/dashboard-panel';
import { scoreHasNoData, statValue } from '../stat-cards';

// The charts library arrives with the gauge, after the dashboard's first paint.
const ScoreGauge = lazy(() => import('./score-gauge'));

const scoreTone = (score: number) => (score >= 80 ? 'success' : score >= 60 ? 'warning' : 'error');

const SCORE_TEXT = { success: 'Good standing', warning: 'Needs attention', error: 'At risk' };

type ComplianceHealthProps = {
  stats: Partial<DashboardStats> | null | undefined;
  loading: boolean;
  /** The stats call failed with nothing loaded before (the figures above say so, with Retry). */
  failed?: boolean;
};

/** In place of the gauge when there is no score to show. */
const NoScore = ({ title, detail }: { title: string; detail: string }) => (
  <Stack sx={{ alignItems: 'center', textAlign: 'center', py: 3 }} data-testid="no-score">
    <Typography variant="h6" color="text.secondary">
      {title}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {detail}
    </Typography>
  </Stack>
);

/** The compliance score as a gauge, with the counts that pull it down beside it. */
export const ComplianceHealth = ({ stats, loading, failed = false }: ComplianceHealthProps) => {
  const score = statValue(stats, 'complianceScore');
  const tone = scoreTone(score);
  return (
    <DashboardPanel title="Compliance Health" subtitle="Share of records without an open issue">
      {loading ? (
        <Stack sx={{ alignItems: 'center', py: 2 }}>
          <Skeleton variant="circular" width={150} height={150} />
        </Stack>
      ) : (
        <Stack sx={{ alignItems: 'center' }}>
          {failed && !stats ? (
            <NoScore title="No data" detail="The figures could not be loaded." />
          ) : scoreHasNoData(stats) ? (
            <NoScore title="No data yet" detail="Nothing has been uploaded or screened yet." />
          ) : (
            <>
              <Box role="img" aria-label={`Compliance score ${score}%`}>
                <Suspense fallback={<Skeleton variant="circular" width={150} height={150} />}>
                  <ScoreGauge score={score} tone={tone} />
                </Suspense>
              </Box>
              <Typography variant="subtitle2" sx={{ color: `${tone}.main`, mt: -1 }}>
                {SCORE_TEXT[tone]}
              </Typography>
            </>
          )}
          <Divider flexItem sx={{ my: 2 }} />
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: '1fr 1fr',
              width: '100%',
              textAlign: 'center',
            }}
          >
            <Box>
              <Typography sx={{ fontSize: 22, fontWeight: 700 }}>
                {statValue(stats, 'pendingReviews')}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                Pending reviews
              </Typography>
            </Box>
            <Box sx={{ borderLeft: 1, borderColor: 'divider' }}>
              <Typography sx={{ fontSize: 22, fontWeight: 700, color: 'error.main' }}>
                {statValue(stats, 'riskFlags')}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                Risk flags
              </Typography>
            </Box>
          </Box>
        </Stack>
      )}
    </DashboardPanel>
  );
};
