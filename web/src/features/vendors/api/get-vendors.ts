import { API_PATHS, type VendorStats } from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Cards per page of the directory; more load as the list scrolls. */
export const VENDORS_PAGE_SIZE = 60;

/** Key [API_PATHS.vendorStats]; the default query function fetches it. */
export const vendorStatsQueryOptions = () =>
  queryOptions<VendorStats>({ queryKey: [API_PATHS.vendorStats] });

/** The platform overview's counts, over every vendor (not the loaded cards). */
export const useVendorStats = () => useQuery(vendorStatsQueryOptions());
