import type { Regulation } from '@compliance/contracts';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Alert, Stack, Typography } from '@mui/material';

import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api-client';

import { RegulationItem } from './regulation-item';

type RegulationResultsProps = {
  regulations: Regulation[];
  isLoading: boolean;
  error: Error | null;
  /** A text search or a filter narrows the list: the empty state then speaks of the search. */
  narrowed: boolean;
};

export const RegulationResults = ({
  regulations,
  isLoading,
  error,
  narrowed,
}: RegulationResultsProps) => {
  if (isLoading) {
    return (
      <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        Loading regulations...
      </Typography>
    );
  }
  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(error)}
        </Alert>
      )}
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
