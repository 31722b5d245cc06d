import {
  API_PATHS,
  itemPath,
  type KycScreening,
  type KycScreeningDetail,
} from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { type SummaryState, useListSummary } from '../../../lib/list-summary';
import { type PagedList, usePagedList } from '../../../lib/paged-list';
import { type KycSummary, summarizeKyc } from '../kyc-summary';

/** The server search runs only when the text is longer than 2 characters. */
export const KYC_SEARCH_MIN_LENGTH = 3;

export const canSearchKyc = (text: string): boolean => text.trim().length >= KYC_SEARCH_MIN_LENGTH;

/** Results per page of the Screening Results list. */
export const KYC_PAGE_SIZE = 100;

export const kycScreeningQueryOptions = (id: number) =>
  queryOptions<KycScreeningDetail>({ queryKey: [itemPath(API_PATHS.kycScreening, id)] });

/** The Screening Results list, newest first, a page at a time. */
export const useKycScreenings = () =>
  usePagedList<KycScreening>(API_PATHS.kycScreening, {}, { pageSize: KYC_PAGE_SIZE });

/** The summary cards' figures: counted from the rows when all are loaded, else by the server. */
export const useKycSummary = (all: PagedList<KycScreening>): SummaryState<KycSummary> =>
  useListSummary(all, API_PATHS.kycScreeningSummary, summarizeKyc);

/**
 * The server's entity-name search, a page at a time like the list; the previous results stay on
 * screen while the next search runs ('Searching...').
 */
export const useKycSearch = (entity: string) =>
  usePagedList<KycScreening>(
    API_PATHS.kycScreeningSearch,
    { entity: entity.trim() },
    { pageSize: KYC_PAGE_SIZE, enabled: canSearchKyc(entity), keepPrevious: true },
  );

export const useKycScreening = (id: number | null) =>
  useQuery({ ...kycScreeningQueryOptions(id ?? 0), enabled: id !== null });
