import {
  API_PATHS,
  itemPath,
  type ComplianceWorkflow,
  type ComplianceWorkflowDetail,
} from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type WorkflowsParams = { limit?: number; commodityCategoryId?: number };

/**
 * Key [API_PATHS.complianceWorkflows, params?]; without params it is the prefix of every workflows
 * key (lists and details), so invalidating it refreshes them all.
 */
export const workflowsQueryOptions = (params: WorkflowsParams = {}) => {
  const defined = Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined),
  ) as WorkflowsParams;
  return queryOptions<ComplianceWorkflow[]>({
    queryKey:
      Object.keys(defined).length === 0
        ? [API_PATHS.complianceWorkflows]
        : [API_PATHS.complianceWorkflows, defined],
  });
};

export const useWorkflows = (params: WorkflowsParams = {}, { enabled = true } = {}) =>
  useQuery({ ...workflowsQueryOptions(params), enabled });

/** Key [itemPath(API_PATHS.complianceWorkflows, 7)]: one workflow with its steps. */
export const workflowQueryOptions = (id: number) =>
  queryOptions<ComplianceWorkflowDetail>({
    queryKey: [itemPath(API_PATHS.complianceWorkflows, id)],
  });

export const useWorkflow = (id: number | null) =>
  useQuery({ ...workflowQueryOptions(id ?? 0), enabled: id !== null });
