import { API_PATHS, type KycScreeningCreate, type KycScreeningDetail } from '@compliance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/live-events';

import { kycScreeningQueryOptions } from './get-kyc-screenings';

/** The server screens the entity and decides result, risk and flags (issue 4): none are sent. */
export const createKycScreening = (input: KycScreeningCreate): Promise<KycScreeningDetail> =>
  apiPost<KycScreeningDetail>(API_PATHS.kycScreening, input);

type Options = { onSuccess?: (screening: KycScreeningDetail) => void };

export const useCreateKycScreening = ({ onSuccess }: Options = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKycScreening,
    onSuccess: (screening) => {
      // The list and any open search both change; their keys share the KYC path.
      void invalidateKeys(queryClient, [API_PATHS.kycScreening]);
      // The answer is the full detail (matches included): opening it needs no request.
      queryClient.setQueryData(kycScreeningQueryOptions(screening.id).queryKey, screening);
      onSuccess?.(screening);
    },
    // Failure text.
    meta: { errorToast: 'Failed to create KYC screening' },
  });
};
