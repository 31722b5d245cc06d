import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useState, type ChangeEvent } from 'react';

type AddSubcategoryDialogProps = { open: boolean; categoryName: string; onClose: () => void };

const EMPTY = { name: '', hsCode: '', description: '' };

// The dialog collects name, HS code and description but has no submit logic; both
// buttons close it.
export const AddSubcategoryDialog = ({
  open,
  categoryName,
  onClose,
}: AddSubcategoryDialogProps) => {
  const [values, setValues] = useState(EMPTY);
  const close = () => {
    setValues(EMPTY);
    onClose();
  };
  const field = (key: keyof typeof EMPTY) => ({
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((previous) => ({ ...previous, [key]: event.target.value })),
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="add-subcategory-title"
    >
      <DialogTitle id="add-subcategory-title">Add Subcategory</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Describe a new subcategory of {categoryName}.
        </DialogContentText>
        <Stack spacing={2}>
          <TextField label="Name" placeholder="e.g. Cocoa butter" autoFocus {...field('name')} />
          <TextField label="HS Code" placeholder="e.g. 1804" {...field('hsCode')} />
          <TextField label="Description" multiline minRows={3} {...field('description')} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={close}>
          Add Subcategory
        </Button>
      </DialogActions>
    </Dialog>
  );
};
