import {
  API_PATHS,
  type SanctionsScreeningCreate,
  type SanctionsScreeningDetail,
} from '@compliance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';

import { sanctionsScreeningQueryOptions, sanctionsScreeningsKey } from './get-sanctions-screenings';

/** Stores the user's decision; the server screens the name again and keeps its suggestion too. */
export const createSanctionsScreening = (
  input: SanctionsScreeningCreate,
): Promise<SanctionsScreeningDetail> =>
  apiPost<SanctionsScreeningDetail>(API_PATHS.sanctionsScreening, input);

type Options = { onSuccess?: (screening: SanctionsScreeningDetail) => void };

export const useCreateSanctionsScreening = ({ onSuccess }: Options = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSanctionsScreening,
    onSuccess: (screening) => {
      void refreshQueries(queryClient, { queryKey: sanctionsScreeningsKey });
      queryClient.setQueryData(sanctionsScreeningQueryOptions(screening.id).queryKey, screening);
      onSuccess?.(screening);
    },
    // A failure toast titled 'Error' with the error message.
    meta: { errorToast: true },
  });
};
