import { API_PATHS, type ComplianceAlert } from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Key [API_PATHS.complianceAlerts, { limit }]; invalidated over server-sent events on new alerts. */
export const alertsQueryOptions = ({ limit }: { limit?: number } = {}) =>
  queryOptions<ComplianceAlert[]>({
    queryKey:
      limit === undefined ? [API_PATHS.complianceAlerts] : [API_PATHS.complianceAlerts, { limit }],
  });

export const useAlerts = (params: { limit?: number } = {}, { enabled = true } = {}) =>
  useQuery({ ...alertsQueryOptions(params), enabled });
