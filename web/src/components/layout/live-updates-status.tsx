import { Alert, AlertTitle, Button, Snackbar } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';

import { refreshQueries } from '../../lib/refresh-queries';

import { SIDEBAR_WIDTH } from './sidebar';

/**
 * Says so while live updates are paused (the event stream cannot connect): screens then keep what
 * they loaded and would not show a change made elsewhere. "Refresh now" loads them again from the
 * API meanwhile; once the stream is back the screens load again by themselves. Bottom centre: the
 * toasts use the bottom right.
 */
export const LiveUpdatesStatus = ({ paused }: { paused: boolean }) => {
  const queryClient = useQueryClient();
  return (
    <Snackbar
      open={paused}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // Centred on the content, beside the permanent sidebar.
      sx={{ left: { md: `calc(50% + ${SIDEBAR_WIDTH / 2}px)` } }}
    >
      <Alert
        severity="warning"
        variant="filled"
        sx={{ maxWidth: 420, boxShadow: 3 }}
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
    </Snackbar>
  );
};
