import PolicyOutlinedIcon from '@mui/icons-material/PolicyOutlined';
import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useWatchlists } from '../../../lib/watchlists';

/**
 * One line saying what a screening is checked against; a warning instead when the official lists
 * are old snapshots, so a 'clear' is never read as clear against today's lists.
 */
export const WatchlistCoverage = () => {
  const { data, error, refetch } = useWatchlists();
  // Without the lists the screen cannot say what a result was checked against, nor warn that
  // they are old: say so rather than drop the warning.
  if (error && !data) {
    return (
      <LoadError onRetry={() => void refetch()} sx={{ mb: 3 }}>
        Could not load the watchlists screenings are checked against: {errorMessage(error)}
      </LoadError>
    );
  }
  if (!data) return null;
  const official = data.sources.filter((source) => source.kind === 'official');
  const entities = official.reduce((sum, source) => sum + source.entityCount, 0);
  const stale = official.filter((source) => source.stale).length;
  const manage = (
    <Link component={RouterLink} to={`${paths.sanctionsScreening.getHref()}#watchlists`}>
      Manage watchlists
    </Link>
  );
  const count = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;
  const internal = `your blacklist (${count(data.internalLists.blacklist)}) and PEP register (${count(data.internalLists.pep)})`;
  return (
    <Alert
      severity={stale ? 'warning' : 'info'}
      icon={<PolicyOutlinedIcon fontSize="inherit" />}
      sx={{ mb: 3 }}
      data-testid="watchlist-coverage"
    >
      Screening checks {official.length} official lists ({entities.toLocaleString()} entities),{' '}
      {internal}.
      {stale > 0 && ` ${stale} of the official lists are old snapshots, not current lists.`}{' '}
      {manage}
    </Alert>
  );
};
