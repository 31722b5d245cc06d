import type { InternalList, InternalListEntry } from '@compliance/contracts';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

import { useToast } from '../../../components/toast';
import { useRemoveInternalListEntry } from '../api/internal-lists';

import { LIST_LABELS } from './entry-dialog';

type RemoveEntryDialogProps = { list: InternalList; entry: InternalListEntry; onClose: () => void };

export const RemoveEntryDialog = ({ list, entry, onClose }: RemoveEntryDialogProps) => {
  const { toast } = useToast();
  const remove = useRemoveInternalListEntry({
    onSuccess: () => {
      toast({
        title: 'Entry removed',
        description: `${entry.name} was removed from the ${LIST_LABELS[list]}.`,
      });
      onClose();
    },
  });
  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      aria-labelledby="remove-entry-title"
    >
      <DialogTitle id="remove-entry-title">Remove entry?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          New screenings will no longer match {entry.name} against the {LIST_LABELS[list]}.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit" disabled={remove.isPending}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={() => remove.mutate({ list, id: entry.id })}
        >
          {remove.isPending ? 'Removing...' : 'Remove'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
