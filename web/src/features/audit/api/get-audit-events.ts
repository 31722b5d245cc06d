import { API_PATHS, type AuditEvent } from '@compliance/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

import { apiRequest, apiUrl } from '../../../lib/api-client';

export type AuditFilters = {
  /** yyyy-mm-dd, from the start of that day (UTC). */
  from?: string;
  /** yyyy-mm-dd, up to the end of that day (UTC). */
  to?: string;
  actor?: string;
  action?: string;
  entityType?: string;
};

type AuditPage = { items: AuditEvent[]; total: number; next: string | null };

const PAGE_SIZE = 50;

const readPage = async (path: string, signal: AbortSignal): Promise<AuditPage> => {
  const response = await apiRequest(path, { signal });
  const next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('Link') ?? '')?.[1] ?? null;
  return {
    items: (await response.json()) as AuditEvent[],
    total: Number(response.headers.get('X-Total-Count') ?? 0),
    next,
  };
};

/** The query the server understands: whole days become instants, blanks are left out. */
export const auditQuery = (filters: AuditFilters): Record<string, string> => {
  const query: Record<string, string> = {};
  if (filters.from) query.from = `${filters.from}T00:00:00.000Z`;
  if (filters.to) query.to = `${filters.to}T23:59:59.999Z`;
  for (const key of ['actor', 'action', 'entityType'] as const) {
    const value = filters[key]?.trim();
    if (value) query[key] = value;
  }
  return query;
};

/** The audit trail, newest first, a page at a time (keyset cursor from the Link header). */
export const useAuditEvents = (filters: AuditFilters) => {
  const query = auditQuery(filters);
  return useInfiniteQuery({
    queryKey: [API_PATHS.auditEvents, query],
    initialPageParam: `${API_PATHS.auditEvents}?${new URLSearchParams({
      ...query,
      limit: String(PAGE_SIZE),
    }).toString()}`,
    queryFn: ({ pageParam, signal }) => readPage(pageParam, signal),
    getNextPageParam: (last) => last.next ?? undefined,
  });
};

/** Where the CSV export of the same filters downloads from. */
export const auditCsvUrl = (filters: AuditFilters) =>
  apiUrl(API_PATHS.auditEvents, { ...auditQuery(filters), format: 'csv' });

/** The entity types the trail holds (the Entity filter's choices). */
export const useAuditEntityTypes = () =>
  useQuery<string[]>({ queryKey: [API_PATHS.auditEntityTypes] });
