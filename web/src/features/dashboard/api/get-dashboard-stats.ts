import { API_PATHS, type DashboardStats } from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Key [API_PATHS.dashboardStats]; refreshed over server-sent events when the data behind it changes. */
export const dashboardStatsQueryOptions = () =>
  queryOptions<DashboardStats>({ queryKey: [API_PATHS.dashboardStats] });

export const useDashboardStats = () => useQuery(dashboardStatsQueryOptions());
