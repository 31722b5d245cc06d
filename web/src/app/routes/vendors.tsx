import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { Box, Card, Stack, Typography } from '@mui/material';
import { API_PATHS, type Vendor } from '@compliance/contracts';
import { useState } from 'react';

import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { ListProgress } from '../../components/paged/list-progress';
import { SearchField } from '../../components/search-field';
import { CardGridSkeleton, ResponsiveGrid } from '../../components/skeletons';
import { VENDORS_PAGE_SIZE } from '../../features/vendors/api/get-vendors';
import { LinkedVendor } from '../../features/vendors/components/linked-vendor';
import { VendorCard } from '../../features/vendors/components/vendor-card';
import { VendorsOverview } from '../../features/vendors/components/vendors-overview';
import { filterVendors } from '../../features/vendors/filter-vendors';
import { errorMessage } from '../../lib/api-client';
import { useFocusParam } from '../../lib/use-focus-param';
import { useSearchableList } from '../../lib/use-searchable-list';

// The overview has four counts (four placeholders, one per count) and
// the directory shows one row of three card placeholders.
export const VENDOR_CARD_SKELETONS = 3;

/**
 * The directory a page of cards at a time (more load as it scrolls); the search filters the loaded
 * cards while the whole directory is loaded and asks the server once it is not. The overview is
 * counted by the server over every vendor. The vendor an alert links to (`?focus=ID`) is shown
 * above the directory.
 */
const VendorsRoute = () => {
  const [search, setSearch] = useState('');
  const [focus, setFocus] = useFocusParam();
  const vendors = useSearchableList<Vendor>({
    path: API_PATHS.vendors,
    pageSize: VENDORS_PAGE_SIZE,
    search,
    filter: filterVendors,
  });
  const failed = Boolean(vendors.error) && vendors.items.length === 0;

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
          <VendorsOverview />
        </Box>
        {focus !== null && <LinkedVendor id={focus} onClose={() => setFocus(null)} />}
        {vendors.error && (
          <LoadError onRetry={vendors.refetch}>
            Failed to fetch vendors. {errorMessage(vendors.error)}
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
        {vendors.isLoading ? (
          <CardGridSkeleton count={VENDOR_CARD_SKELETONS} />
        ) : failed ? null : vendors.items.length === 0 ? (
          <Card>
            <EmptyState
              icon={<StorefrontOutlinedIcon />}
              title="No Vendors Found"
              description={
                vendors.searching
                  ? 'No vendors match your search.'
                  : 'No vendors have joined the platform yet.'
              }
            />
          </Card>
        ) : (
          <Box>
            <ResponsiveGrid>
              {vendors.items.map((vendor) => (
                <VendorCard key={vendor.id} vendor={vendor} />
              ))}
            </ResponsiveGrid>
            <ListProgress
              list={vendors}
              shown={vendors.items.length}
              total={vendors.total}
              noun="vendors"
            />
          </Box>
        )}
      </Stack>
    </>
  );
};

export default VendorsRoute;
