import type { AuditEvent } from '@compliance/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';

import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/skeletons';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { type AuditFilters, auditCsvUrl, useAuditEvents } from '../api/get-audit-events';
import { AuditEventDrawer } from './audit-event-drawer';

/** What the server records a write as (see the README's Security section). */
const ACTIONS = [
  'create',
  'update',
  'delete',
  'override',
  'status_change',
  'signature',
  'approval',
  'cancel',
  'complete',
  'list_refresh',
  'sign_in',
];

/** The audit trail for auditors: filters, pages, a detail drawer and a CSV of the same filters. */
export const AuditEventsPanel = () => {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [selected, setSelected] = useState<AuditEvent | null>(null);
  const debounced = useDebouncedValue(filters);
  const log = useAuditEvents(debounced);
  const events = log.data?.pages.flatMap((page) => page.items) ?? [];
  const total = log.data?.pages[0]?.total;
  const set = (patch: Partial<AuditFilters>) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2} component="section" aria-label="Audit events">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
        >
          <TextField
            label="From"
            type="date"
            size="small"
            value={filters.from ?? ''}
            onChange={(e) => set({ from: e.target.value || undefined })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="To"
            type="date"
            size="small"
            value={filters.to ?? ''}
            onChange={(e) => set({ to: e.target.value || undefined })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="User"
            size="small"
            placeholder="Name or ID"
            value={filters.actor ?? ''}
            onChange={(e) => set({ actor: e.target.value })}
          />
          <TextField
            select
            label="Action"
            size="small"
            sx={{ minWidth: 160 }}
            value={filters.action ?? ''}
            onChange={(e) => set({ action: e.target.value || undefined })}
          >
            <MenuItem value="">All actions</MenuItem>
            {ACTIONS.map((action) => (
              <MenuItem key={action} value={action}>
                {action}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Entity"
            size="small"
            placeholder="e.g. documents"
            value={filters.entityType ?? ''}
            onChange={(e) => set({ entityType: e.target.value })}
          />
          <Box sx={{ flex: 1 }} />
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            href={auditCsvUrl(debounced)}
            download
          >
            Export CSV
          </Button>
        </Stack>
        {log.isLoading ? (
          <ListSkeleton count={6} />
        ) : log.error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void log.refetch()}>
                Retry
              </Button>
            }
          >
            Could not load the audit trail: {errorMessage(log.error)}
          </Alert>
        ) : events.length === 0 ? (
          <EmptyState
            dense
            title="No audit events"
            description="Writes matching these filters will appear here."
          />
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {total} event{total === 1 ? '' : 's'}
            </Typography>
            <TableContainer>
              <Table size="small" aria-label="Audit events">
                <TableHead>
                  <TableRow>
                    <TableCell>When</TableCell>
                    <TableCell>Who</TableCell>
                    <TableCell>Action</TableCell>
                    <TableCell>Entity</TableCell>
                    <TableCell>Request ID</TableCell>
                    <TableCell>Reason</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {events.map((event) => (
                    <TableRow
                      key={event.id}
                      hover
                      data-testid="audit-row"
                      tabIndex={0}
                      aria-label={`${event.action} ${event.entityType ?? ''} by ${event.actorName}`}
                      onClick={() => setSelected(event)}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter' || e.key === ' ') setSelected(event);
                      }}
                      sx={{ cursor: 'pointer' }}
                    >
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(event.occurredAt)}
                      </TableCell>
                      <TableCell>
                        <Typography variant="body2">{event.actorName}</Typography>
                        <Typography variant="caption" color="text.secondary">
                          {event.actorRole}
                        </Typography>
                      </TableCell>
                      <TableCell>{event.action}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-word' }}>
                        {event.entityType ?? '—'}
                        {event.entityId ? ` #${event.entityId}` : ''}
                      </TableCell>
                      <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>
                        {event.requestId ?? '—'}
                      </TableCell>
                      <TableCell sx={{ wordBreak: 'break-word' }}>{event.reason ?? '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
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
      <AuditEventDrawer event={selected} onClose={() => setSelected(null)} />
    </Paper>
  );
};
