import {
  API_PATHS,
  itemPath,
  type ComplianceWorkflowDetail,
  type CompleteStepBody,
} from '@compliance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';

import { workflowQueryOptions, workflowsQueryOptions } from './get-workflows';

export type CompleteStepInput = { id: number; position: number; completedBy?: number };

export const completeWorkflowStep = ({ id, position, completedBy }: CompleteStepInput) =>
  apiPost<ComplianceWorkflowDetail>(
    `${itemPath(API_PATHS.complianceWorkflows, id)}/steps/${position}/complete`,
    (completedBy === undefined ? {} : { completedBy }) satisfies CompleteStepBody,
  );

type Options = { onSuccess?: (workflow: ComplianceWorkflowDetail) => void };

export const useCompleteWorkflowStep = ({ onSuccess }: Options = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeWorkflowStep,
    onSuccess: (workflow) => {
      // The response is the updated detail; lists and stats refetch behind it.
      queryClient.setQueryData(workflowQueryOptions(workflow.id).queryKey, workflow);
      void refreshQueries(queryClient, { queryKey: workflowsQueryOptions().queryKey });
      // Another screen's data: named by its API path, the first element of its query key.
      void refreshQueries(queryClient, { queryKey: [API_PATHS.dashboardStats] });
      onSuccess?.(workflow);
    },
    meta: { errorToast: true },
  });
};
