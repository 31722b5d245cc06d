import {
  API_PATHS,
  type TariffClassification,
  type TariffClassificationCreate,
} from '@compliance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';

import { classificationsListKey } from './get-classifications';

/** The server checks the code against HS 2022 and fills a blank rate from the loaded schedule. */
export const createClassification = (
  input: TariffClassificationCreate,
): Promise<TariffClassification> =>
  apiPost<TariffClassification>(API_PATHS.tariffClassifications, input);

export const useCreateClassification = ({
  onSuccess,
}: { onSuccess?: (created: TariffClassification) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClassification,
    onSuccess: (created) => {
      void refreshQueries(queryClient, { queryKey: classificationsListKey });
      onSuccess?.(created);
    },
    // Failure toast: 'Error' with the server's message (e.g. the nearest valid HS code).
    meta: { errorToast: true },
  });
};
