import type { AlertSeverity } from '@compliance/contracts';
import CloseIcon from '@mui/icons-material/Close';
import {
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';

import { useAlerts } from '../api/get-alerts';

import { SEVERITY_STYLES } from './alert-item';
import { AlertsList } from './alerts-list';

// The full view lists everything still open, up to the API's page limit.
export const ALL_ALERTS_LIMIT = 100;

type AllAlertsDialogProps = { open: boolean; onClose: () => void };

export const AllAlertsDialog = ({ open, onClose }: AllAlertsDialogProps) => {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [severity, setSeverity] = useState<AlertSeverity | 'all'>('all');
  const { data, isLoading } = useAlerts({ limit: ALL_ALERTS_LIMIT }, { enabled: open });
  const visible = severity === 'all' ? data : data?.filter((alert) => alert.severity === severity);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="all-alerts-title"
    >
      <DialogTitle id="all-alerts-title" sx={{ pr: 7 }}>
        Compliance Alerts
      </DialogTitle>
      <IconButton
        aria-label="Close dialog"
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
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
          <AlertsList alerts={visible} isLoading={isLoading} />
        </Stack>
      </DialogContent>
    </Dialog>
  );
};
