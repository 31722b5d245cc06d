import type { ScreeningRun } from '@compliance/contracts';
import { Alert, Box, LinearProgress, Typography } from '@mui/material';

import { isRunActive } from '../../../lib/screening-runs';

const summarize = (run: ScreeningRun): string => {
  if (run.results?.type !== 'watchlist_refresh') return 'Refresh finished.';
  const counts = { loaded: 0, unchanged: 0, failed: 0 };
  for (const source of run.results.sources) counts[source.status] += 1;
  const parts = [`${counts.loaded} updated`, `${counts.unchanged} unchanged`];
  if (counts.failed) parts.push(`${counts.failed} failed`);
  return `Refresh finished: ${parts.join(', ')}.`;
};

/** Progress of the refresh job while it runs, then its outcome. */
export const RefreshStatus = ({ run }: { run: ScreeningRun }) => {
  if (isRunActive(run)) {
    return (
      <Box role="status" aria-label="Refresh progress" sx={{ mb: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.75 }}>
          <Typography variant="body2">
            Refreshing lists…{' '}
            {run.total > 0 ? `${run.processed} of ${run.total} sources` : 'starting'}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {run.progress}%
          </Typography>
        </Box>
        <LinearProgress
          variant={run.total > 0 ? 'determinate' : 'indeterminate'}
          value={run.progress}
          aria-label="Refreshing lists"
          sx={{ height: 6 }}
        />
      </Box>
    );
  }
  if (run.status === 'failed') {
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        Refresh failed{run.error ? `: ${run.error}` : '.'}
      </Alert>
    );
  }
  const failures =
    run.results?.type === 'watchlist_refresh'
      ? run.results.sources.filter((source) => source.status === 'failed')
      : [];
  return (
    <Alert severity={failures.length ? 'warning' : 'success'} sx={{ mb: 2 }}>
      {summarize(run)}
      {failures.map((source) => (
        <Box key={source.source} component="div" sx={{ fontSize: 13 }}>
          {source.source}: {source.error ?? 'failed'}
        </Box>
      ))}
    </Alert>
  );
};
