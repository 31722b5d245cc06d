import type { PartyScreeningDetail } from '@compliance/contracts';
import { DialogContent, Stack, Typography } from '@mui/material';

import { DialogFrame } from '../../../components/dialog-frame';
import { ReviewableMatchList } from '../../../components/screening/reviewable-match-list';
import { sentenceCase } from '../../../components/status-badge';

/**
 * The hits an agreement party was flagged on, each with its decision and the form to record one:
 * the match review of the KYC and sanctions screens, for the party (subject 'agreement_party').
 * A false positive on every hit ends the wait for review.
 */
export const PartyMatchReviewDialog = ({
  party,
  onClose,
}: {
  party: PartyScreeningDetail | undefined;
  onClose: () => void;
}) => (
  <DialogFrame
    open={party !== undefined}
    onClose={onClose}
    titleId="party-match-review-title"
    maxWidth="md"
    scroll="paper"
    title={
      party ? `Match review: ${sentenceCase(party.role)} ${party.names[0] ?? ''}` : 'Match review'
    }
  >
    <DialogContent dividers>
      {party && (
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            {party.names.join(' / ')} · {party.awaitingReview ? 'awaits review' : 'reviewed'}
            {party.reasons[0] ? ` · ${party.reasons[0]}` : ''}
          </Typography>
          <ReviewableMatchList
            subject={{ subjectType: 'agreement_party', subjectId: party.id }}
            matches={party.hits}
            emptyText="No watchlist hit is stored for this party."
          />
        </Stack>
      )}
    </DialogContent>
  </DialogFrame>
);
