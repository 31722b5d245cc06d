import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import HourglassTopOutlinedIcon from '@mui/icons-material/HourglassTopOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';

import { MetricCard, MetricGrid, MetricSummary } from '../../../components/metric-card';
import type { SummaryState } from '../../../lib/list-summary';
import { formatMoney, type DeclarationSummary } from '../declaration-summary';

/** Total, cleared, pending (submitted) and total value in dollars. */
export const DeclarationSummaryCards = ({ state }: { state: SummaryState<DeclarationSummary> }) => {
  const summary = state.data;
  return (
    <MetricSummary error={state.error} onRetry={state.retry}>
      <MetricGrid columns={4}>
        <MetricCard
          label="Total Declarations"
          value={summary?.total}
          loading={!summary}
          icon={<DescriptionOutlinedIcon />}
        />
        <MetricCard
          label="Cleared"
          value={summary?.cleared}
          loading={!summary}
          tone="success"
          icon={<TaskAltOutlinedIcon />}
        />
        <MetricCard
          label="Pending"
          value={summary?.pending}
          loading={!summary}
          tone="warning"
          icon={<HourglassTopOutlinedIcon />}
        />
        <MetricCard
          label="Total Value (USD)"
          value={summary ? formatMoney(summary.totalValueUsd, 'USD') : undefined}
          loading={!summary}
          tone="info"
          footer="USD declarations only"
          icon={<AttachMoneyIcon />}
        />
      </MetricGrid>
    </MetricSummary>
  );
};
