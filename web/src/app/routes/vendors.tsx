import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { Box, Card, Stack, Typography } from '@mui/material';
import { useDeferredValue, useMemo, useState } from 'react';

import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { SearchField } from '../../components/search-field';
import { CardGridSkeleton, ResponsiveGrid } from '../../components/skeletons';
import { useVendors } from '../../features/vendors/api/get-vendors';
import { VendorCard } from '../../features/vendors/components/vendor-card';
import { VendorsOverview } from '../../features/vendors/components/vendors-overview';
import { filterVendors } from '../../features/vendors/vendor-overview';
import { errorMessage } from '../../lib/api-client';

// The overview has four counts (four placeholders, one per count) and
// the directory shows one row of three card placeholders.
export const VENDOR_CARD_SKELETONS = 3;

const VendorsRoute = () => {
  const { data, isLoading, error, refetch } = useVendors();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const vendors = useMemo(() => data ?? [], [data]);
  const visible = useMemo(() => filterVendors(vendors, deferredSearch), [vendors, deferredSearch]);
  // Figures counted from a list that failed to load would be zeros, not "no data": none are shown.
  const failed = Boolean(error) && vendors.length === 0;

  return (
    <>
      <PageHeader
        title="Vendor Directory"
        subtitle="Discover verified importers, exporters, traders and brokers on the multivendor platform"
      />
      <Stack spacing={{ xs: 2.5, md: 3 }}>
        <Box component="section" aria-label="Platform overview">
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            Platform Overview
          </Typography>
          {failed ? (
            <Typography variant="body2" color="text.secondary">
              No figures: the vendor list could not be loaded.
            </Typography>
          ) : (
            <VendorsOverview vendors={vendors} loading={isLoading} />
          )}
        </Box>
        {error && (
          <LoadError onRetry={() => void refetch()}>
            Failed to fetch vendors. {errorMessage(error)}
          </LoadError>
        )}
        <Box sx={{ maxWidth: { md: 420 } }}>
          <SearchField
            value={search}
            onChange={setSearch}
            placeholder="Search vendors..."
            aria-label="Search vendors"
          />
        </Box>
        {isLoading ? (
          <CardGridSkeleton count={VENDOR_CARD_SKELETONS} />
        ) : failed ? null : visible.length === 0 ? (
          <Card>
            <EmptyState
              icon={<StorefrontOutlinedIcon />}
              title="No Vendors Found"
              description={
                deferredSearch.trim()
                  ? 'No vendors match your search.'
                  : 'No vendors have joined the platform yet.'
              }
            />
          </Card>
        ) : (
          <ResponsiveGrid>
            {visible.map((vendor) => (
              <VendorCard key={vendor.id} vendor={vendor} />
            ))}
          </ResponsiveGrid>
        )}
      </Stack>
    </>
  );
};

export default VendorsRoute;
