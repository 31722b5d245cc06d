import { Box, Skeleton } from '@mui/material';

import { CardGridSkeleton } from './skeletons';

/** Shown inside the layout while a screen's code chunk loads. */
export const ScreenFallback = () => (
  <Box aria-label="Loading screen">
    <Skeleton variant="text" width={260} height={44} />
    <Skeleton variant="text" width={360} height={24} sx={{ mb: 3 }} />
    <CardGridSkeleton count={3} />
  </Box>
);
