import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import GppMaybeOutlinedIcon from '@mui/icons-material/GppMaybeOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';

import { MetricCard, MetricGrid, MetricSummary } from '../../../components/metric-card';
import type { SummaryState } from '../../../lib/list-summary';
import type { KycSummary } from '../kyc-summary';

/** Total Screenings, Flagged Entities and PEP Matches. */
export const KycSummaryCards = ({ state }: { state: SummaryState<KycSummary> }) => {
  const summary = state.data;
  return (
    <MetricSummary error={state.error} onRetry={state.retry}>
      <MetricGrid columns={3}>
        <MetricCard
          label="Total Screenings"
          value={summary?.total}
          loading={!summary}
          icon={<FactCheckOutlinedIcon />}
        />
        <MetricCard
          label="Flagged Entities"
          value={summary?.flagged}
          loading={!summary}
          tone="warning"
          icon={<GppMaybeOutlinedIcon />}
        />
        <MetricCard
          label="PEP Matches"
          value={summary?.pep}
          loading={!summary}
          tone="info"
          icon={<HowToRegOutlinedIcon />}
        />
      </MetricGrid>
    </MetricSummary>
  );
};
