import {
  API_PATHS,
  type MatchReview,
  type MatchReviewCreate,
  type ReviewSubjectType,
} from '@compliance/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiPost } from './api-client';
import { invalidateKeys } from './live-events';
import { refreshQueries } from './refresh-queries';
import { SAMPLE_USERS, fullName } from './sample-users';

// Match review: the decisions recorded on one screening's candidates (KYC, sanctions, batch rows,
// agreement parties).

export type ReviewSubject = {
  subjectType: ReviewSubjectType;
  subjectId: number;
  rowIndex?: number;
};

export const matchReviewsQueryOptions = ({ subjectType, subjectId, rowIndex }: ReviewSubject) =>
  queryOptions<MatchReview[]>({
    queryKey: [
      API_PATHS.screeningReviews,
      { subjectType, subjectId, ...(rowIndex === undefined ? {} : { rowIndex }) },
    ],
  });

export const useMatchReviews = (subject: ReviewSubject | null) =>
  useQuery({
    ...matchReviewsQueryOptions(subject ?? { subjectType: 'kyc_screening', subjectId: 0 }),
    enabled: subject !== null,
  });

const SUBJECT_PATHS: Record<ReviewSubjectType, string> = {
  kyc_screening: API_PATHS.kycScreening,
  sanctions_screening: API_PATHS.sanctionsScreening,
  batch_row: API_PATHS.screeningRuns,
  agreement_party: API_PATHS.basicOrderingAgreements,
};

export const useRecordMatchReview = ({
  onSuccess,
}: { onSuccess?: (r: MatchReview) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MatchReviewCreate) =>
      apiPost<MatchReview>(API_PATHS.screeningReviews, input),
    onSuccess: (review, input) => {
      void refreshQueries(queryClient, { queryKey: [API_PATHS.screeningReviews] });
      void refreshQueries(queryClient, { queryKey: [SUBJECT_PATHS[input.subjectType]] });
      // The decision holds for the name wherever it is screened: agreement parties (the list and
      // each agreement) and the dashboard's Risk Flags too.
      void invalidateKeys(queryClient, [
        API_PATHS.basicOrderingAgreements,
        API_PATHS.dashboardStats,
      ]);
      onSuccess?.(review);
    },
    meta: { errorToast: true },
  });
};

export const DECISION_LABELS = {
  true_match: 'True match',
  false_positive: 'False positive',
  escalate: 'Escalate',
} as const;

/**
 * Who reviewed or screened: the name recorded with the decision. Decisions from before names were
 * kept hold only a numeric id, the web app's sample user at the time.
 */
export const reviewerLabel = (id: string, name: string | null): string => {
  if (name) return name;
  const user = SAMPLE_USERS.find((u) => String(u.id) === id);
  return user ? fullName(user) : `User ${id}`;
};
