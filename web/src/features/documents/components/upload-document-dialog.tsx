import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type Document,
  type DocumentType,
} from '@compliance/contracts';
import {
  Alert,
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
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-client';
import { documentQueryOptions } from '../api/get-documents';
import { useUploadDocument } from '../api/upload-document';

import { FileDropZone } from './file-drop-zone';
import { ReplacesField } from './replaces-field';

type UploadDocumentDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Opens as the corrected copy of this rejected document (from its review workflow). */
  replacesId?: number | null;
};

export const UploadDocumentDialog = ({
  open,
  onClose,
  replacesId = null,
}: UploadDocumentDialogProps) => {
  const target = useQuery({
    ...documentQueryOptions(replacesId ?? 0),
    enabled: open && replacesId !== null,
  });
  const { toast } = useToast();
  // Held here, not in the form: the dialog must not close on a backdrop click while uploading.
  const upload = useUploadDocument({
    onSuccess: () => {
      toast({ title: 'Success', description: 'Document uploaded successfully' });
      onClose();
    },
  });
  const busy = upload.isPending;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
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
      {/* The form mounts afresh each time the dialog opens, so it starts empty (or preset). */}
      {replacesId !== null && target.isLoading ? (
        <>
          <DialogTitle id="upload-document-title">Upload Document</DialogTitle>
          <DialogContent>
            <LinearProgress aria-label="Loading the document to correct" />
          </DialogContent>
        </>
      ) : (
        <UploadDocumentForm
          target={replacesId === null ? null : (target.data ?? null)}
          targetError={replacesId === null ? null : target.error}
          upload={upload}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
};

type UploadDocumentFormProps = {
  target: Document | null;
  targetError: Error | null;
  upload: ReturnType<typeof useUploadDocument>;
  onClose: () => void;
};

const TargetNotice = ({ target, error }: { target: Document | null; error: Error | null }) => {
  if (error) {
    return (
      <Alert severity="warning">
        Could not load the document to correct: {errorMessage(error)}. You can still upload and
        choose it below.
      </Alert>
    );
  }
  if (!target) return null;
  return target.status === 'rejected' ? (
    <Alert severity="info">
      Corrected copy of “{target.name}” ({DOCUMENT_TYPE_LABELS[target.type]}, rejected).
    </Alert>
  ) : (
    <Alert severity="warning">
      “{target.name}” is {target.status} now, so this upload will not be linked to it.
    </Alert>
  );
};

const UploadDocumentForm = ({ target, targetError, upload, onClose }: UploadDocumentFormProps) => {
  const correcting = target?.status === 'rejected' ? target : null;
  const [type, setType] = useState<DocumentType | ''>(correcting?.type ?? '');
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [replaces, setReplaces] = useState<number | ''>(correcting?.id ?? '');

  const reset = () => {
    setType('');
    setName('');
    setFile(null);
    setReplaces('');
  };
  const close = () => {
    reset();
    onClose();
  };

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
    upload.mutate({ name: name.trim(), type, file, ...(replaces === '' ? {} : { replaces }) });
  };
  const onTypeChange = (next: DocumentType) => {
    // A corrected copy replaces a document of its own type only.
    if (next !== type) setReplaces('');
    setType(next);
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
      <DialogTitle id="upload-document-title" sx={{ pb: 0.5 }}>
        Upload Document
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          Add a trade document. It is checked automatically and its status updates here.
        </Typography>
        <Stack spacing={2.5}>
          <TargetNotice target={target} error={targetError} />
          <TextField
            select
            required
            fullWidth
            id="document-type"
            label="Document type"
            value={type}
            disabled={busy}
            onChange={(event) => onTypeChange(event.target.value as DocumentType)}
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
          {type !== '' && (
            <ReplacesField
              type={type}
              value={replaces}
              onChange={setReplaces}
              target={correcting}
              disabled={busy}
            />
          )}
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
  );
};
