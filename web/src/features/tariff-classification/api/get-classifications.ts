import { API_PATHS, type TariffClassification } from '@compliance/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

type Filter = { q?: string; hsCode?: string };

/**
 * Key [API_PATHS.tariffClassifications, { q, hsCode }]: the server searches product description
 * and HS code (case-insensitive) and answers the newest first page.
 */
export const classificationsQueryOptions = ({ q = '', hsCode = '' }: Filter = {}) =>
  queryOptions<TariffClassification[]>({
    queryKey: [API_PATHS.tariffClassifications, { q, hsCode }],
  });

/** The list invalidation key: every search of the list starts with the path. */
export const classificationsListKey = [API_PATHS.tariffClassifications] as const;

export const useClassifications = (filter: Filter) =>
  useQuery({
    ...classificationsQueryOptions(filter),
    // The previous results stay on screen while the next search loads.
    placeholderData: keepPreviousData,
  });
