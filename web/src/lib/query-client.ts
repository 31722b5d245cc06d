import { QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';

import { ApiError, apiFetch, type QueryParams } from './api-client';

export type UnauthorizedBehavior = 'throw' | 'returnNull';

const isParams = (value: unknown): value is QueryParams =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Spec §7 default reader: GET the first key element (the API path), with the optional second
 * element (an object) as the query string. A 401 is an error unless on401 is 'returnNull'.
 */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null, QueryKey> =>
  async ({ queryKey, signal }) => {
    const [path, params] = queryKey;
    if (typeof path !== 'string') {
      throw new Error('The first query key element must be the API path');
    }
    try {
      return await apiFetch<T>(path, { params: isParams(params) ? params : undefined, signal });
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };

/** Data never goes stale, no refetch on focus, no polling, no retries (spec §7). */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });

/** The app's single client; tests create their own with createQueryClient(). */
export const queryClient = createQueryClient();
