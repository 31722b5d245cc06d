import type { SanctionsScreening, SanctionsScreeningDetail } from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const SANCTIONS_PATH = '/api/sanctions-screening';

export const sanctionsScreeningsQueryOptions = () =>
  queryOptions<SanctionsScreening[]>({ queryKey: [SANCTIONS_PATH] });

export const sanctionsScreeningQueryOptions = (id: number) =>
  queryOptions<SanctionsScreeningDetail>({ queryKey: [`${SANCTIONS_PATH}/${id}`] });

export const useSanctionsScreenings = () => useQuery(sanctionsScreeningsQueryOptions());

export const useSanctionsScreening = (id: number | null) =>
  useQuery({ ...sanctionsScreeningQueryOptions(id ?? 0), enabled: id !== null });
