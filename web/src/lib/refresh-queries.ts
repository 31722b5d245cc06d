import type { QueryClient, QueryFilters } from '@tanstack/react-query';

/**
 * Marks the matching queries stale and loads again those on screen, like `invalidateQueries`, and
 * also those still on their first load. Such a load may have read the data before the change, and
 * TanStack Query answers an invalidation of a query without data with the load already in flight:
 * that load is cancelled (back to its loading state, no error) and started again, or the screen
 * would keep the older answer until a reload. Use it for every refresh after a change.
 */
export const refreshQueries = async (
  queryClient: QueryClient,
  filters: QueryFilters = {},
): Promise<void> => {
  await queryClient.cancelQueries({
    ...filters,
    predicate: (query) =>
      (filters.predicate?.(query) ?? true) &&
      query.state.data === undefined &&
      query.state.fetchStatus === 'fetching',
  });
  await queryClient.invalidateQueries(filters);
};
