import type { DashboardStats } from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const DASHBOARD_STATS_PATH = '/api/dashboard/stats';

/** Key ['/api/dashboard/stats']; refreshed over server-sent events when the data behind it changes. */
export const dashboardStatsQueryOptions = () =>
  queryOptions<DashboardStats>({ queryKey: [DASHBOARD_STATS_PATH] });

export const useDashboardStats = () => useQuery(dashboardStatsQueryOptions());
