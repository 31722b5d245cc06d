import type { VendorStats } from '@compliance/contracts';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';

import { LoadError } from '../../../components/load-error';
import { MetricCard, MetricGrid } from '../../../components/metric-card';
import { errorMessage } from '../../../lib/api-client';
import { useVendorStats } from '../api/get-vendors';

/**
 * The platform overview: four counts the server takes over every vendor, so they hold however
 * few cards are loaded. A failed load shows its error with Retry, never zeros.
 */
export const VendorsOverview = () => {
  const { data, isLoading, error, refetch } = useVendorStats();
  if (error && !data)
    return (
      <LoadError onRetry={() => void refetch()}>
        Could not load the platform overview. {errorMessage(error)}
      </LoadError>
    );
  const value = (count: keyof VendorStats) => (data?.[count] ?? 0).toLocaleString('en-US');
  return (
    <MetricGrid>
      <MetricCard
        label="Active Vendors"
        value={value('active')}
        loading={isLoading}
        icon={<StorefrontOutlinedIcon />}
      />
      <MetricCard
        label="Verified"
        value={value('verified')}
        loading={isLoading}
        tone="success"
        icon={<HowToRegOutlinedIcon />}
      />
      <MetricCard
        label="Enterprise Plans"
        value={value('enterprise')}
        loading={isLoading}
        tone="secondary"
        icon={<WorkspacePremiumOutlinedIcon />}
      />
      <MetricCard
        label="Onboarded"
        value={value('onboarded')}
        loading={isLoading}
        tone="info"
        icon={<RocketLaunchOutlinedIcon />}
      />
    </MetricGrid>
  );
};
