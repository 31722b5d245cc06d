import type { AgreementDetail } from '@compliance/contracts';
import { List, ListItem, ListItemText } from '@mui/material';

import { sentenceCase } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format';
import { DetailSection } from './detail-section';

export const AuditTrail = ({ agreement }: { agreement: AgreementDetail }) => (
  <DetailSection title="Audit trail">
    <List dense aria-label="Audit trail" sx={{ bgcolor: 'action.hover', borderRadius: 2 }}>
      {agreement.auditTrail.map((entry) => (
        <ListItem key={entry.id} data-action={entry.action}>
          <ListItemText
            primary={`${sentenceCase(entry.action)}${entry.fromStatus && entry.toStatus ? ` (${entry.fromStatus} → ${entry.toStatus})` : ''}`}
            secondary={`${formatDateTime(entry.createdAt)} · ${entry.actor}${entry.detail ? ` · ${entry.detail}` : ''}`}
            // Key ids and digests are one 43-character word: wrapped, not run off a phone's screen.
            slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
    </List>
  </DetailSection>
);
