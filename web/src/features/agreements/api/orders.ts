import {
  API_PATHS,
  type DigitalOrder,
  type DigitalOrderCreate,
  itemPath,
  type OrderVerification,
} from '@compliance/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiFetch, apiPost } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/live-events';
import { ACTOR_ID, LIST_LIMIT } from './agreements';

const PATH = API_PATHS.digitalTradeOrders;

export const ordersQueryOptions = () =>
  queryOptions<DigitalOrder[]>({ queryKey: [PATH, { limit: LIST_LIMIT }] });
export const useOrders = () => useQuery(ordersQueryOptions());

export const fetchOrderVerification = (id: number) =>
  apiFetch<OrderVerification>(`${itemPath(PATH, id)}/verification`);

export const usePlaceOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: true },
    mutationFn: (input: DigitalOrderCreate) =>
      apiPost<DigitalOrder>(PATH, { ...input, actorId: ACTOR_ID }),
    onSuccess: () => invalidateKeys(queryClient, [PATH, API_PATHS.basicOrderingAgreements]),
  });
};
