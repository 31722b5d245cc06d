import type { AuditEvent } from '@compliance/contracts';
import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Divider,
  Drawer,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';

import { formatDateTime } from '../../../lib/format';
import { actionLabel, entityText } from '../labels';

type Change = { field: string; before: string; after: string; changed: boolean };

const show = (value: unknown): string =>
  value === undefined ? '—' : JSON.stringify(value, null, 2);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Field by field, what the write changed: objects compare key by key, anything else as a whole. */
export const changesOf = (before: unknown, after: unknown): Change[] => {
  if (isRecord(before) || isRecord(after)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return fields.map((field) => {
      const was = show(b[field]);
      const now = show(a[field]);
      return { field, before: was, after: now, changed: was !== now };
    });
  }
  if (before === null && after === null) return [];
  const was = show(before ?? undefined);
  const now = show(after ?? undefined);
  return [{ field: '(value)', before: was, after: now, changed: was !== now }];
};

const Code = ({ text, tone }: { text: string; tone?: 'removed' | 'added' }) => (
  <Box
    component="pre"
    sx={{
      m: 0,
      p: 0.75,
      borderRadius: 1,
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
      fontSize: 12,
      whiteSpace: 'pre-wrap',
      wordBreak: 'break-word',
      bgcolor: tone === 'removed' ? '#fdecea' : tone === 'added' ? '#e8f5e9' : 'transparent',
    }}
  >
    {text}
  </Box>
);

const Fact = ({ label, value }: { label: string; value: string | null }) => (
  <Box>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
      {value ?? '—'}
    </Typography>
  </Box>
);

/** One audit event in full: who, what, where, and its before and after values side by side. */
export const AuditEventDrawer = ({
  event,
  onClose,
}: {
  event: AuditEvent | null;
  onClose: () => void;
}) => {
  const changes = event ? changesOf(event.before, event.after) : [];
  return (
    <Drawer anchor="right" open={event !== null} onClose={onClose}>
      {event && (
        <Box
          role="region"
          aria-label="Audit event details"
          sx={{ width: { xs: '100vw', sm: 560 }, p: 3 }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
              {actionLabel(event.action)} · {entityText(event.entityType, event.entityId)}
            </Typography>
            <IconButton aria-label="Close details" onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>
            <Fact label="When" value={formatDateTime(event.occurredAt)} />
            <Fact label="Who" value={`${event.actorName} (${event.actorRole})`} />
            <Fact label="Request" value={event.method ? `${event.method} ${event.path}` : null} />
            <Fact
              label="Status"
              value={event.statusCode === null ? null : String(event.statusCode)}
            />
            <Fact label="Request ID" value={event.requestId} />
            <Fact label="Reason" value={event.reason} />
          </Box>
          <Divider sx={{ my: 2 }} />
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            Changes
          </Typography>
          {changes.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No before or after values were recorded for this event.
            </Typography>
          ) : (
            <Table size="small" aria-label="Changes">
              <TableHead>
                <TableRow>
                  <TableCell>Field</TableCell>
                  <TableCell>Before</TableCell>
                  <TableCell>After</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {changes.map((change) => (
                  <TableRow
                    key={change.field}
                    data-changed={change.changed ? 'true' : 'false'}
                    sx={{ verticalAlign: 'top' }}
                  >
                    <TableCell sx={{ fontWeight: change.changed ? 700 : 400 }}>
                      {change.field}
                    </TableCell>
                    <TableCell>
                      <Code text={change.before} tone={change.changed ? 'removed' : undefined} />
                    </TableCell>
                    <TableCell>
                      <Code text={change.after} tone={change.changed ? 'added' : undefined} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      )}
    </Drawer>
  );
};
