import {
  API_PATHS,
  type SanctionsCheckRequest,
  type SanctionsCheckResponse,
} from '@compliance/contracts';
import { useMutation } from '@tanstack/react-query';

import { apiPost } from '../../../lib/api-client';

/** 'Check watchlists': screens the typed name; nothing is stored. */
export const checkWatchlists = (input: SanctionsCheckRequest): Promise<SanctionsCheckResponse> =>
  apiPost<SanctionsCheckResponse>(API_PATHS.sanctionsScreeningCheck, input);

// A mutation rather than a query: it runs when the user asks, for the name typed at that moment.
export const useCheckWatchlists = () =>
  useMutation({ mutationFn: checkWatchlists, meta: { errorToast: true } });
