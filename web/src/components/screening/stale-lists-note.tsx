import { Alert } from '@mui/material';

import { useWatchlists } from '../../lib/watchlists';

/**
 * Under a result that rests on the loaded lists without naming their versions (a batch run): the
 * official lists that are old snapshots, so a row without a hit is not read as clear against
 * today's lists. A single screening says so itself (a coverage gap); a batch row does not.
 */
export const StaleListsNote = () => {
  const { data } = useWatchlists();
  const official = data?.sources.filter((source) => source.kind === 'official') ?? [];
  const stale = official.filter((source) => source.stale).length;
  if (stale === 0) return null;
  return (
    <Alert severity="warning" data-testid="stale-lists-note">
      {stale} of {official.length} official lists are old snapshots, not the publishers&apos;
      current lists: a row without a hit is only clear against these versions. Refresh the lists
      before relying on it.
    </Alert>
  );
};
