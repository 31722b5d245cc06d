import type { DashboardStats } from '@compliance/contracts';
import { Box, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

import { DashboardPanel } from '../../../components/dashboard-panel';
import { statValue } from '../stat-cards';

const scoreTone = (score: number) => (score >= 80 ? 'success' : score >= 60 ? 'warning' : 'error');

const SCORE_TEXT = { success: 'Good standing', warning: 'Needs attention', error: 'At risk' };

type ComplianceHealthProps = {
  stats: Partial<DashboardStats> | null | undefined;
  loading: boolean;
};

/** The compliance score as a gauge, with the counts that pull it down beside it. */
export const ComplianceHealth = ({ stats, loading }: ComplianceHealthProps) => {
  const theme = useTheme();
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
          <Box role="img" aria-label={`Compliance score ${score}%`}>
            <Gauge
              width={200}
              height={150}
              value={score}
              startAngle={-110}
              endAngle={110}
              innerRadius="78%"
              cornerRadius="50%"
              text={({ value }) => `${value ?? 0}%`}
              sx={{
                [`& .${gaugeClasses.valueText}`]: { fontSize: 30, fontWeight: 700 },
                [`& .${gaugeClasses.valueArc}`]: { fill: theme.palette[tone].main },
                [`& .${gaugeClasses.referenceArc}`]: { fill: theme.palette.grey[200] },
              }}
            />
          </Box>
          <Typography variant="subtitle2" sx={{ color: `${tone}.main`, mt: -1 }}>
            {SCORE_TEXT[tone]}
          </Typography>
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
