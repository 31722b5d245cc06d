import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';

import { refreshQueries } from '../../lib/refresh-queries';

import { SIDEBAR_WIDTH } from './sidebar';

/**
 * Says so while live updates are paused (the event stream cannot connect): screens then keep what
 * they loaded and would not show a change made elsewhere. "Refresh now" loads them again from the
 * API meanwhile; once the stream is back the screens load again by themselves. Bottom centre of the
 * content: the toasts use the bottom right.
 */
export const LiveUpdatesStatus = ({ paused }: { paused: boolean }) => {
  const queryClient = useQueryClient();
  if (!paused) return null;
  return (
    // A fixed box rather than a Snackbar: the dashboard's first load carries no transition code.
    <Box
      sx={{
        position: 'fixed',
        bottom: 24,
        left: { xs: 8, md: SIDEBAR_WIDTH },
        right: 8,
        display: 'flex',
        justifyContent: 'center',
        pointerEvents: 'none',
        zIndex: (theme) => theme.zIndex.snackbar,
      }}
    >
      <Alert
        severity="warning"
        variant="filled"
        sx={{ maxWidth: 420, boxShadow: 3, pointerEvents: 'auto' }}
        action={
          <Button
            color="inherit"
            size="small"
            sx={{ whiteSpace: 'nowrap' }}
            onClick={() => void refreshQueries(queryClient)}
          >
            Refresh now
          </Button>
        }
      >
        <AlertTitle>Live updates paused</AlertTitle>
        Changes made elsewhere may not show until the connection is back. Reconnecting…
      </Alert>
    </Box>
  );
};
