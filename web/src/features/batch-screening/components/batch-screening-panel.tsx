import type { BatchFileMapping, BatchFilePreview, ScreeningRun } from '@compliance/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';

import { ListVersions } from '../../../components/screening/list-versions';
import { StaleListsNote } from '../../../components/screening/stale-lists-note';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-client';
import { isRunActive, useScreeningRun } from '../../../lib/screening-runs';
import { batchHitsCsvUrl, usePreviewBatchFile, useStartBatchFile } from '../api/batch-files';

import { BatchResultsTable } from './batch-results-table';

const FIELDS: { key: keyof BatchFileMapping; label: string }[] = [
  { key: 'name', label: 'Name (required)' },
  { key: 'type', label: 'Type' },
  { key: 'country', label: 'Country' },
  { key: 'dateOfBirth', label: 'Date of birth' },
  { key: 'identifier', label: 'Identifier' },
];

const count = (n: number) => n.toLocaleString('en-US');

const progressText = (run: ScreeningRun): string => {
  if (run.status === 'pending') return `Queued: ${count(run.total)} rows`;
  if (run.status === 'running') {
    return `Screening... ${count(run.processed)} of ${count(run.total)} rows (${run.progress}%)`;
  }
  if (run.status === 'failed') return `Failed: ${run.error ?? 'unknown error'}`;
  const suppressed =
    run.results?.type === 'batch' && run.results.summary.suppressed
      ? `, ${count(run.results.summary.suppressed)} suppressed as reviewed false positives`
      : '';
  return `Screened ${count(run.total)} rows: ${count(run.hits)} with hits${suppressed}`;
};

/** Upload a CSV or XLSX of customers or vendors, map its columns, screen it, review the hits. */
export const BatchScreeningPanel = () => {
  const { toast } = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<BatchFilePreview | null>(null);
  const [mapping, setMapping] = useState<BatchFileMapping>({});
  const [runId, setRunId] = useState<number | null>(null);
  const previewFile = usePreviewBatchFile();
  const start = useStartBatchFile({
    onSuccess: (run) => {
      setRunId(run.id);
      toast({
        title: 'Batch started',
        description: `Screening ${run.total.toLocaleString('en-US')} rows.`,
      });
    },
  });
  const run = useScreeningRun(runId);
  const results = run.data?.results?.type === 'batch' ? run.data.results : null;

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setPreview(null);
    setRunId(null);
    previewFile.mutate(chosen, {
      onSuccess: (answer) => {
        setPreview(answer);
        setMapping(answer.suggestedMapping);
      },
    });
  };

  return (
    <Stack spacing={2}>
      <Box>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          Choose CSV or XLSX file
          <input
            hidden
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label="Batch file"
            onChange={(e) => choose(e.target.files?.[0])}
          />
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          One party per row under a header row; up to 100,000 rows and 10 MB.
        </Typography>
      </Box>
      {previewFile.isPending && <LinearProgress aria-label="Reading file" />}
      {preview && file && (
        <Stack spacing={1.5}>
          <Typography variant="body2">
            {preview.fileName}: {preview.rowCount.toLocaleString('en-US')} rows,{' '}
            {preview.columns.length} columns
          </Typography>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={1.5}
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
          >
            {FIELDS.map(({ key, label }) => (
              <TextField
                key={key}
                select
                size="small"
                label={label}
                sx={{ minWidth: 170 }}
                value={mapping[key] ?? ''}
                onChange={(e) => setMapping((m) => ({ ...m, [key]: e.target.value || undefined }))}
              >
                <MenuItem value="">Not in file</MenuItem>
                {preview.columns.map((column) => (
                  <MenuItem key={column} value={column}>
                    {column}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Stack>
          <Box>
            <Button
              variant="contained"
              disabled={!mapping.name || start.isPending || isRunActive(run.data)}
              onClick={() => start.mutate({ file, mapping })}
            >
              {start.isPending ? 'Uploading...' : 'Screen file'}
            </Button>
          </Box>
        </Stack>
      )}
      {run.data && (
        <Stack spacing={1.5}>
          <Box>
            <Typography variant="body2" sx={{ mb: 0.5 }} data-testid="batch-progress">
              {progressText(run.data)}
            </Typography>
            <LinearProgress
              variant={run.data.status === 'pending' ? 'indeterminate' : 'determinate'}
              value={run.data.progress}
              aria-label="Batch progress"
              color={
                run.data.status === 'failed'
                  ? 'error'
                  : run.data.status === 'completed'
                    ? 'success'
                    : 'primary'
              }
            />
          </Box>
          {run.isError && (
            <Alert severity="error" data-testid="batch-read-error">
              The run&apos;s progress could not be read ({errorMessage(run.error)}).
              {isRunActive(run.data) ? ' Trying again every second.' : ''}
            </Alert>
          )}
          {results && (results.rowErrorCount ?? 0) > 0 && (
            <Alert severity="warning" data-testid="row-errors">
              {results.rowErrorCount} row{results.rowErrorCount === 1 ? '' : 's'} could not be
              screened:
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {(results.rowErrors ?? []).slice(0, 20).map((e) => (
                  <li key={e.line}>
                    Line {e.line}: {e.message}
                  </li>
                ))}
              </Box>
            </Alert>
          )}
          {results && run.data.status === 'completed' && (
            <>
              {/* The versions the run was checked against (runs of older releases recorded
                  none: the warning then reads today's lists). */}
              <StaleListsNote versions={results.listVersions} />
              {results.listVersions?.length ? (
                <Box>
                  <ListVersions versions={results.listVersions} collapsible />
                </Box>
              ) : null}
              <Box>
                <Button
                  variant="outlined"
                  size="small"
                  startIcon={<DownloadIcon />}
                  href={batchHitsCsvUrl(run.data.id)}
                  download
                >
                  Export hits
                </Button>
              </Box>
              <BatchResultsTable runId={run.data.id} results={results} />
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
};
