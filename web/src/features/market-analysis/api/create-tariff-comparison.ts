import {
  API_PATHS,
  type MarketAnalysisReport,
  type TariffComparisonRequest,
} from '@compliance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';

import { reportsQueryOptions } from './get-reports';

/** 202 with the report ('pending'); a worker job then compares the markets one by one. */
export const createTariffComparison = (
  input: TariffComparisonRequest,
): Promise<MarketAnalysisReport> =>
  apiPost<MarketAnalysisReport>(API_PATHS.marketAnalysisTariffComparison, input);

export const useCreateTariffComparison = ({
  onSuccess,
}: { onSuccess?: (report: MarketAnalysisReport) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTariffComparison,
    onSuccess: (report) => {
      void refreshQueries(queryClient, { queryKey: reportsQueryOptions().queryKey });
      onSuccess?.(report);
    },
    meta: { errorToast: 'Failed to generate tariff comparison analysis.' },
  });
};
