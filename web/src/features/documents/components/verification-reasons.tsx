import type { VerificationFinding } from '@compliance/contracts';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import WarningAmberIcon from '@mui/icons-material/WarningAmberOutlined';
import { Box, Button, CircularProgress, Collapse, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';

type Severity = VerificationFinding['severity'];

type VerificationReasonsProps = {
  status: string;
  reasons: string[];
  /** The worker's findings, which say which reasons are only warnings. */
  findings?: VerificationFinding[];
};

// A warning ('Missing B/L number') neither rejects a document nor passes a check: it gets its own
// icon, not the red cross of a rejection reason or the green tick of a verified document.
const SEVERITY_ICONS = {
  error: { Icon: ErrorOutlineIcon, color: 'error.main', title: 'Rejection reason' },
  warning: { Icon: WarningAmberIcon, color: 'warning.main', title: 'Warning' },
  info: { Icon: CheckCircleOutlineIcon, color: 'success.main', title: 'Verified' },
} as const;

/** Why the worker verified or rejected the document; rejected cards show them straight away. */
export const VerificationReasons = ({ status, reasons, findings }: VerificationReasonsProps) => {
  const rejected = status === 'rejected';
  const [open, setOpen] = useState(rejected);
  // A card that becomes rejected while on screen (the worker's verdict arriving live) opens too.
  const [shownStatus, setShownStatus] = useState(status);
  if (status !== shownStatus) {
    setShownStatus(status);
    if (rejected) setOpen(true);
  }
  const listId = useId();

  if (status === 'pending') {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <CircularProgress size={12} thickness={5} color="inherit" aria-hidden />
        <Typography variant="caption">Verification in progress…</Typography>
      </Stack>
    );
  }
  if (reasons.length === 0) return null;

  const severityOf = (reason: string): Severity =>
    findings?.find((item) => item.message === reason)?.severity ?? (rejected ? 'error' : 'info');
  return (
    <Box>
      <Button
        size="small"
        color={rejected ? 'error' : 'inherit'}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={listId}
        endIcon={
          <ExpandMoreIcon
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        }
        sx={{ px: 0.75, ml: -0.75, minWidth: 0, color: rejected ? 'error.main' : 'text.secondary' }}
      >
        {rejected ? 'Rejection reasons' : 'Verification details'} ({reasons.length})
      </Button>
      <Collapse in={open} id={listId}>
        <Stack
          component="ul"
          aria-label={rejected ? 'Rejection reasons' : 'Verification details'}
          spacing={0.75}
          sx={{ m: 0, mt: 0.5, p: 0, listStyle: 'none' }}
        >
          {reasons.map((reason, index) => {
            const severity = severityOf(reason);
            const { Icon, color, title } = SEVERITY_ICONS[severity];
            return (
              <Stack
                key={index}
                component="li"
                direction="row"
                spacing={0.75}
                data-severity={severity}
                sx={{
                  alignItems: 'flex-start',
                  color: severity === 'error' ? 'error.main' : 'text.secondary',
                }}
              >
                <Icon titleAccess={title} sx={{ fontSize: 16, mt: '2px', color }} />
                <Typography variant="body2" sx={{ fontSize: 13, color: 'inherit' }}>
                  {reason}
                </Typography>
              </Stack>
            );
          })}
        </Stack>
      </Collapse>
    </Box>
  );
};
