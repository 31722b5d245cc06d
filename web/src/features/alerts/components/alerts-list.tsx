import type { ComplianceAlert } from '@compliance/contracts';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { Stack } from '@mui/material';

import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/skeletons';

import { AlertItem } from './alert-item';

// Dashboard lists show 3 skeleton rows while loading.
export const LIST_SKELETON_ROWS = 3;

type AlertsListProps = { alerts: ComplianceAlert[] | undefined; isLoading: boolean };

/** A failed fetch falls back to the empty state, like an empty list. */
export const AlertsList = ({ alerts, isLoading }: AlertsListProps) => {
  if (isLoading) return <ListSkeleton count={LIST_SKELETON_ROWS} />;
  if (!alerts || alerts.length === 0)
    return (
      <EmptyState
        dense
        icon={<NotificationsNoneOutlinedIcon />}
        title="No alerts"
        description="All compliance checks are up to date."
      />
    );
  return (
    <Stack spacing={1.25}>
      {alerts.map((alert) => (
        <AlertItem key={alert.id} alert={alert} />
      ))}
    </Stack>
  );
};
