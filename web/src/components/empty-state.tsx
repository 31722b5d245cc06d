import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** Smaller padding for panels and lists inside cards. */
  dense?: boolean;
};

export const EmptyState = ({
  title,
  description,
  icon,
  action,
  dense = false,
}: EmptyStateProps) => (
  <Box
    role="status"
    sx={{
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      textAlign: 'center',
      gap: 1,
      py: dense ? 4 : { xs: 6, md: 9 },
      px: 3,
    }}
  >
    <Box
      aria-hidden
      sx={{
        display: 'grid',
        placeItems: 'center',
        width: dense ? 48 : 64,
        height: dense ? 48 : 64,
        mb: 1,
        borderRadius: '50%',
        bgcolor: 'action.hover',
        color: 'text.secondary',
        '& svg': { fontSize: dense ? 26 : 32 },
      }}
    >
      {icon ?? <InboxOutlinedIcon />}
    </Box>
    <Typography variant={dense ? 'subtitle1' : 'h6'} component="h2">
      {title}
    </Typography>
    {description && (
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
        {description}
      </Typography>
    )}
    {action && <Box sx={{ mt: 2 }}>{action}</Box>}
  </Box>
);
