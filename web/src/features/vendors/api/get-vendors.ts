import type { Vendor } from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const VENDORS_PATH = '/api/vendors';

/** Key ['/api/vendors']; the default query function fetches it. */
export const vendorsQueryOptions = () => queryOptions<Vendor[]>({ queryKey: [VENDORS_PATH] });

export const useVendors = () => useQuery(vendorsQueryOptions());
