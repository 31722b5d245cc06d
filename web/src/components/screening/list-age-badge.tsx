import type { ListVersion } from '@compliance/contracts';
import { Tooltip } from '@mui/material';

import { Badge } from '../status-badge';
import { formatDate } from '../../lib/format';
import { ageInDays, describeAge } from '../../lib/list-age';
import { useWatchlists } from '../../lib/watchlists';

/**
 * The age of the list a result came from, beside the result: an official list older than the
 * staleness limit (or without a date, or not loaded) shows as a warning.
 */
export const ListAgeBadge = ({ version }: { version: ListVersion }) => {
  const staleAfterDays = useWatchlists().data?.staleAfterDays ?? null;
  if (version.kind === 'internal') return <Badge label="Internal list" />;
  if (version.versionId === null) return <Badge tone="error" label="Not loaded" />;
  const age = ageInDays(version.asOf);
  if (age === null) return <Badge tone="warning" label="List date unknown" />;
  const stale = staleAfterDays !== null && age > staleAfterDays;
  return (
    <Tooltip
      title={
        stale
          ? `Older than the ${staleAfterDays}-day limit: refresh the lists before relying on a clear result.`
          : `List dated ${formatDate(version.asOf!)}`
      }
    >
      <Badge
        tone={stale ? 'warning' : 'success'}
        label={`List ${describeAge(age)}`}
        data-testid="list-age-badge"
      />
    </Tooltip>
  );
};
