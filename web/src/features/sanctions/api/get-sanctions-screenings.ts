import { API_PATHS, itemPath, type SanctionsScreeningDetail } from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Rows per page of the Recent Screenings list. */
export const SANCTIONS_PAGE_SIZE = 50;

/** The prefix of every page and search of the list: invalidating it refreshes them all. */
export const sanctionsScreeningsKey = [API_PATHS.sanctionsScreening] as const;

export const sanctionsScreeningQueryOptions = (id: number) =>
  queryOptions<SanctionsScreeningDetail>({
    queryKey: [itemPath(API_PATHS.sanctionsScreening, id)],
  });

export const useSanctionsScreening = (id: number | null) =>
  useQuery({ ...sanctionsScreeningQueryOptions(id ?? 0), enabled: id !== null });
