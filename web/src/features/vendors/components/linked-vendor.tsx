import { Alert, Box, Button, Stack, Typography } from '@mui/material';

import { LoadError } from '../../../components/load-error';
import { CardGridSkeleton, ResponsiveGrid } from '../../../components/skeletons';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useVendor } from '../api/get-vendors';
import { VendorCard } from './vendor-card';

/**
 * The vendor an alert links to (`/vendors?focus=ID`), shown above the directory: in a directory of
 * thousands its card may be on a page not loaded yet.
 */
export const LinkedVendor = ({ id, onClose }: { id: number; onClose: () => void }) => {
  const { data, isLoading, error, refetch } = useVendor(id);
  return (
    <Box component="section" aria-label="Linked vendor">
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}
      >
        <Typography variant="h6" component="h2">
          Linked vendor
        </Typography>
        <Button size="small" onClick={onClose}>
          Show all vendors
        </Button>
      </Stack>
      {isLoading ? (
        <CardGridSkeleton count={1} />
      ) : error instanceof ApiError && error.status === 404 ? (
        <Alert severity="info">Vendor {id} is not in the directory.</Alert>
      ) : error ? (
        <LoadError onRetry={() => void refetch()}>
          Could not load vendor {id}. {errorMessage(error)}
        </LoadError>
      ) : data ? (
        <ResponsiveGrid>
          <VendorCard vendor={data} focused />
        </ResponsiveGrid>
      ) : null}
    </Box>
  );
};
