import { API_PATHS, type HsSuggestion } from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const SUGGESTION_LIMIT = 5;

/** Key [API_PATHS.hsCodesSuggestions, { description, limit: 5 }]. */
export const suggestionsQueryOptions = (description: string) =>
  queryOptions<HsSuggestion[]>({
    queryKey: [API_PATHS.hsCodesSuggestions, { description, limit: SUGGESTION_LIMIT }],
  });

/** Runs only once the user asked ('Suggest'), for the description typed at that moment. */
export const useHsSuggestions = (description: string | null) =>
  useQuery({ ...suggestionsQueryOptions(description ?? ''), enabled: description !== null });
