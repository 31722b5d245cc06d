import {
  API_PATHS,
  TARIFF_RATE_SEARCH_MIN_LENGTH,
  itemPath,
  type TariffRate,
} from '@compliance/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** Key [API_PATHS.tariffRates]: the first page of the loaded schedules. */
export const tariffRatesQueryOptions = () =>
  queryOptions<TariffRate[]>({ queryKey: [API_PATHS.tariffRates] });

/** Key ['/api/tariff-rates/search/{hsCode}']: national lines starting with the code, every market. */
export const tariffRateSearchQueryOptions = (hsCode: string) =>
  queryOptions<TariffRate[]>({ queryKey: [itemPath(API_PATHS.tariffRatesSearch, hsCode)] });

export const useTariffRates = () => useQuery(tariffRatesQueryOptions());

/** The search runs only from 4 characters (dots and spaces do not count). */
export const searchableHsCode = (value: string): string | null => {
  const code = value.replace(/[.\s]/g, '');
  return code.length >= TARIFF_RATE_SEARCH_MIN_LENGTH && /^\d+$/.test(code) ? code : null;
};

export const useTariffRateSearch = (hsCode: string | null) =>
  useQuery({
    ...tariffRateSearchQueryOptions(hsCode ?? ''),
    enabled: hsCode !== null,
    placeholderData: keepPreviousData,
  });
