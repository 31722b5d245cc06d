import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export const DetailSection = ({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) => (
  <Box component="section" aria-label={title} sx={{ mb: 3 }}>
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        justifyContent: 'space-between',
        mb: 1,
      }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {action}
    </Box>
    {children}
  </Box>
);

export const FactList = ({ facts }: { facts: [string, ReactNode][] }) => (
  <Box
    component="dl"
    sx={{
      m: 0,
      display: 'grid',
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '200px 1fr' },
      columnGap: 2,
      rowGap: 0.5,
    }}
  >
    {facts.map(([label, value]) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
          {value ?? '—'}
        </Typography>
      </Box>
    ))}
  </Box>
);
