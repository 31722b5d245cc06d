import { API_PATHS, REGULATION_SEARCH_MIN_LENGTH, type Regulation } from '@compliance/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** The text search runs only above 2 characters. */
export const canSearchRegulations = (text: string): boolean =>
  text.trim().length >= REGULATION_SEARCH_MIN_LENGTH;

export const regulationsQueryOptions = () =>
  queryOptions<Regulation[]>({ queryKey: [API_PATHS.regulations] });

export const regulationSearchQueryOptions = ({ q, country }: { q: string; country?: string }) =>
  queryOptions<Regulation[]>({
    queryKey: [API_PATHS.regulationsSearch, { q: q.trim(), country: country || undefined }],
  });

export const useRegulations = () => useQuery(regulationsQueryOptions());

export const useRegulationSearch = ({ q, country }: { q: string; country?: string }) =>
  useQuery({
    ...regulationSearchQueryOptions({ q, country }),
    enabled: canSearchRegulations(q),
    // Keep the previous results on screen while the next search runs ('Searching...').
    placeholderData: keepPreviousData,
  });
