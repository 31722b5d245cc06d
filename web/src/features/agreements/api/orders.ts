import {
  API_PATHS,
  type DigitalOrder,
  type DigitalOrderCreate,
  itemPath,
  type OrderVerification,
} from '@compliance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch, apiPost } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/live-events';
import { usePagedList } from '../../../lib/paged-list';
import { ACTOR_ID, LIST_PAGE_SIZE } from './agreements';

const PATH = API_PATHS.digitalTradeOrders;

/** The order cards, newest first, a page at a time as the list scrolls. */
export const useOrders = () => usePagedList<DigitalOrder>(PATH, {}, { pageSize: LIST_PAGE_SIZE });

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
