import { Skeleton, Stack } from '@mui/material';
import type { ReactNode } from 'react';

import { LoadError } from '../../../components/load-error';
import { errorMessage } from '../../../lib/api-client';

/** Skeleton rows, or an error with Retry, or the content: the tabs' lists share this. */
export const QueryState = ({
  isLoading,
  error,
  onRetry,
  what,
  skeletons = 3,
  skeletonHeight = 72,
  children,
}: {
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  what: string;
  skeletons?: number;
  skeletonHeight?: number;
  children: ReactNode;
}) => {
  if (isLoading)
    return (
      <Stack spacing={1.5} role="status" aria-busy="true" aria-label={`Loading ${what}`}>
        {Array.from({ length: skeletons }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={skeletonHeight} data-testid="skeleton" />
        ))}
      </Stack>
    );
  if (error)
    return (
      <LoadError onRetry={onRetry}>
        Failed to load {what}. {errorMessage(error)}
      </LoadError>
    );
  return <>{children}</>;
};
