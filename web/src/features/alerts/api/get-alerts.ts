import type { ComplianceAlert } from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const ALERTS_PATH = '/api/compliance-alerts';

/** Key ['/api/compliance-alerts', { limit }]; invalidated over server-sent events on new alerts. */
export const alertsQueryOptions = ({ limit }: { limit?: number } = {}) =>
  queryOptions<ComplianceAlert[]>({
    queryKey: limit === undefined ? [ALERTS_PATH] : [ALERTS_PATH, { limit }],
  });

export const useAlerts = (params: { limit?: number } = {}, { enabled = true } = {}) =>
  useQuery({ ...alertsQueryOptions(params), enabled });
