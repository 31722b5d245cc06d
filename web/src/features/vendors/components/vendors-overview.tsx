import type { Vendor } from '@compliance/contracts';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';

import { MetricCard, MetricGrid } from '../../../components/metric-card';
import { vendorOverview } from '../vendor-overview';

type VendorsOverviewProps = { vendors: readonly Vendor[]; loading: boolean };

export const VendorsOverview = ({ vendors, loading }: VendorsOverviewProps) => {
  const counts = vendorOverview(vendors);
  return (
    <MetricGrid>
      <MetricCard
        label="Active Vendors"
        value={counts.active}
        loading={loading}
        icon={<StorefrontOutlinedIcon />}
      />
      <MetricCard
        label="Verified"
        value={counts.verified}
        loading={loading}
        tone="success"
        icon={<HowToRegOutlinedIcon />}
      />
      <MetricCard
        label="Enterprise Plans"
        value={counts.enterprise}
        loading={loading}
        tone="secondary"
        icon={<WorkspacePremiumOutlinedIcon />}
      />
      <MetricCard
        label="Onboarded"
        value={counts.onboarded}
        loading={loading}
        tone="info"
        icon={<RocketLaunchOutlinedIcon />}
      />
    </MetricGrid>
  );
};
