import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import type { FormEvent } from 'react';

import { useToast } from '../../../components/toast';
import { errorMessage, serverMessage } from '../../../lib/api-client';
import { readableMessage } from '../../../lib/field-errors';
import { useFormFields } from '../../../lib/use-form-fields';
import { useCreateSubcategory } from '../api/create-subcategory';
import { parseSubcategoryForm } from '../subcategory-form';

type AddSubcategoryDialogProps = {
  open: boolean;
  categoryId: number;
  categoryName: string;
  onClose: () => void;
};

const EMPTY = { name: '', hsCode: '', description: '' };

/** Name, HS code and description; the server validates the code against HS 2022. */
export const AddSubcategoryDialog = ({
  open,
  categoryId,
  categoryName,
  onClose,
}: AddSubcategoryDialogProps) => {
  const { toast } = useToast();
  const { values, setErrors, reset, fields } = useFormFields({
    initial: EMPTY,
    idPrefix: 'subcategory',
  });
  const create = useCreateSubcategory({
    onSuccess: (created) => {
      toast({ title: 'Success', description: `Subcategory ${created.name} added` });
      close();
    },
  });
  const busy = create.isPending;
  const field = fields(busy);
  // The server's verdict on the HS code ("hsCode '180499' is not valid in HS 2022 … Nearest valid
  // code: 1804") belongs under that field, in words; any other failure above the form.
  const refused = create.error ? serverMessage(create.error) : null;
  const hsCodeRefused = refused?.startsWith('hsCode ') ? readableMessage(refused) : null;
  const hsCodeField = field('hsCode');

  function close() {
    reset();
    create.reset();
    onClose();
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = parseSubcategoryForm(categoryId, values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    create.mutate(parsed.value);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="add-subcategory-title"
    >
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Add Subcategory">
        <DialogTitle id="add-subcategory-title">Add Subcategory</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Describe a new subcategory of {categoryName}.
          </DialogContentText>
          {create.error && !hsCodeRefused && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(create.error)}
            </Alert>
          )}
          <Stack spacing={2}>
            <TextField {...field('name')} label="Name" placeholder="e.g. Cocoa butter" autoFocus />
            <TextField
              {...hsCodeField}
              label="HS Code"
              placeholder="e.g. 1804"
              error={hsCodeField.error || Boolean(hsCodeRefused)}
              helperText={
                hsCodeField.helperText ?? hsCodeRefused ?? '2, 4, 6, 8 or 10 digits of HS 2022'
              }
            />
            <TextField {...field('description')} label="Description" multiline minRows={3} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Adding...' : 'Add Subcategory'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
