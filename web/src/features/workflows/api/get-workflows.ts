import type { ComplianceWorkflow, ComplianceWorkflowDetail } from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const WORKFLOWS_PATH = '/api/compliance-workflows';

export type WorkflowsParams = { limit?: number; commodityCategoryId?: number };

/**
 * Key ['/api/compliance-workflows', params?]; without params it is the prefix of every workflows
 * key (lists and details), so invalidating it refreshes them all.
 */
export const workflowsQueryOptions = (params: WorkflowsParams = {}) => {
  const defined = Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined),
  ) as WorkflowsParams;
  return queryOptions<ComplianceWorkflow[]>({
    queryKey: Object.keys(defined).length === 0 ? [WORKFLOWS_PATH] : [WORKFLOWS_PATH, defined],
  });
};

export const useWorkflows = (params: WorkflowsParams = {}, { enabled = true } = {}) =>
  useQuery({ ...workflowsQueryOptions(params), enabled });

/** Key ['/api/compliance-workflows/7']: one workflow with its steps. */
export const workflowQueryOptions = (id: number) =>
  queryOptions<ComplianceWorkflowDetail>({ queryKey: [`${WORKFLOWS_PATH}/${id}`] });

export const useWorkflow = (id: number | null) =>
  useQuery({ ...workflowQueryOptions(id ?? 0), enabled: id !== null });
