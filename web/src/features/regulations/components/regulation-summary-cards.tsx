import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined';
import UpdateOutlinedIcon from '@mui/icons-material/UpdateOutlined';

import { MetricCard, MetricGrid, MetricSummary } from '../../../components/metric-card';
import type { SummaryState } from '../../../lib/list-summary';
import type { RegulationSummary } from '../regulation-summary';

/** Total, countries, active and updated in the last 7 days. */
export const RegulationSummaryCards = ({ state }: { state: SummaryState<RegulationSummary> }) => {
  const summary = state.data;
  return (
    <MetricSummary error={state.error} onRetry={state.retry}>
      <MetricGrid columns={4}>
        <MetricCard
          label="Total Regulations"
          value={summary?.total}
          loading={!summary}
          icon={<GavelOutlinedIcon />}
        />
        <MetricCard
          label="Countries"
          value={summary?.countries}
          loading={!summary}
          tone="info"
          icon={<PublicOutlinedIcon />}
        />
        <MetricCard
          label="Active Regulations"
          value={summary?.active}
          loading={!summary}
          tone="success"
          icon={<CheckCircleOutlineIcon />}
        />
        <MetricCard
          label="Updated in Last 7 Days"
          value={summary?.recent}
          loading={!summary}
          tone="warning"
          icon={<UpdateOutlinedIcon />}
        />
      </MetricGrid>
    </MetricSummary>
  );
};
