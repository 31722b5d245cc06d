import { Alert, Button } from '@mui/material';

import { DashboardPanel } from '../../../components/dashboard-panel';
import { useAlerts } from '../api/get-alerts';

import { AlertsList } from './alerts-list';

// The dashboard shows 5 alerts.
export const DASHBOARD_ALERTS_LIMIT = 5;

export const AlertsPanel = ({ onViewAll }: { onViewAll: () => void }) => {
  const { data, isLoading, error } = useAlerts({ limit: DASHBOARD_ALERTS_LIMIT });
  return (
    <DashboardPanel
      title="Compliance Alerts"
      action={
        <Button size="small" onClick={onViewAll}>
          View All
        </Button>
      }
    >
      {error && (
        <Alert severity="error" variant="outlined" sx={{ mb: 1.5, py: 0 }}>
          Failed to fetch compliance alerts
        </Alert>
      )}
      <AlertsList alerts={error ? [] : data} isLoading={isLoading} />
    </DashboardPanel>
  );
};
