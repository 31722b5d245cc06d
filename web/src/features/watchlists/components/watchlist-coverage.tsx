import PolicyOutlinedIcon from '@mui/icons-material/PolicyOutlined';
import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { useWatchlists } from '../../../lib/watchlists';

/**
 * One line saying what a screening is checked against; a warning instead when the official lists
 * are old snapshots, so a 'clear' is never read as clear against today's lists.
 */
export const WatchlistCoverage = () => {
  const { data } = useWatchlists();
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
