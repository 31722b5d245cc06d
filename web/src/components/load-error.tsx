import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A list or panel that failed to load: the screen's own message with Retry. Lists show it in place
 * of their empty state, never beside it: a failed load says nothing about whether rows exist.
 */
export const LoadError = ({
  onRetry,
  children,
  sx,
}: {
  onRetry: () => void;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) => (
  <Alert
    severity="error"
    sx={sx}
    action={
      <Button color="inherit" size="small" onClick={onRetry}>
        Retry
      </Button>
    }
  >
    {children}
  </Alert>
);
