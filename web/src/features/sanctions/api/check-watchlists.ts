import type { SanctionsCheckRequest, SanctionsCheckResponse } from '@compliance/contracts';
import { useMutation } from '@tanstack/react-query';

import { apiPost } from '../../../lib/api-client';

import { SANCTIONS_PATH } from './get-sanctions-screenings';

/** 'Check watchlists': screens the typed name; nothing is stored. */
export const checkWatchlists = (input: SanctionsCheckRequest): Promise<SanctionsCheckResponse> =>
  apiPost<SanctionsCheckResponse>(`${SANCTIONS_PATH}/check`, input);

// A mutation rather than a query: it runs when the user asks, for the name typed at that moment.
export const useCheckWatchlists = () =>
  useMutation({ mutationFn: checkWatchlists, meta: { errorToast: true } });
