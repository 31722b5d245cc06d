import type { Agreement } from '@compliance/contracts';

import { Badge } from '../../../components/status-badge';
import { partiesAwaitingReview } from './flagged-parties-dialog';

/**
 * 'Party blocked' when a party is blocked by watchlist screening, 'Party flagged' when a flagged
 * one awaits an officer's review: the same badges on the cards and in the table.
 */
export const PartyFlagBadges = ({ agreement }: { agreement: Pick<Agreement, 'parties'> }) => {
  const blocked = agreement.parties.some((p) => p.result === 'blocked');
  const flagged = partiesAwaitingReview(agreement).length > 0;
  return (
    <>
      {blocked && <Badge tone="error" label="Party blocked" />}
      {flagged && <Badge tone="warning" label="Party flagged" />}
    </>
  );
};
