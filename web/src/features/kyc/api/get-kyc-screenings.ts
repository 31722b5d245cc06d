import {
  API_PATHS,
  itemPath,
  type KycScreening,
  type KycScreeningDetail,
} from '@compliance/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** The server search runs only when the text is longer than 2 characters. */
export const KYC_SEARCH_MIN_LENGTH = 3;

export const canSearchKyc = (text: string): boolean => text.trim().length >= KYC_SEARCH_MIN_LENGTH;

export const kycScreeningsQueryOptions = () =>
  queryOptions<KycScreening[]>({ queryKey: [API_PATHS.kycScreening] });

export const kycSearchQueryOptions = (entity: string) =>
  queryOptions<KycScreening[]>({
    queryKey: [API_PATHS.kycScreeningSearch, { entity: entity.trim() }],
  });

export const kycScreeningQueryOptions = (id: number) =>
  queryOptions<KycScreeningDetail>({ queryKey: [itemPath(API_PATHS.kycScreening, id)] });

export const useKycScreenings = () => useQuery(kycScreeningsQueryOptions());

export const useKycSearch = (entity: string) =>
  useQuery({
    ...kycSearchQueryOptions(entity),
    enabled: canSearchKyc(entity),
    // Keep the previous results on screen while the next search runs ('Searching...').
    placeholderData: keepPreviousData,
  });

export const useKycScreening = (id: number | null) =>
  useQuery({ ...kycScreeningQueryOptions(id ?? 0), enabled: id !== null });
