import { Box, Card, CardContent, Skeleton, Stack } from '@mui/material';
import type { ReactNode } from 'react';

type CountProps = { count: number };

/** One placeholder card shaped like the feature cards (icon, two lines, badge row). */
export const CardSkeleton = () => (
  <Card data-testid="card-skeleton" aria-hidden>
    <CardContent>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <Skeleton variant="rounded" width={44} height={44} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="70%" height={22} />
          <Skeleton width="40%" height={18} />
        </Box>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Skeleton variant="rounded" width={72} height={24} />
        <Skeleton width={90} height={18} />
      </Stack>
    </CardContent>
  </Card>
);

export const LoadingRegion = ({
  label = 'Loading',
  children,
}: {
  label?: string;
  children: ReactNode;
}) => (
  <Box role="status" aria-busy="true" aria-label={label}>
    {children}
  </Box>
);

/** Responsive 1/2/3-column grid of card skeletons, matching ResponsiveCardGrid. */
export const CardGridSkeleton = ({ count }: CountProps) => (
  <LoadingRegion>
    <ResponsiveGrid>
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} />
      ))}
    </ResponsiveGrid>
  </LoadingRegion>
);

/** Rows for lists inside panels (dashboard lists, recent screenings). */
export const ListSkeleton = ({ count }: CountProps) => (
  <LoadingRegion>
    <Stack spacing={1.5}>
      {Array.from({ length: count }, (_, index) => (
        <Stack
          key={index}
          data-testid="row-skeleton"
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center' }}
        >
          <Skeleton variant="circular" width={36} height={36} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="60%" height={20} />
            <Skeleton width="35%" height={16} />
          </Box>
          <Skeleton variant="rounded" width={64} height={22} />
        </Stack>
      ))}
    </Stack>
  </LoadingRegion>
);

/** Card grids use 1, 2 or 3 columns (xs / md / lg). */
export const ResponsiveGrid = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gap: { xs: 2, md: 2.5 },
      gridTemplateColumns: {
        xs: 'minmax(0, 1fr)',
        md: 'repeat(2, minmax(0, 1fr))',
        lg: 'repeat(3, minmax(0, 1fr))',
      },
    }}
  >
    {children}
  </Box>
);
