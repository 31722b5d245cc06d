import type { CustomsDeclaration, CustomsDeclarationCreate } from '@compliance/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/live-events';

export const DECLARATIONS_PATH = '/api/customs-declarations';

export const declarationsQueryOptions = () =>
  queryOptions<CustomsDeclaration[]>({ queryKey: [DECLARATIONS_PATH] });

export const useDeclarations = () => useQuery(declarationsQueryOptions());

type Options = { onSuccess?: (declaration: CustomsDeclaration) => void };

export const useCreateDeclaration = ({ onSuccess }: Options = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomsDeclarationCreate) =>
      apiPost<CustomsDeclaration>(DECLARATIONS_PATH, input),
    onSuccess: (declaration) => {
      void invalidateKeys(queryClient, [DECLARATIONS_PATH]);
      onSuccess?.(declaration);
    },
    // Spec §8 failure text.
    meta: { errorToast: 'Failed to create customs declaration' },
  });
};
