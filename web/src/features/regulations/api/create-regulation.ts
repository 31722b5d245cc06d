import { API_PATHS, type Regulation, type RegulationCreate } from '@compliance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/live-events';

export const createRegulation = (input: RegulationCreate): Promise<Regulation> =>
  apiPost<Regulation>(API_PATHS.regulations, input);

type Options = { onSuccess?: (regulation: Regulation) => void };

export const useCreateRegulation = ({ onSuccess }: Options = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRegulation,
    onSuccess: (regulation) => {
      // The list and any open search share the path prefix.
      void invalidateKeys(queryClient, [API_PATHS.regulations]);
      onSuccess?.(regulation);
    },
    // Failure text.
    meta: { errorToast: 'Failed to add regulation' },
  });
};
