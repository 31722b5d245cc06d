import { Card, CardActionArea, Stack, Typography } from '@mui/material';

import { formatDateTime } from '../../../lib/format';
import { actionLabel, entityText } from '../labels';
import type { AuditEventListProps } from './audit-event-table';

/**
 * Below md: one card per event with every column in view, instead of six columns scrolled
 * sideways where the entity and the reason are off screen.
 */
export const AuditEventCards = ({ events, onSelect }: AuditEventListProps) => (
  <Stack
    spacing={1.5}
    component="ul"
    aria-label="Audit events"
    sx={{ listStyle: 'none', p: 0, m: 0 }}
  >
    {events.map((event) => (
      <Card key={event.id} component="li" variant="outlined" data-testid="audit-row">
        <CardActionArea
          onClick={() => onSelect(event)}
          aria-label={`${actionLabel(event.action)} ${entityText(event.entityType, event.entityId)} by ${event.actorName}`}
          sx={{ p: 2 }}
        >
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Typography variant="subtitle2">{actionLabel(event.action)}</Typography>
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(event.occurredAt)}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {entityText(event.entityType, event.entityId)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {event.actorName} · {event.actorRole}
          </Typography>
          {event.reason && (
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              Reason: {event.reason}
            </Typography>
          )}
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
          >
            {event.requestId ?? 'No request ID'}
          </Typography>
        </CardActionArea>
      </Card>
    ))}
  </Stack>
);
