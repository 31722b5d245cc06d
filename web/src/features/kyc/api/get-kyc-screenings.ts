import {
  API_PATHS,
  itemPath,
  type KycScreening,
  type KycScreeningDetail,
} from '@compliance/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { type PagedList, type PagedListParams, usePagedList } from '../../../lib/paged-list';
import { type KycSummary, summarizeKyc } from '../kyc-summary';

/** The server search runs only when the text is longer than 2 characters. */
export const KYC_SEARCH_MIN_LENGTH = 3;

export const canSearchKyc = (text: string): boolean => text.trim().length >= KYC_SEARCH_MIN_LENGTH;

/** Results per page of the Screening Results list. */
export const KYC_PAGE_SIZE = 100;

export const kycSearchQueryOptions = (entity: string) =>
  queryOptions<KycScreening[]>({
    queryKey: [API_PATHS.kycScreeningSearch, { entity: entity.trim() }],
  });

export const kycScreeningQueryOptions = (id: number) =>
  queryOptions<KycScreeningDetail>({ queryKey: [itemPath(API_PATHS.kycScreening, id)] });

/** The Screening Results list, newest first, a page at a time. */
export const useKycScreenings = () =>
  usePagedList<KycScreening>(API_PATHS.kycScreening, {}, { pageSize: KYC_PAGE_SIZE });

/** How many screenings match a filter (one row is read; the count is X-Total-Count). */
const useKycCount = (params: PagedListParams, enabled: boolean) =>
  usePagedList<KycScreening>(API_PATHS.kycScreening, params, { pageSize: 1, enabled });

/**
 * The summary cards. With every screening loaded they count the rows; otherwise Total and Flagged
 * (result flagged or risk high, counted on the server as flagged + high - both) come from the
 * server's totals, and PEP Matches counts the loaded rows (the list has no PEP filter).
 */
export const useKycSummary = (all: PagedList<KycScreening>): KycSummary | undefined => {
  const partial = all.settled && !all.complete;
  const flagged = useKycCount({ screeningResult: 'flagged' }, partial);
  const high = useKycCount({ riskLevel: 'high' }, partial);
  const both = useKycCount({ screeningResult: 'flagged', riskLevel: 'high' }, partial);
  if (!all.settled) return undefined;
  const loaded = summarizeKyc(all.items);
  if (!partial) return loaded;
  const counts = [flagged, high, both];
  if (counts.some((count) => count.isLoading)) return undefined;
  return {
    total: all.total,
    flagged: flagged.total + high.total - both.total,
    pep: loaded.pep,
  };
};

export const useKycSearch = (entity: string) =>
  useQuery({
    ...kycSearchQueryOptions(entity),
    enabled: canSearchKyc(entity),
    // Keep the previous results on screen while the next search runs ('Searching...').
    placeholderData: keepPreviousData,
  });

export const useKycScreening = (id: number | null) =>
  useQuery({ ...kycScreeningQueryOptions(id ?? 0), enabled: id !== null });
