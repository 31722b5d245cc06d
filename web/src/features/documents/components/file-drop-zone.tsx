import { ACCEPTED_EXTENSIONS, ACCEPTED_FILE_INPUT, MAX_UPLOAD_BYTES } from '@compliance/contracts';
import CloseIcon from '@mui/icons-material/Close';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { Alert, Box, IconButton, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';

import { formatBytes } from '../../../lib/format';

type FileDropZoneProps = {
  file: File | null;
  onFileChange: (file: File | null) => void;
  disabled?: boolean;
};

/**
 * Why a file cannot be uploaded, before it is sent: not a PDF, DOC or DOCX, empty, or over the
 * limit. The server checks the same (and the content), so this only spares the round trip.
 */
export const fileProblem = (file: File): string | null => {
  const ext = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(ext))
    return `Only PDF, DOC and DOCX files are accepted (got '${file.name}')`;
  if (file.size === 0) return `'${file.name}' is empty`;
  if (file.size > MAX_UPLOAD_BYTES)
    return `'${file.name}' is ${formatBytes(file.size)}: files may be up to 10MB`;
  return null;
};

/** Drag-and-drop or click-to-browse area; a file of another type or size is refused here. */
export const FileDropZone = ({ file, onFileChange, disabled = false }: FileDropZoneProps) => {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const hintId = useId();

  const take = (next: File | null) => {
    const problem = next ? fileProblem(next) : null;
    setRefused(problem);
    if (!problem) onFileChange(next);
  };

  const browse = () => {
    if (!disabled) inputRef.current?.click();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    browse();
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (!disabled && dropped) take(dropped);
  };

  return (
    <Box>
      <input
        ref={inputRef}
        type="file"
        aria-label="File"
        accept={ACCEPTED_FILE_INPUT}
        hidden
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files?.[0] ?? null);
          // Lets the same file be picked again after it was removed.
          event.target.value = '';
        }}
      />
      <Box
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled}
        aria-describedby={hintId}
        data-dragging={dragging || undefined}
        onClick={browse}
        onKeyDown={onKeyDown}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={(theme) => ({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 0.75,
          px: 2,
          py: 3.5,
          textAlign: 'center',
          cursor: disabled ? 'default' : 'pointer',
          borderRadius: 2,
          border: `2px dashed ${dragging ? theme.palette.primary.main : theme.palette.divider}`,
          bgcolor: dragging ? alpha(theme.palette.primary.main, 0.06) : 'grey.50',
          transition: 'border-color 120ms, background-color 120ms',
          outline: 'none',
          '&:hover, &:focus-visible': {
            borderColor: disabled ? undefined : theme.palette.primary.light,
          },
        })}
      >
        <CloudUploadOutlinedIcon aria-hidden sx={{ fontSize: 36, color: 'primary.light' }} />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Drop files here or click to browse
        </Typography>
        <Typography id={hintId} variant="caption" color="text.secondary">
          PDF, DOC, DOCX up to 10MB
        </Typography>
      </Box>
      {refused && (
        <Alert severity="error" sx={{ mt: 1.5 }} onClose={() => setRefused(null)}>
          {refused}
        </Alert>
      )}
      {file && (
        <Stack
          direction="row"
          spacing={1.25}
          sx={{ mt: 1.5, p: 1.25, alignItems: 'center', borderRadius: 2, bgcolor: 'action.hover' }}
        >
          <InsertDriveFileOutlinedIcon color="primary" aria-hidden />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" noWrap title={file.name} sx={{ fontWeight: 600 }}>
              {file.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatBytes(file.size)}
            </Typography>
          </Box>
          <IconButton
            size="small"
            aria-label="Remove attachment"
            disabled={disabled}
            onClick={() => onFileChange(null)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
    </Box>
  );
};
