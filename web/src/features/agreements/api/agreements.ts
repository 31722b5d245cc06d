import {
  type Agreement,
  type AgreementApproval,
  type AgreementCreate,
  type AgreementDetail,
  type AgreementStats,
  API_PATHS,
  type AgreementStatusChange,
  type CounterpartySignature,
  itemPath,
  type TermsToSign,
  type Verification,
} from '@compliance/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiFetch, apiPost } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/live-events';
import { usePagedList } from '../../../lib/paged-list';

// The signed-in user (spec: one fixed user) is named on approvals and signatures until sign-in exists.
export const ACTOR_ID = 1;
const PATH = API_PATHS.basicOrderingAgreements;

/** How many agreements (and orders) the card lists load at a time, newest first. */
export const LIST_PAGE_SIZE = 100;

export const agreementStatsQueryOptions = () =>
  queryOptions<AgreementStats>({ queryKey: [API_PATHS.basicOrderingAgreementStats] });
export const agreementQueryOptions = (id: number) =>
  queryOptions<AgreementDetail>({ queryKey: [itemPath(PATH, id)] });

/** The agreement cards: every version, newest first, a page at a time as the list scrolls. */
export const useAgreements = () => usePagedList<Agreement>(PATH, {}, { pageSize: LIST_PAGE_SIZE });
export const useAgreementStats = () => useQuery(agreementStatsQueryOptions());
export const useAgreement = (id: number | null) =>
  useQuery({ ...agreementQueryOptions(id ?? 0), enabled: id !== null });

/** Fetched on demand ("Verify"): never cached as if it were still true later. */
export const fetchVerification = (id: number) =>
  apiFetch<Verification>(`${itemPath(PATH, id)}/verification`);
export const fetchTerms = (id: number) => apiFetch<TermsToSign>(`${itemPath(PATH, id)}/terms`);
export const exportHref = (id: number, format: 'json' | 'xml') =>
  `${itemPath(PATH, id)}/export?format=${format}`;

// Failures toast once through the query client's MutationCache: the server's message, or the
// spec's fixed text for the create.
const useAgreementMutation = <I>(
  request: (input: I) => Promise<Agreement>,
  errorToast: string | true = true,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: { errorToast },
    onSuccess: () => invalidateKeys(queryClient, [PATH, API_PATHS.digitalTradeOrders]),
  });
};

export const useCreateAgreement = () =>
  useAgreementMutation(
    (input: AgreementCreate) => apiPost<Agreement>(PATH, input),
    'Failed to create agreement. Please try again.',
  );

export const useApproveAgreement = (id: number) =>
  useAgreementMutation((input: Omit<AgreementApproval, 'actorId'>) =>
    apiPost<Agreement>(`${itemPath(PATH, id)}/approvals`, { ...input, actorId: ACTOR_ID }),
  );

export const useSignAgreement = (id: number) =>
  useAgreementMutation(() =>
    apiPost<Agreement>(`${itemPath(PATH, id)}/sign`, { actorId: ACTOR_ID }),
  );

export const useCountersign = (id: number) =>
  useAgreementMutation((input: CounterpartySignature) =>
    apiPost<Agreement>(`${itemPath(PATH, id)}/signatures`, { ...input, actorId: ACTOR_ID }),
  );

export const useChangeAgreementStatus = (id: number) =>
  useAgreementMutation(
    (input: Pick<AgreementStatusChange, 'status' | 'reason' | 'acknowledgeFlaggedParties'>) =>
      apiPost<Agreement>(`${itemPath(PATH, id)}/status`, { ...input, actorId: ACTOR_ID }),
  );
