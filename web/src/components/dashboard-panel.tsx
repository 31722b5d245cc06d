import { Box, Card, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type DashboardPanelProps = {
  title: string;
  subtitle?: string;
  action?: ReactNode;
  children: ReactNode;
  /** Content without inner padding (tables run edge to edge). */
  flush?: boolean;
};

/** A titled card section of the dashboard, with an optional action (e.g. 'View All'). */
export const DashboardPanel = ({
  title,
  subtitle,
  action,
  children,
  flush = false,
}: DashboardPanelProps) => {
  const id = `panel-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card
      component="section"
      aria-labelledby={id}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack
        direction="row"
        spacing={2}
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          px: { xs: 2, md: 2.5 },
          pt: 2,
          pb: 1.5,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={id} variant="h6" component="h2">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {action && <Box sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>{action}</Box>}
      </Stack>
      <Box
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          px: flush ? 0 : { xs: 2, md: 2.5 },
          pb: 2,
          // Empty states sit in the middle of a panel stretched by its neighbour.
          '& > [role="status"]:not([aria-busy])': { flex: 1, justifyContent: 'center' },
        }}
      >
        {children}
      </Box>
    </Card>
  );
};
