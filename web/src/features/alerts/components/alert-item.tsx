import type { AlertSeverity, ComplianceAlert } from '@compliance/contracts';
import type { SvgIconComponent } from '@mui/icons-material';
import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberOutlinedIcon from '@mui/icons-material/WarningAmberOutlined';
import { Box, Link, Stack, Typography } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';

import { formatDateTime } from '../../../lib/format';

// Each severity has its own colour and icon.
export const SEVERITY_STYLES: Record<
  AlertSeverity,
  { icon: SvgIconComponent; color: (theme: Theme) => string; label: string }
> = {
  error: {
    icon: ErrorOutlineOutlinedIcon,
    color: (theme) => theme.palette.error.main,
    label: 'Error',
  },
  warning: {
    icon: WarningAmberOutlinedIcon,
    color: (theme) => theme.palette.warning.main,
    label: 'Warning',
  },
  info: { icon: InfoOutlinedIcon, color: (theme) => theme.palette.info.main, label: 'Info' },
};

export const AlertItem = ({ alert }: { alert: ComplianceAlert }) => {
  const style = SEVERITY_STYLES[alert.severity] ?? SEVERITY_STYLES.info;
  const Icon = style.icon;
  return (
    <Box
      component="article"
      aria-label={alert.title}
      data-testid="alert-item"
      data-severity={alert.severity}
      sx={(theme) => ({
        display: 'flex',
        gap: 1.5,
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: alpha(style.color(theme), 0.25),
        bgcolor: alpha(style.color(theme), 0.05),
      })}
    >
      <Box
        sx={(theme) => ({ color: style.color(theme), display: 'flex', pt: 0.25 })}
        data-testid="alert-severity-icon"
      >
        <Icon fontSize="small" titleAccess={style.label} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.35 }}>
          {alert.link ? (
            <Link component={RouterLink} to={alert.link} color="inherit" underline="hover">
              {alert.title}
            </Link>
          ) : (
            alert.title
          )}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            mt: 0.25,
            overflow: 'hidden',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
          }}
        >
          {alert.description}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ mt: 0.5, alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(alert.createdAt)}
          </Typography>
          {alert.link && (
            <Link
              component={RouterLink}
              to={alert.link}
              variant="caption"
              underline="hover"
              sx={{ fontWeight: 600 }}
              aria-label={`View subject of ${alert.title}`}
            >
              View subject
            </Link>
          )}
        </Stack>
      </Box>
    </Box>
  );
};
