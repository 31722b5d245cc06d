import {
  API_PATHS,
  itemPath,
  type ComplianceWorkflow,
  type ComplianceWorkflowDetail,
  type WorkflowStatus,
} from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type WorkflowsParams = {
  limit?: number;
  commodityCategoryId?: number;
  /** Only these statuses; sent as one comma-separated `status` value. */
  status?: readonly WorkflowStatus[];
};

type WorkflowsKeyParams = { limit?: number; commodityCategoryId?: number; status?: string };

/**
 * Key [API_PATHS.complianceWorkflows, params?]; without params it is the prefix of every workflows
 * key (lists and details), so invalidating it refreshes them all.
 */
export const workflowsQueryOptions = ({ status, ...params }: WorkflowsParams = {}) => {
  const defined = Object.fromEntries(
    Object.entries({ ...params, status: status?.join(',') }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as WorkflowsKeyParams;
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
