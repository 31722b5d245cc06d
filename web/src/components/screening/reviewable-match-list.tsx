import type { ListVersion, ScreeningMatch } from '@compliance/contracts';
import { Alert, Button } from '@mui/material';

import { type ReviewSubject, useMatchReviews } from '../../lib/match-reviews';
import { MatchList } from './match-list';
import { MatchReviewPanel } from './match-review';

type ReviewableMatchListProps = {
  subject: ReviewSubject;
  matches: ScreeningMatch[];
  emptyText?: string;
  /** The list versions the screening used: each candidate shows its list's age. */
  versions?: ListVersion[];
};

/** The candidates of a stored screening, each with its decision and the form to record one. */
export const ReviewableMatchList = ({
  subject,
  matches,
  emptyText,
  versions,
}: ReviewableMatchListProps) => {
  const reviews = useMatchReviews(subject);
  return (
    <>
      {reviews.error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void reviews.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load the decisions recorded on these matches.
        </Alert>
      )}
      <MatchList
        matches={matches}
        emptyText={emptyText}
        versions={versions}
        renderFooter={(match) => (
          <MatchReviewPanel subject={subject} match={match} reviews={reviews.data ?? []} />
        )}
      />
    </>
  );
};
