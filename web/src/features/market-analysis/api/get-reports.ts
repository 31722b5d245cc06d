import { API_PATHS, type MarketAnalysisReport } from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * Key [API_PATHS.marketAnalysis]. The worker's progress reaches open screens through the API's
 * change notices on this path, so a running report advances without polling.
 */
export const reportsQueryOptions = () =>
  queryOptions<MarketAnalysisReport[]>({ queryKey: [API_PATHS.marketAnalysis] });

export const useReports = () => useQuery(reportsQueryOptions());
