import {
  WATCHLIST_ENTITY_TYPES,
  type InternalList,
  type InternalListEntry,
} from '@compliance/contracts';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';

import { sentenceCase } from '../../../components/status-badge';
import { useToast } from '../../../components/toast';
import { useSaveInternalListEntry } from '../api/internal-lists';
import {
  EMPTY_ENTRY,
  entryToForm,
  parseEntryForm,
  type EntryFormErrors,
  type EntryFormValues,
} from '../entry-form';

export const LIST_LABELS: Record<InternalList, string> = {
  blacklist: 'Blacklist',
  pep: 'PEP register',
};

type EntryDialogProps = {
  list: InternalList;
  /** null adds a new entry. */
  entry: InternalListEntry | null;
  onClose: () => void;
};

/** Add or edit an internal list entry. Mounted per open so its state starts fresh each time. */
export const EntryDialog = ({ list, entry, onClose }: EntryDialogProps) => {
  const { toast } = useToast();
  const [values, setValues] = useState<EntryFormValues>(entry ? entryToForm(entry) : EMPTY_ENTRY);
  const [errors, setErrors] = useState<EntryFormErrors>({});
  const save = useSaveInternalListEntry({
    onSuccess: (saved) => {
      toast({
        title: entry ? 'Entry updated' : 'Entry added',
        description: `${saved.name} ${entry ? 'was updated in' : 'was added to'} the ${LIST_LABELS[list]}.`,
      });
      onClose();
    },
  });
  const busy = save.isPending;
  const title = `${entry ? 'Edit' : 'Add'} ${LIST_LABELS[list]} entry`;

  const field = (name: keyof EntryFormValues) => ({
    id: `entry-${name}`,
    value: values[name],
    disabled: busy,
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseEntryForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    save.mutate(
      entry ? { list, id: entry.id, values: parsed.value } : { list, values: parsed.value },
    );
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="entry-dialog-title"
    >
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id="entry-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField {...field('name')} label="Name" required fullWidth autoFocus />
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' },
              }}
            >
              <TextField {...field('entityType')} select label="Entity type" fullWidth>
                {WATCHLIST_ENTITY_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {sentenceCase(type)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField {...field('country')} label="Country" fullWidth />
            </Box>
            <TextField
              {...field('dateOfBirth')}
              label="Date of birth"
              placeholder="YYYY-MM-DD"
              helperText={errors.dateOfBirth ?? 'YYYY, YYYY-MM or YYYY-MM-DD'}
              fullWidth
            />
            <TextField
              {...field('aliases')}
              label="Aliases"
              multiline
              minRows={2}
              helperText={errors.aliases ?? 'One name per line'}
              fullWidth
            />
            <TextField
              {...field('identifiers')}
              label="Identifiers"
              multiline
              minRows={2}
              placeholder="Passport: X1234567"
              helperText={errors.identifiers ?? "One per line, e.g. 'Passport: X1234567'"}
              fullWidth
            />
            <TextField {...field('notes')} label="Notes" multiline minRows={2} fullWidth />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={busy} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving...' : entry ? 'Save changes' : 'Add entry'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
