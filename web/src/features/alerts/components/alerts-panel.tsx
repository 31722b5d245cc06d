import { Button } from '@mui/material';

import { DashboardPanel } from '../../../components/dashboard-panel';
import { LoadError } from '../../../components/load-error';
import { useAlerts } from '../api/get-alerts';

import { AlertsList } from './alerts-list';

// The dashboard shows 5 alerts.
export const DASHBOARD_ALERTS_LIMIT = 5;

export const AlertsPanel = ({ onViewAll }: { onViewAll: () => void }) => {
  const { data, isLoading, error, refetch } = useAlerts({ limit: DASHBOARD_ALERTS_LIMIT });
  return (
    <DashboardPanel
      title="Compliance Alerts"
      action={
        <Button size="small" onClick={onViewAll}>
          View All
        </Button>
      }
    >
      {/* In place of 'No alerts': a failed load must not read as 'All compliance checks are up to date'. */}
      {error ? (
        <LoadError onRetry={() => void refetch()}>Failed to fetch compliance alerts</LoadError>
      ) : (
        <AlertsList alerts={data} isLoading={isLoading} />
      )}
    </DashboardPanel>
  );
};
