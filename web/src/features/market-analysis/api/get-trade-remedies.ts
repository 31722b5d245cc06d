import { API_PATHS, type TradeRemedy } from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const tradeRemediesQueryOptions = () =>
  queryOptions<TradeRemedy[]>({ queryKey: [API_PATHS.tradeRemedies] });

export const useTradeRemedies = () => useQuery(tradeRemediesQueryOptions());
