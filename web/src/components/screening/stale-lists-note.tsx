import type { ListVersion } from '@compliance/contracts';
import { Alert } from '@mui/material';

import { isOldSnapshot } from '../../lib/list-age';
import { useWatchlists } from '../../lib/watchlists';

/**
 * Under a batch run's result: the official lists it rests on that are old snapshots, so a row
 * without a hit is not read as clear against today's lists. `versions` are the versions the run
 * recorded; a run of an older release recorded none, and is judged by the lists loaded now. A
 * single screening says so itself (a coverage gap); a batch row does not.
 */
export const StaleListsNote = ({ versions }: { versions?: ListVersion[] }) => {
  const { data } = useWatchlists();
  const staleAfterDays = data?.staleAfterDays ?? null;
  const recorded = versions?.filter((version) => version.kind === 'official');
  const loaded = data?.sources.filter((source) => source.kind === 'official') ?? [];
  const total = recorded ? recorded.length : loaded.length;
  const stale = recorded
    ? recorded.filter((version) => isOldSnapshot(version, staleAfterDays)).length
    : loaded.filter((source) => source.stale).length;
  if (stale === 0) return null;
  return (
    <Alert severity="warning" data-testid="stale-lists-note">
      {stale} of {total} official lists {versions ? 'it was checked against ' : ''}are old
      snapshots, not the publishers&apos; current lists: a row without a hit is only clear against
      these versions. Refresh the lists before relying on it.
    </Alert>
  );
};
