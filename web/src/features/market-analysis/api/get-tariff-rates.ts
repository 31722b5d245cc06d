import {
  API_PATHS,
  TARIFF_RATE_SEARCH_MIN_LENGTH,
  itemPath,
  type TariffRate,
} from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { pagedListQueryOptions, usePagedList } from '../../../lib/paged-list';

/** Key [API_PATHS.tariffRates]: the first page of the loaded schedules. */
export const tariffRatesQueryOptions = () =>
  queryOptions<TariffRate[]>({ queryKey: [API_PATHS.tariffRates] });

/** The API's default page; a code shared by many lines (one per agreement) runs past it. */
export const TARIFF_SEARCH_PAGE_SIZE = 100;

/**
 * Key ['/api/tariff-rates/search/{hsCode}', {limit}, 'pages']: national lines starting with the
 * code, every market, a page at a time (X-Total-Count and Link rel="next").
 */
export const tariffRateSearchQueryOptions = (hsCode: string) =>
  pagedListQueryOptions<TariffRate>(
    itemPath(API_PATHS.tariffRatesSearch, hsCode),
    {},
    { pageSize: TARIFF_SEARCH_PAGE_SIZE },
  );

export const useTariffRates = () => useQuery(tariffRatesQueryOptions());

/** The search runs only from 4 characters (dots and spaces do not count). */
export const searchableHsCode = (value: string): string | null => {
  const code = value.replace(/[.\s]/g, '');
  return code.length >= TARIFF_RATE_SEARCH_MIN_LENGTH && /^\d+$/.test(code) ? code : null;
};

/** Every loaded page of the search; the previous code's rows stay while the next one loads. */
export const useTariffRateSearch = (hsCode: string | null) =>
  usePagedList<TariffRate>(
    itemPath(API_PATHS.tariffRatesSearch, hsCode ?? ''),
    {},
    { pageSize: TARIFF_SEARCH_PAGE_SIZE, enabled: hsCode !== null, keepPrevious: true },
  );
