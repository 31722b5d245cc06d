import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type PageHeaderProps = { title: string; subtitle?: ReactNode; actions?: ReactNode };

/** Screen title (the page's h1), optional subtitle and right-aligned actions that wrap on phones. */
export const PageHeader = ({ title, subtitle, actions }: PageHeaderProps) => (
  <Box
    component="header"
    sx={{
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: { xs: 'stretch', sm: 'flex-end' },
      justifyContent: 'space-between',
      gap: 2,
      mb: { xs: 2.5, md: 3.5 },
    }}
  >
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body1" color="text.secondary" sx={{ mt: 0.5 }}>
          {subtitle}
        </Typography>
      )}
    </Box>
    {actions && (
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          width: { xs: '100%', sm: 'auto' },
          '& > *': { flexGrow: { xs: 1, sm: 0 } },
        }}
      >
        {actions}
      </Box>
    )}
  </Box>
);
