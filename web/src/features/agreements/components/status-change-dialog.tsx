import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';

export type StoppingStatus = 'suspended' | 'terminated';

const COPY: Record<StoppingStatus, { verb: string; effect: string }> = {
  suspended: {
    verb: 'Suspend',
    effect: 'No orders can be placed under it until it is activated again.',
  },
  terminated: {
    verb: 'Terminate',
    effect: 'Termination is final: the agreement cannot be activated again or take orders.',
  },
};

/**
 * Asks before an agreement is suspended or terminated (a termination cannot be undone) and takes
 * an optional reason, which the server keeps in the agreement's audit trail.
 */
export const StatusChangeDialog = ({
  agreementNumber,
  status,
  onCancel,
  onConfirm,
}: {
  agreementNumber: string;
  /** The status asked for; null keeps the dialog closed. */
  status: StoppingStatus | null;
  onCancel: () => void;
  onConfirm: (reason: string | undefined) => void;
}) => {
  const [reason, setReason] = useState('');
  // The last status asked for keeps the text while the dialog fades out.
  const [shown, setShown] = useState<StoppingStatus>('terminated');
  if (status && status !== shown) setShown(status);
  const copy = COPY[status ?? shown];
  const close = (then: () => void) => {
    setReason('');
    then();
  };
  return (
    <Dialog
      open={status !== null}
      onClose={() => close(onCancel)}
      aria-labelledby="status-change-title"
    >
      <DialogTitle id="status-change-title">
        {copy.verb} {agreementNumber}?
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{copy.effect}</DialogContentText>
        <TextField
          label="Reason (optional)"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          fullWidth
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={() => close(onCancel)} color="inherit">
          Cancel
        </Button>
        <Button
          variant="contained"
          color={(status ?? shown) === 'terminated' ? 'error' : 'warning'}
          onClick={() => close(() => onConfirm(reason.trim() || undefined))}
        >
          {copy.verb} agreement
        </Button>
      </DialogActions>
    </Dialog>
  );
};
