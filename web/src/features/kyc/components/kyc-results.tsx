import type { KycScreening } from '@compliance/contracts';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Typography } from '@mui/material';

import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { VirtualStack } from '../../../components/paged/virtual-stack';
import { errorMessage } from '../../../lib/api-client';

import { KycResultItem } from './kyc-result-item';

type KycResultsProps = {
  screenings: KycScreening[];
  isLoading: boolean;
  error: Error | null;
  onRetry: () => void;
  searching: boolean;
  onOpen: (id: number) => void;
};

export const KycResults = ({
  screenings,
  isLoading,
  error,
  onRetry,
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
  const alert = error && (
    <LoadError onRetry={onRetry} sx={{ mb: 2 }}>
      Could not load the screenings: {errorMessage(error)}
    </LoadError>
  );
  // A failed load is not an empty list: only the error and Retry (earlier rows stay below it).
  if (error && screenings.length === 0) return alert;
  return (
    <>
      {alert}
      {screenings.length === 0 ? (
        <EmptyState
          dense
          icon={searching ? <SearchOffIcon /> : <ManageSearchIcon />}
          title={searching ? 'No screenings found matching your search' : 'No screenings yet'}
        />
      ) : (
        <VirtualStack
          items={screenings}
          getKey={(screening) => screening.id}
          renderItem={(screening) => <KycResultItem screening={screening} onOpen={onOpen} />}
          label="KYC screenings"
        />
      )}
    </>
  );
};
