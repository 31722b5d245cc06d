import MenuIcon from '@mui/icons-material/Menu';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import {
  AppBar,
  Box,
  Drawer,
  IconButton,
  LinearProgress,
  Toolbar,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';

import { useLiveEvents } from '../../lib/use-live-events';

import { LiveUpdatesStatus } from './live-updates-status';
import { Sidebar, SIDEBAR_WIDTH } from './sidebar';

/** Permanent sidebar from md up; below that an app bar with a menu button opens it as a drawer. */
export const AppLayout = () => {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const navigation = useNavigation();
  const { paused } = useLiveEvents();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {navigation.state === 'loading' && (
        <LinearProgress
          aria-label="Loading page"
          sx={{
            position: 'fixed',
            top: 0,
            left: 0,
            right: 0,
            zIndex: theme.zIndex.appBar + 2,
            height: 3,
          }}
        />
      )}
      {desktop ? (
        <Drawer
          variant="permanent"
          sx={{ width: SIDEBAR_WIDTH, flexShrink: 0 }}
          slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, border: 'none' } } }}
        >
          <Sidebar />
        </Drawer>
      ) : (
        <>
          <AppBar
            position="fixed"
            color="inherit"
            elevation={0}
            sx={{ borderBottom: `1px solid ${theme.palette.divider}`, bgcolor: 'background.paper' }}
          >
            <Toolbar sx={{ gap: 1 }}>
              <IconButton
                edge="start"
                aria-label="Open navigation"
                onClick={() => setMobileOpen(true)}
              >
                <MenuIcon />
              </IconButton>
              <VerifiedUserIcon color="primary" fontSize="small" aria-hidden />
              <Typography component="div" sx={{ fontWeight: 700 }}>
                Compliance Platform
              </Typography>
            </Toolbar>
          </AppBar>
          <Drawer
            variant="temporary"
            open={mobileOpen}
            onClose={() => setMobileOpen(false)}
            slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, border: 'none' } } }}
          >
            <Sidebar onNavigate={() => setMobileOpen(false)} />
          </Drawer>
        </>
      )}
      <Box
        component="main"
        sx={{
          flex: 1,
          minWidth: 0,
          px: { xs: 2, sm: 3, lg: 5 },
          pt: { xs: 10, md: 4 },
          pb: 6,
        }}
      >
        <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
          <Outlet />
        </Box>
      </Box>
      <LiveUpdatesStatus paused={paused} />
    </Box>
  );
};
