import type { Regulation } from '@compliance/contracts';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Stack, Typography } from '@mui/material';

import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { errorMessage } from '../../../lib/api-client';

import { RegulationItem } from './regulation-item';

type RegulationResultsProps = {
  regulations: Regulation[];
  isLoading: boolean;
  error: Error | null;
  onRetry: () => void;
  /** A text search or a filter narrows the list: the empty state then speaks of the search. */
  narrowed: boolean;
};

export const RegulationResults = ({
  regulations,
  isLoading,
  error,
  onRetry,
  narrowed,
}: RegulationResultsProps) => {
  if (isLoading) {
    return (
      <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        Loading regulations...
      </Typography>
    );
  }
  const alert = error && (
    <LoadError onRetry={onRetry} sx={{ mb: 2 }}>
      Could not load the regulations: {errorMessage(error)}
    </LoadError>
  );
  // A list that failed to load is not an empty database: only the error and Retry are shown
  // (rows from an earlier load stay visible under the error).
  if (error && regulations.length === 0) return alert;
  return (
    <>
      {alert}
      {regulations.length === 0 ? (
        <EmptyState
          dense
          icon={narrowed ? <SearchOffIcon /> : <GavelOutlinedIcon />}
          title={
            narrowed ? 'No regulations found matching your search' : 'No regulations in database'
          }
        />
      ) : (
        <Stack spacing={1.5} component="section" aria-label="Regulations">
          {regulations.map((regulation) => (
            <RegulationItem key={regulation.id} regulation={regulation} />
          ))}
        </Stack>
      )}
    </>
  );
};
