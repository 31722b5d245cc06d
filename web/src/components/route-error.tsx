import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router-dom';

import { paths } from '../config/paths';

import { NotFound } from './not-found';

const describe = (error: unknown): string => {
  if (isRouteErrorResponse(error))
    return `${error.status}: ${error.statusText || 'Request failed'}`;
  if (error instanceof Error) return error.message;
  return 'An unexpected error occurred.';
};

/** Per-route error boundary: the sidebar stays usable when one screen fails. */
export const RouteError = () => {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;

  return (
    <Card role="alert" sx={{ maxWidth: 640, mx: 'auto', mt: { xs: 2, md: 6 } }}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ color: 'error.main', display: 'flex' }}>
            <ErrorOutlineIcon sx={{ fontSize: 40 }} />
          </Box>
          <Typography variant="h5" component="h1">
            Something went wrong
          </Typography>
          <Typography color="text.secondary">
            This screen could not be displayed. Reloading usually helps; if it keeps happening, the
            details below help support find the cause.
          </Typography>
          <Box
            component="pre"
            sx={{
              m: 0,
              p: 1.5,
              width: '100%',
              overflowX: 'auto',
              bgcolor: 'grey.100',
              borderRadius: 1,
              fontSize: 13,
              whiteSpace: 'pre-wrap',
            }}
          >
            {describe(error)}
          </Box>
          <Stack direction="row" spacing={1.5}>
            <Button variant="contained" onClick={() => window.location.reload()}>
              Reload page
            </Button>
            <Button component={RouterLink} to={paths.dashboard.getHref()} variant="outlined">
              Back to Dashboard
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};
