import {
  MutationCache,
  QueryClient,
  type QueryFunction,
  type QueryKey,
} from '@tanstack/react-query';

import { toast } from '../components/toast';

import { ApiError, apiFetch, errorMessage, type QueryParams } from './api-client';

/** What a mutation declares in `meta` (typed for every useMutation through Register below). */
export type AppMutationMeta = {
  /**
   * Failure toast, titled 'Error': a fixed description (e.g. 'Failed to add regulation'),
   * or true to show the error's own message. Left out, a failure raises no toast.
   */
  errorToast?: string | true;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: AppMutationMeta;
  }
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

const isParams = (value: unknown): value is QueryParams =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Default reader: GET the first key element (the API path), with the optional second
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

// One place turns a failed mutation into its toast, so screens only name the text they need.
const toastMutationError = (error: Error, meta: AppMutationMeta | undefined): void => {
  const text = meta?.errorToast;
  if (!text) return;
  toast({
    title: 'Error',
    description: text === true ? errorMessage(error) : text,
    variant: 'destructive',
  });
};

/** Data never goes stale, no refetch on focus, no polling, no retries. */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _onMutateResult, mutation) =>
        toastMutationError(error, mutation.meta),
    }),
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
