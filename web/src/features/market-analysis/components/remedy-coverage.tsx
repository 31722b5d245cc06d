import type { TariffDataSource } from '@compliance/contracts';
import { Alert, Box, Button, Typography } from '@mui/material';

import { hasLoadedRows, useTariffDataSources } from '../api/get-tariff-data';

const statusText = (source: TariffDataSource) => {
  if (hasLoadedRows(source)) return `Loaded, as of ${source.asOf}`;
  if (source.status === 'pending' || source.status === 'running')
    return 'Not loaded (import in progress)';
  if (source.status === 'failed') return 'Not loaded (the import failed)';
  return 'Not loaded';
};

/**
 * Under the Trade Remedies heading: which remedy sources are loaded and what they leave out, so an
 * empty list (or no match for a code) is never read as "no remedies apply".
 */
export const RemedyCoverage = () => {
  const { data, isLoading, error, refetch } = useTariffDataSources();
  const sources = (data ?? []).filter((source) => source.kind === 'remedies');
  return (
    <Alert
      severity="info"
      variant="outlined"
      // A standing note, not an alert: it must not be announced on every visit.
      role="note"
      aria-label="Trade remedy coverage"
      sx={{ '& .MuiAlert-message': { minWidth: 0 } }}
    >
      {isLoading && <Typography variant="body2">Checking which remedy data is loaded…</Typography>}
      {!isLoading && (error || !sources.length) && (
        <Typography variant="body2">
          Which remedy data is loaded could not be read: an empty list here does not mean no
          remedies apply.{' '}
          <Button size="small" onClick={() => void refetch()} sx={{ ml: 0.5 }}>
            Retry
          </Button>
        </Typography>
      )}
      {sources.map((source) => (
        <Box key={source.source} data-testid="remedy-source" sx={{ '&+&': { mt: 1 } }}>
          <Typography variant="body2">
            <Box component="strong" sx={{ fontWeight: 600 }}>
              {statusText(source)}
            </Box>
            {': '}
            {source.label}
          </Typography>
          {source.notCovered && (
            <Typography variant="body2" color="text.secondary">
              Not covered: {source.notCovered}. No result here does not mean no remedy applies.
            </Typography>
          )}
        </Box>
      ))}
    </Alert>
  );
};
