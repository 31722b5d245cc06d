import type { KycScreening } from '@compliance/contracts';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Alert, Stack, Typography } from '@mui/material';

import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api-client';

import { KycResultItem } from './kyc-result-item';

type KycResultsProps = {
  screenings: KycScreening[];
  isLoading: boolean;
  error: Error | null;
  searching: boolean;
  onOpen: (id: number) => void;
};

export const KycResults = ({
  screenings,
  isLoading,
  error,
  searching,
  onOpen,
}: KycResultsProps) => {
  // A loading text rather than skeletons on this screen.
  if (isLoading) {
    return (
      <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        Loading screenings...
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
      {screenings.length === 0 ? (
        <EmptyState
          dense
          icon={searching ? <SearchOffIcon /> : <ManageSearchIcon />}
          title={searching ? 'No screenings found matching your search' : 'No screenings yet'}
        />
      ) : (
        <Stack spacing={1.5} component="section" aria-label="KYC screenings">
          {screenings.map((screening) => (
            <KycResultItem key={screening.id} screening={screening} onOpen={onOpen} />
          ))}
        </Stack>
      )}
    </>
  );
};
