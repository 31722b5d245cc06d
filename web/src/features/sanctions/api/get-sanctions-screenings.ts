import {
  API_PATHS,
  itemPath,
  type SanctionsScreening,
  type SanctionsScreeningDetail,
} from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const sanctionsScreeningsQueryOptions = () =>
  queryOptions<SanctionsScreening[]>({ queryKey: [API_PATHS.sanctionsScreening] });

export const sanctionsScreeningQueryOptions = (id: number) =>
  queryOptions<SanctionsScreeningDetail>({
    queryKey: [itemPath(API_PATHS.sanctionsScreening, id)],
  });

export const useSanctionsScreenings = () => useQuery(sanctionsScreeningsQueryOptions());

export const useSanctionsScreening = (id: number | null) =>
  useQuery({ ...sanctionsScreeningQueryOptions(id ?? 0), enabled: id !== null });
