import type { MatchDecision, MatchReview, ScreeningMatch } from '@compliance/contracts';
import {
  Alert,
  Box,
  Button,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';

import { formatDateTime } from '../../lib/format';
import {
  DECISION_LABELS,
  type ReviewSubject,
  reviewerLabel,
  useRecordMatchReview,
} from '../../lib/match-reviews';
import { Badge, type BadgeTone } from '../status-badge';
import { useToast } from '../toast';

const DECISION_TONES: Record<MatchDecision, BadgeTone> = {
  true_match: 'error',
  false_positive: 'success',
  escalate: 'warning',
};

const TOASTS: Record<MatchDecision, string> = {
  true_match: 'Recorded as a true match.',
  false_positive:
    'Recorded as a false positive: this hit is not raised again for this subject until the list entry changes.',
  escalate: 'Escalated: a review workflow has been opened.',
};

/** A remembered false positive that kept this candidate from counting. */
export const SuppressionNote = ({ match }: { match: ScreeningMatch }) =>
  match.suppressed ? (
    <Alert severity="success" variant="outlined" data-testid="suppressed-note" sx={{ py: 0 }}>
      Suppressed: marked a false positive by{' '}
      {reviewerLabel(match.suppressed.reviewedBy, match.suppressed.reviewerName)} on{' '}
      {formatDateTime(match.suppressed.reviewedAt)} ({match.suppressed.note}). Raised again if the
      list entry changes.
    </Alert>
  ) : null;

const LatestDecision = ({ review }: { review: MatchReview }) => (
  <Box data-testid="match-decision">
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Badge
        tone={DECISION_TONES[review.decision]}
        appearance="filled"
        label={DECISION_LABELS[review.decision]}
      />
      <Typography variant="caption" color="text.secondary">
        by {reviewerLabel(review.reviewedBy, review.reviewerName)} ·{' '}
        {formatDateTime(review.reviewedAt)}
        {review.workflowId !== null
          ? ` · workflow WF-${String(review.workflowId).padStart(3, '0')}`
          : ''}
      </Typography>
    </Stack>
    <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
      {review.note}
    </Typography>
  </Box>
);

type MatchReviewPanelProps = {
  subject: ReviewSubject;
  match: Pick<ScreeningMatch, 'entityId' | 'name'>;
  /** Decisions recorded on this subject, newest first. */
  reviews: MatchReview[];
};

/** The latest decision on one candidate and the form to record a new one. */
export const MatchReviewPanel = ({ subject, match, reviews }: MatchReviewPanelProps) => {
  const { toast } = useToast();
  const latest = reviews.find((r) => r.entityId === match.entityId);
  const [open, setOpen] = useState(false);
  const [decision, setDecision] = useState<MatchDecision | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const record = useRecordMatchReview({
    onSuccess: (review) => {
      toast({ title: 'Decision recorded', description: TOASTS[review.decision] });
      setOpen(false);
      setDecision(null);
      setNote('');
    },
  });

  const submit = () => {
    if (!decision) return setError('Choose a decision');
    if (!note.trim()) return setError('A note is required: say why');
    setError(null);
    record.mutate({
      ...subject,
      entityId: match.entityId,
      decision,
      note: note.trim(),
    });
  };

  return (
    <Stack spacing={1} aria-label={`Review of ${match.name}`} component="section">
      {latest && <LatestDecision review={latest} />}
      {!open ? (
        <Box>
          <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
            {latest ? 'Change decision' : 'Review match'}
          </Button>
        </Box>
      ) : (
        <Stack spacing={1.25} sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={decision}
            onChange={(_event, value: MatchDecision | null) => setDecision(value)}
            aria-label="Decision"
          >
            {(Object.keys(DECISION_LABELS) as MatchDecision[]).map((value) => (
              <ToggleButton key={value} value={value}>
                {DECISION_LABELS[value]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <TextField
            label="Note"
            size="small"
            multiline
            minRows={2}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? 'Why you decided so; kept with your name and the time.'}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="contained" onClick={submit} disabled={record.isPending}>
              {record.isPending ? 'Saving...' : 'Save decision'}
            </Button>
            <Button size="small" onClick={() => setOpen(false)} disabled={record.isPending}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
};
