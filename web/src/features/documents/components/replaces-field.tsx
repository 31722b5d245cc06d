import type { Document, DocumentType } from '@compliance/contracts';
import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';

import { LoadError } from '../../../components/load-error';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { rejectedDocumentsQueryOptions } from '../api/get-documents';

type ReplacesFieldProps = {
  type: DocumentType;
  value: number | '';
  onChange: (value: number | '') => void;
  /** The document the dialog was opened to correct, offered even beyond the newest rejected. */
  target: Document | null;
  disabled?: boolean;
};

/**
 * Which rejected document of the chosen type this upload corrects. Once the copy is verified, the
 * review of that document advances and its alert resolves; with 'None' nothing else changes.
 * Hidden when no document of the type is rejected.
 */
export const ReplacesField = ({ type, value, onChange, target, disabled }: ReplacesFieldProps) => {
  const rejected = useQuery(rejectedDocumentsQueryOptions(type));
  if (rejected.error) {
    return (
      <LoadError onRetry={() => void rejected.refetch()}>
        Could not load the rejected documents this upload could correct.{' '}
        {errorMessage(rejected.error)}
      </LoadError>
    );
  }
  const listed = rejected.data ?? [];
  const options =
    target && target.type === type && !listed.some((document) => document.id === target.id)
      ? [target, ...listed]
      : listed;
  if (!rejected.isLoading && options.length === 0) return null;
  return (
    <TextField
      select
      fullWidth
      id="document-replaces"
      label="Corrects a rejected document"
      value={rejected.isLoading ? '' : value}
      disabled={disabled || rejected.isLoading}
      onChange={(event) => {
        const next = event.target.value as number | '';
        onChange(next === '' ? '' : Number(next));
      }}
      helperText={
        rejected.isLoading
          ? 'Loading rejected documents…'
          : 'Once this copy is verified, the review of the rejected document advances and its alert is resolved.'
      }
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <em>None</em>
      </MenuItem>
      {options.map((document) => (
        <MenuItem key={document.id} value={document.id}>
          {document.name} · uploaded {formatDate(document.uploadedAt)}
        </MenuItem>
      ))}
    </TextField>
  );
};
