import { API_PATHS, type Vendor } from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Key [API_PATHS.vendors]; the default query function fetches it. */
export const vendorsQueryOptions = () => queryOptions<Vendor[]>({ queryKey: [API_PATHS.vendors] });

export const useVendors = () => useQuery(vendorsQueryOptions());
