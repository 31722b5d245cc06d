import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { paths } from '../config/paths';

export const NotFound = () => {
  const { pathname } = useLocation();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        py: { xs: 8, md: 14 },
      }}
    >
      <TravelExploreOutlinedIcon aria-hidden sx={{ fontSize: 64, color: 'primary.light' }} />
      <Typography variant="overline" color="text.secondary">
        Error 404
      </Typography>
      <Typography variant="h4" component="h1">
        Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 460 }}>
        There is no page at{' '}
        <Box component="code" sx={{ fontFamily: 'monospace' }}>
          {pathname}
        </Box>
        . It may have moved, or the address may be mistyped.
      </Typography>
      <Button
        component={RouterLink}
        to={paths.dashboard.getHref()}
        variant="contained"
        sx={{ mt: 2 }}
      >
        Back to Dashboard
      </Button>
    </Box>
  );
};
