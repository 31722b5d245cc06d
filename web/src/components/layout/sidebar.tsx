import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import {
  Box,
  Link,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Typography,
} from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { NavLink } from 'react-router-dom';

import { paths } from '../../config/paths';
import { useCurrentUser } from '../../lib/current-user';
import { ROLE_LABELS } from '../../lib/sample-users';
import { UserAvatar } from '../user-avatar';
import { NAV_SECTIONS } from './nav-items';

export const SIDEBAR_WIDTH = 268;
const SIDEBAR_BG = '#121a3d';

type SidebarProps = { onNavigate?: () => void };

const navButtonSx = (theme: Theme) => ({
  mb: 0.25,
  py: 0.5,
  px: 1.5,
  color: 'inherit',
  '& .MuiListItemIcon-root': { color: 'rgba(255,255,255,0.6)', minWidth: 36 },
  '&:hover': { bgcolor: 'rgba(255,255,255,0.06)', color: '#fff' },
  '&[aria-current="page"]': {
    bgcolor: alpha(theme.palette.primary.light, 0.28),
    color: '#fff',
    boxShadow: `inset 3px 0 0 ${theme.palette.primary.light}`,
    '& .MuiListItemIcon-root': { color: '#fff' },
  },
});

/**
 * Below the product's links: the audit trail (for officers and admins, who may read it) and the
 * signed-in person from GET /api/session, with Sign out when the sign-in mode offers it.
 */
const SidebarFooter = ({ onNavigate }: SidebarProps) => {
  const user = useCurrentUser();
  return (
    <Box
      component="section"
      aria-label="Signed-in user"
      sx={{ px: 1.5, pt: 1, pb: 1.5, borderTop: '1px solid rgba(255,255,255,0.08)' }}
    >
      {user.role !== 'user' && (
        <ListItemButton
          component={NavLink}
          to={paths.audit.path}
          onClick={onNavigate}
          sx={navButtonSx}
        >
          <ListItemIcon>
            <FactCheckOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary="Audit Trail"
            slotProps={{ primary: { sx: { fontSize: 14, fontWeight: 500 } } }}
          />
        </ListItemButton>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, px: 1.5, pt: 1 }}>
        <UserAvatar initials={user.avatar} name={user.name} size={32} />
        <Box sx={{ minWidth: 0 }}>
          <Typography noWrap sx={{ color: '#fff', fontSize: 13, fontWeight: 600, lineHeight: 1.3 }}>
            {user.name}
          </Typography>
          <Typography component="div" sx={{ fontSize: 12, color: 'rgba(255,255,255,0.55)' }}>
            {ROLE_LABELS[user.role]}
            {user.signOutUrl && (
              <>
                {' · '}
                <Link
                  href={user.signOutUrl}
                  underline="hover"
                  sx={{ color: 'rgba(255,255,255,0.85)' }}
                >
                  Sign out
                </Link>
              </>
            )}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
};

/** The 'Compliance Platform' brand + the 15 links of the product design. NavLink marks the current one with aria-current="page". */
export const Sidebar = ({ onNavigate }: SidebarProps) => (
  <Box
    sx={{
      display: 'flex',
      flexDirection: 'column',
      height: '100%',
      bgcolor: SIDEBAR_BG,
      color: 'rgba(255,255,255,0.78)',
    }}
  >
    <Box
      component="nav"
      aria-label="Main navigation"
      sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.25, py: 2, minHeight: 64 }}>
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 36,
            height: 36,
            borderRadius: 2,
            background: 'linear-gradient(135deg, #5c6bc0 0%, #283593 100%)',
            color: '#fff',
            boxShadow: '0 4px 12px rgba(0,0,0,0.25)',
          }}
        >
          <VerifiedUserIcon fontSize="small" />
        </Box>
        <Box>
          <Typography
            component="div"
            noWrap
            sx={{ color: '#fff', fontWeight: 700, fontSize: 15, lineHeight: 1.25 }}
          >
            Compliance Platform
          </Typography>
          <Typography component="div" sx={{ fontSize: 12, color: 'rgba(255,255,255,0.55)' }}>
            Trade compliance suite
          </Typography>
        </Box>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 1.5, pb: 1 }}>
        {NAV_SECTIONS.map((section) => (
          <List
            key={section.heading}
            dense
            disablePadding
            subheader={
              <ListSubheader
                disableSticky
                sx={{
                  bgcolor: 'transparent',
                  color: 'rgba(255,255,255,0.45)',
                  fontSize: 11,
                  fontWeight: 700,
                  letterSpacing: '0.08em',
                  textTransform: 'uppercase',
                  lineHeight: '28px',
                  mt: 0.5,
                  px: 1.5,
                }}
              >
                {section.heading}
              </ListSubheader>
            }
          >
            {section.items.map(({ label, path, icon: Icon }) => (
              <ListItemButton
                key={path}
                component={NavLink}
                to={path}
                end={path === '/'}
                onClick={onNavigate}
                sx={navButtonSx}
              >
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={label}
                  slotProps={{ primary: { sx: { fontSize: 14, fontWeight: 500 } } }}
                />
              </ListItemButton>
            ))}
          </List>
        ))}
      </Box>
    </Box>
    <SidebarFooter onNavigate={onNavigate} />
  </Box>
);
