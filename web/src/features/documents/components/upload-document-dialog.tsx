import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES, type DocumentType } from '@compliance/contracts';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';

import { useToast } from '../../../components/toast';
import { useUploadDocument } from '../api/upload-document';

import { FileDropZone } from './file-drop-zone';

type UploadDocumentDialogProps = { open: boolean; onClose: () => void };

export const UploadDocumentDialog = ({ open, onClose }: UploadDocumentDialogProps) => {
  const { toast } = useToast();
  const [type, setType] = useState<DocumentType | ''>('');
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);

  const reset = () => {
    setType('');
    setName('');
    setFile(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const upload = useUploadDocument({
    onSuccess: () => {
      toast({ title: 'Success', description: 'Document uploaded successfully' });
      close();
    },
  });
  const busy = upload.isPending;
  // Upload stays disabled until type, name and file are all set.
  const ready = type !== '' && name.trim() !== '' && file !== null;

  const onFileChange = (next: File | null) => {
    setFile(next);
    // Picking or dropping a file fills an empty name with the file name.
    if (next && name.trim() === '') setName(next.name);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || type === '' || !file || name.trim() === '') return;
    upload.mutate({ name: name.trim(), type, file });
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="upload-document-title"
      sx={{
        '& .MuiDialog-paper': {
          mx: { xs: 2, sm: 4 },
          width: { xs: 'calc(100% - 32px)', sm: '100%' },
        },
      }}
    >
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id="upload-document-title" sx={{ pb: 0.5 }}>
          Upload Document
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
            Add a trade document. It is checked automatically and its status updates here.
          </Typography>
          <Stack spacing={2.5}>
            <TextField
              select
              required
              fullWidth
              id="document-type"
              label="Document type"
              value={type}
              disabled={busy}
              onChange={(event) => setType(event.target.value as DocumentType)}
            >
              {DOCUMENT_TYPES.map((value) => (
                <MenuItem key={value} value={value}>
                  {DOCUMENT_TYPE_LABELS[value]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              required
              fullWidth
              id="document-name"
              label="Document name"
              placeholder="e.g. Invoice INV-2025-0142"
              value={name}
              disabled={busy}
              onChange={(event) => setName(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 255 } }}
            />
            <FileDropZone file={file} onFileChange={onFileChange} disabled={busy} />
            {busy && <LinearProgress aria-label="Uploading document" />}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={busy} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!ready || busy}>
            {busy ? 'Uploading...' : 'Upload'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
