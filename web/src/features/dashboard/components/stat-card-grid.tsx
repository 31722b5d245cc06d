import type { DashboardStats } from '@compliance/contracts';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Stack, Typography } from '@mui/material';

import { MetricCard, MetricGrid } from '../../../components/metric-card';
import { LoadError } from '../../../components/load-error';
import { errorMessage } from '../../../lib/api-client';
import { isPositiveTrend, scoreHasNoData, STAT_CARD_ROWS, statValue } from '../stat-cards';

const Trend = ({ trend, label }: { trend: string; label: string }) => {
  const positive = isPositiveTrend(trend);
  const Icon = positive ? TrendingUpIcon : TrendingDownIcon;
  return (
    <Stack
      useFlexGap
      direction="row"
      sx={{ alignItems: 'center', minWidth: 0, flexWrap: 'wrap', columnGap: 0.5 }}
    >
      <Stack
        direction="row"
        spacing={0.25}
        data-testid="stat-trend"
        data-trend={positive ? 'positive' : 'negative'}
        sx={{ alignItems: 'center', color: positive ? 'success.main' : 'error.main' }}
      >
        <Icon sx={{ fontSize: 16 }} aria-hidden />
        <Typography variant="caption" sx={{ fontWeight: 700, color: 'inherit' }}>
          {trend}
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Stack>
  );
};

type StatCardGridProps = {
  stats: Partial<DashboardStats> | null | undefined;
  loading: boolean;
  /** The stats call failed with nothing loaded before: the zeros come with an error and Retry. */
  error?: unknown;
  onRetry?: () => void;
};

export const StatCardGrid = ({ stats, loading, error, onRetry }: StatCardGridProps) => (
  <Stack spacing={{ xs: 1.5, md: 2.5 }}>
    {/* The cards still read 0 for what is missing; this says why, with Retry. */}
    {error && !stats ? (
      <LoadError onRetry={() => onRetry?.()}>
        Could not load the dashboard figures (the cards read 0 until they load).{' '}
        {errorMessage(error)}
      </LoadError>
    ) : null}
    {STAT_CARD_ROWS.map((row, index) => (
      <MetricGrid key={index}>
        {row.map(({ key, title, trend, trendLabel, icon: Icon, tone, format }) => {
          const value = statValue(stats, key);
          const noData = key === 'complianceScore' && scoreHasNoData(stats);
          return (
            <MetricCard
              key={key}
              label={title}
              value={noData ? 'No data' : format ? format(value) : value.toLocaleString()}
              loading={loading}
              tone={tone}
              icon={<Icon />}
              footer={
                // A trend beside "No data" would say the score moved when there is none.
                noData ? (
                  <Typography variant="caption" color="text.secondary">
                    Nothing uploaded or screened yet
                  </Typography>
                ) : (
                  <Trend trend={trend} label={trendLabel} />
                )
              }
            />
          );
        })}
      </MetricGrid>
    ))}
  </Stack>
);
