import { API_PATHS, type TradeAgreement } from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const tradeAgreementsQueryOptions = () =>
  queryOptions<TradeAgreement[]>({ queryKey: [API_PATHS.tradeAgreements] });

export const useTradeAgreements = () => useQuery(tradeAgreementsQueryOptions());
