import type { AlertSeverity } from '@compliance/contracts';
import { DialogContent, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';

import { DialogFrame } from '../../../components/dialog-frame';
import { LoadError } from '../../../components/load-error';
import { errorMessage } from '../../../lib/api-client';
import { useAlerts } from '../api/get-alerts';

import { SEVERITY_STYLES } from './alert-item';
import { AlertsList } from './alerts-list';

// The full view lists everything still open, up to the API's page limit.
export const ALL_ALERTS_LIMIT = 100;

type AllAlertsDialogProps = { open: boolean; onClose: () => void };

export const AllAlertsDialog = ({ open, onClose }: AllAlertsDialogProps) => {
  const [severity, setSeverity] = useState<AlertSeverity | 'all'>('all');
  const { data, isLoading, error, refetch } = useAlerts(
    { limit: ALL_ALERTS_LIMIT },
    { enabled: open },
  );
  const visible = severity === 'all' ? data : data?.filter((alert) => alert.severity === severity);

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      maxWidth="sm"
      titleId="all-alerts-title"
      title="Compliance Alerts"
    >
      <DialogContent dividers>
        <Stack spacing={2}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={severity}
            onChange={(_, next: AlertSeverity | 'all' | null) => next && setSeverity(next)}
            aria-label="Filter by severity"
          >
            <ToggleButton value="all">All</ToggleButton>
            {(Object.keys(SEVERITY_STYLES) as AlertSeverity[]).map((key) => (
              <ToggleButton key={key} value={key}>
                {SEVERITY_STYLES[key].label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {/* In place of 'No alerts': a failed load must not read as 'All compliance checks are up to date'. */}
          {error ? (
            <LoadError onRetry={() => void refetch()}>
              Failed to fetch compliance alerts. {errorMessage(error)}
            </LoadError>
          ) : (
            <AlertsList alerts={visible} isLoading={isLoading} />
          )}
        </Stack>
      </DialogContent>
    </DialogFrame>
  );
};
