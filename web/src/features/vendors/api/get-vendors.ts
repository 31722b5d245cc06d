import { API_PATHS, itemPath, type Vendor, type VendorStats } from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Cards per page of the directory; more load as the list scrolls. */
export const VENDORS_PAGE_SIZE = 60;

/** Key [API_PATHS.vendorStats]; the default query function fetches it. */
export const vendorStatsQueryOptions = () =>
  queryOptions<VendorStats>({ queryKey: [API_PATHS.vendorStats] });

/** The platform overview's counts, over every vendor (not the loaded cards). */
export const useVendorStats = () => useQuery(vendorStatsQueryOptions());

/** Key ['/api/vendors/ID']: a change notice for the directory refetches it too. */
export const vendorQueryOptions = (id: number) =>
  queryOptions<Vendor>({ queryKey: [itemPath(API_PATHS.vendors, id)] });

/** One vendor (the one an alert links to), whether or not its card is loaded. */
export const useVendor = (id: number | null) =>
  useQuery({ ...vendorQueryOptions(id ?? 0), enabled: id !== null });
