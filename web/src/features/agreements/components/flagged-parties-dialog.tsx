import type { Agreement, PartyScreening } from '@compliance/contracts';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { type ReactNode, useState } from 'react';

import { sentenceCase } from '../../../components/status-badge';

/** Parties flagged on a possible watchlist match that no compliance officer has decided yet. */
export const partiesAwaitingReview = (agreement: Pick<Agreement, 'parties'>) =>
  agreement.parties.filter((party) => party.awaitingReview);

/** What the server needs to go ahead with flagged parties (nothing when none awaits review). */
export type FlaggedAcknowledgement = { acknowledgeFlaggedParties?: true };

type Pending = { action: string; run: (acknowledgement: FlaggedAcknowledgement) => void };

type DialogProps = {
  open: boolean;
  parties: PartyScreening[];
  /** 'activate', 'place the order': what the user asked for. */
  action: string;
  onCancel: () => void;
  onConfirm: () => void;
};

const FlaggedPartiesDialog = ({ open, parties, action, onCancel, onConfirm }: DialogProps) => (
  <Dialog open={open} onClose={onCancel} aria-labelledby="flagged-parties-title">
    <DialogTitle id="flagged-parties-title">
      {parties.length > 1 ? 'Parties flagged by screening' : 'Party flagged by screening'}
    </DialogTitle>
    <DialogContent>
      <DialogContentText>
        Sanctions screening found a possible watchlist match for{' '}
        {parties.length > 1 ? 'these parties' : 'this party'}, and the screening awaits review by a
        compliance officer:
      </DialogContentText>
      <List dense aria-label="Flagged parties">
        {parties.map((party) => (
          <ListItem key={party.role} disableGutters>
            <ListItemText
              primary={`${sentenceCase(party.role)}: ${party.names.join(' / ')}`}
              secondary={`Flagged, screening awaits review${party.reasons[0] ? ` · ${party.reasons[0]}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
      <DialogContentText>
        To {action} anyway, confirm: your acknowledgement is recorded in the agreement&apos;s audit
        trail.
      </DialogContentText>
    </DialogContent>
    <DialogActions sx={{ px: 3, pb: 2.5 }}>
      <Button onClick={onCancel} color="inherit">
        Cancel
      </Button>
      <Button color="warning" variant="contained" onClick={onConfirm}>
        Acknowledge and {action}
      </Button>
    </DialogActions>
  </Dialog>
);

/**
 * Guards the steps the server holds up for flagged parties (compliance approval, activation,
 * orders): with no party awaiting review the step runs at once; otherwise a dialog names the
 * flagged parties first, and only its confirmation runs the step, with the acknowledgement.
 */
export const useFlaggedPartiesConfirmation = (
  agreement: Pick<Agreement, 'parties'>,
): { confirmFirst: (action: string, run: Pending['run']) => void; dialog: ReactNode } => {
  // The last step asked for stays while the dialog closes, so its text does not change meanwhile.
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const flagged = partiesAwaitingReview(agreement);
  const confirmFirst = (action: string, run: Pending['run']) => {
    if (!flagged.length) return run({});
    setPending({ action, run });
    setOpen(true);
  };
  const dialog = (
    <FlaggedPartiesDialog
      open={open}
      parties={flagged}
      action={pending?.action ?? ''}
      onCancel={() => setOpen(false)}
      onConfirm={() => {
        setOpen(false);
        pending?.run({ acknowledgeFlaggedParties: true });
      }}
    />
  );
  return { confirmFirst, dialog };
};
