import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';

import { errorMessage } from '../lib/api-client';
import { EmptyState } from './empty-state';
import { ListSkeleton } from './skeletons';

/** The parts of a TanStack infinite query a paged log needs. */
export type PagedLog = {
  isLoading: boolean;
  error: Error | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
};

type Props = {
  /** The section's accessible name. */
  label: string;
  /** The filter fields, laid out in the toolbar before the export button. */
  filters: ReactNode;
  /** The CSV of everything the filters select, streamed by the server. */
  csvUrl: string;
  log: PagedLog;
  /** Rows loaded so far, and the filtered total the server reported. */
  loaded: number;
  total: number | undefined;
  /** Singular and plural of what a row is ("event", "events"). */
  noun: readonly [string, string];
  /** What failed, as the error line says it ("the audit trail"). */
  what: string;
  empty: { title: string; description: string };
  skeletonRows: number;
  /** The table of the loaded rows. */
  children: ReactNode;
};

/**
 * A filtered, server-paged log for auditors: the filter toolbar with a CSV export of the same
 * filters, then loading, failure (with Retry), empty, or the rows with their total and "Load more".
 */
export const LogTableFrame = ({
  label,
  filters,
  csvUrl,
  log,
  loaded,
  total,
  noun,
  what,
  empty,
  skeletonRows,
  children,
}: Props) => (
  <Stack spacing={2} component="section" aria-label={label}>
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
    >
      {filters}
      <Box sx={{ flex: 1 }} />
      <Button variant="outlined" startIcon={<DownloadIcon />} href={csvUrl} download>
        Export CSV
      </Button>
    </Stack>
    {log.isLoading ? (
      <ListSkeleton count={skeletonRows} />
    ) : log.error ? (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void log.refetch()}>
            Retry
          </Button>
        }
      >
        Could not load {what}: {errorMessage(log.error)}
      </Alert>
    ) : loaded === 0 ? (
      <EmptyState dense title={empty.title} description={empty.description} />
    ) : (
      <>
        <Typography variant="body2" color="text.secondary">
          {total} {total === 1 ? noun[0] : noun[1]}
        </Typography>
        {children}
        {log.hasNextPage && (
          <Box>
            <Button onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
              {log.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          </Box>
        )}
      </>
    )}
  </Stack>
);

type DateRange = { from?: string; to?: string };

/** Days as yyyy-mm-dd compare as text; an open bound is always in order. */
const inOrder = ({ from, to }: DateRange) => !from || !to || from <= to;

/**
 * The range to query: the one typed while From is not after To, else the last one that was in
 * order (the fields show why the new one is not used), so the list never asks for a backwards range.
 */
export const useRangeInOrder = ({ from, to }: DateRange): DateRange => {
  const [last, setLast] = useState<DateRange>({ from, to });
  const ordered = inOrder({ from, to });
  if (ordered && (last.from !== from || last.to !== to)) setLast({ from, to });
  return ordered ? { from, to } : last;
};

/** "From" and "To" day pickers; a cleared field drops its bound; To before From is refused. */
export const DateRangeFields = ({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (patch: DateRange) => void;
}) => {
  const backwards = !inOrder(value);
  return (
    <>
      <TextField
        label="From"
        type="date"
        size="small"
        value={value.from ?? ''}
        onChange={(e) => onChange({ from: e.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.to } }}
      />
      <TextField
        label="To"
        type="date"
        size="small"
        value={value.to ?? ''}
        onChange={(e) => onChange({ to: e.target.value || undefined })}
        error={backwards}
        helperText={backwards ? 'To must not be before From' : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.from } }}
      />
    </>
  );
};
