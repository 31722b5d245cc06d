import {
  API_PATHS,
  TARIFF_RATE_SEARCH_MIN_LENGTH,
  itemPath,
  type TariffRate,
  type TariffRateLine,
} from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { pagedListQueryOptions, usePagedList } from '../../../lib/paged-list';

/** Spec: the Tariff Rates tab shows the 5 most recent rates. */
export const RECENT_RATES_SHOWN = 5;

const MFN_LINE: TariffRateLine = 'mfn';

/**
 * Key ['/api/tariff-rates', { line: 'mfn', limit: 5 }]: the newest MFN (general) lines only, so the
 * five rows are five tariff lines, not one line's MFN row beside its preferential rows.
 */
export const recentTariffRatesQueryOptions = () =>
  queryOptions<TariffRate[]>({
    queryKey: [API_PATHS.tariffRates, { line: MFN_LINE, limit: RECENT_RATES_SHOWN }],
  });

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

export const useRecentTariffRates = () => useQuery(recentTariffRatesQueryOptions());

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
