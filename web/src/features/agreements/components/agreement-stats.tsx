import type { AgreementStats as Stats } from '@compliance/contracts';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';

import { MetricCard, MetricGrid } from '../../../components/metric-card';

// Four stat placeholders while loading. A failed load shows
// 'No data', never 0.
export const AgreementStatsCards = ({
  stats,
  loading,
}: {
  stats: Stats | undefined;
  loading: boolean;
}) => {
  const value = (n: number | undefined) => (n === undefined ? 'No data' : n.toLocaleString());
  return (
    <MetricGrid>
      <MetricCard
        label="Total BOAs"
        value={value(stats?.total)}
        loading={loading}
        icon={<HandshakeOutlinedIcon />}
      />
      <MetricCard
        label="Active"
        value={value(stats?.active)}
        loading={loading}
        tone="success"
        icon={<VerifiedOutlinedIcon />}
      />
      <MetricCard
        label="Digital Orders"
        value={value(stats?.digitalOrders)}
        loading={loading}
        tone="info"
        icon={<ReceiptLongOutlinedIcon />}
      />
      <MetricCard
        label="ICC Compliant"
        value={value(stats?.iccCompliant)}
        loading={loading}
        tone="secondary"
        icon={<GavelOutlinedIcon />}
        footer="Rules version 2024"
      />
    </MetricGrid>
  );
};
