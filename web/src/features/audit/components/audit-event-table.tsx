import type { AuditEvent } from '@compliance/contracts';
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';

import { formatDateTime } from '../../../lib/format';
import { actionLabel, entityText } from '../labels';

export type AuditEventListProps = {
  events: AuditEvent[];
  onSelect: (event: AuditEvent) => void;
};

/** From md up: one row per event, six columns. */
export const AuditEventTable = ({ events, onSelect }: AuditEventListProps) => (
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
            aria-label={`${actionLabel(event.action)} ${entityText(event.entityType, event.entityId)} by ${event.actorName}`}
            onClick={() => onSelect(event)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') onSelect(event);
            }}
            sx={{ cursor: 'pointer' }}
          >
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.occurredAt)}</TableCell>
            <TableCell>
              <Typography variant="body2">{event.actorName}</Typography>
              <Typography variant="caption" color="text.secondary">
                {event.actorRole}
              </Typography>
            </TableCell>
            <TableCell>{actionLabel(event.action)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>
              {entityText(event.entityType, event.entityId)}
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
);
