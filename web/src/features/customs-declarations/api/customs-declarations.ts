import {
  API_PATHS,
  type CustomsDeclaration,
  type CustomsDeclarationCreate,
} from '@compliance/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/live-events';

export const declarationsQueryOptions = () =>
  queryOptions<CustomsDeclaration[]>({ queryKey: [API_PATHS.customsDeclarations] });

export const useDeclarations = () => useQuery(declarationsQueryOptions());

type Options = { onSuccess?: (declaration: CustomsDeclaration) => void };

export const useCreateDeclaration = ({ onSuccess }: Options = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomsDeclarationCreate) =>
      apiPost<CustomsDeclaration>(API_PATHS.customsDeclarations, input),
    onSuccess: (declaration) => {
      void invalidateKeys(queryClient, [API_PATHS.customsDeclarations]);
      onSuccess?.(declaration);
    },
    // Failure text.
    meta: { errorToast: 'Failed to create customs declaration' },
  });
};
