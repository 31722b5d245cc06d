import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import GppMaybeOutlinedIcon from '@mui/icons-material/GppMaybeOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import { Box } from '@mui/material';

import { MetricCard, MetricGrid } from '../../../components/metric-card';
import type { KycSummary } from '../kyc-summary';

/** Total Screenings, Flagged Entities and PEP Matches. */
export const KycSummaryCards = ({ summary }: { summary: KycSummary | undefined }) => (
  <Box sx={{ mb: 3 }}>
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
  </Box>
);
