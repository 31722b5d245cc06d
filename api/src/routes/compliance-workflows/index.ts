// /api/compliance-workflows: the paged list (work order by default, sort, filters, `q`), its CSV
// export, one workflow with its steps, completing a step and cancelling.
import {
  CompleteStepBodySchema,
  type ComplianceWorkflow,
  ComplianceWorkflowDetailSchema,
  ComplianceWorkflowListSchema,
  ComplianceWorkflowQuerySchema,
  ErrorResponseSchema,
  IdParamsSchema,
  WorkflowStepParamsSchema,
} from '@compliance/contracts';
import { cancelWorkflow, completeWorkflowStep } from '@compliance/core/workflows/change-workflow';
import { getWorkflow } from '@compliance/core/workflows/find-workflows';
import { listWorkflows } from '@compliance/core/workflows/list-workflows';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { sendCsv, sendPage } from '../paging';

export default async function complianceWorkflowRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };
  const changeErrors = { ...errors, 409: ErrorResponseSchema };

  app.get(
    '/',
    {
      config: { cachedRead: true },
      schema: {
        tags: ['compliance-workflows'],
        summary:
          'Active workflows first (soonest due), then completed and cancelled ones. Paged (limit, cursor, sort), searchable (q)',
        querystring: ComplianceWorkflowQuerySchema,
        response: { 200: ComplianceWorkflowListSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await listWorkflows({ infra: app.infra, query: request.query })),
  );

  app.get(
    '/export.csv',
    {
      schema: {
        tags: ['compliance-workflows'],
        summary: 'Every workflow of the filtered, sorted list as CSV (streamed)',
        querystring: ComplianceWorkflowQuerySchema.omit({ limit: true, cursor: true }),
      },
    },
    async (request, reply) =>
      sendCsv<ComplianceWorkflow>(reply, {
        fileName: 'compliance-workflows.csv',
        columns: [
          { header: 'Code', value: (row) => row.code },
          { header: 'Name', value: (row) => row.name },
          { header: 'Type', value: (row) => row.type },
          { header: 'Status', value: (row) => row.status },
          { header: 'Assigned to', value: (row) => row.assignedTo },
          { header: 'Due', value: (row) => row.dueDate },
          { header: 'Progress (%)', value: (row) => row.progress },
          { header: 'Steps done', value: (row) => `${row.stepsCompleted}/${row.stepsTotal}` },
          { header: 'Created', value: (row) => row.createdAt },
        ],
        loadPage: (page) =>
          listWorkflows({ infra: app.infra, query: { ...request.query, ...page } }),
      }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['compliance-workflows'],
        params: IdParamsSchema,
        response: { 200: ComplianceWorkflowDetailSchema, ...errors },
      },
    },
    async (request) => getWorkflow({ prisma: app.infra.prisma, id: request.params.id }),
  );

  app.post(
    '/:id/steps/:position/complete',
    {
      schema: {
        tags: ['compliance-workflows'],
        summary: 'Complete one step; progress and status follow from the steps',
        params: WorkflowStepParamsSchema,
        body: CompleteStepBodySchema,
        response: { 200: ComplianceWorkflowDetailSchema, ...changeErrors },
      },
    },
    async (request) =>
      completeWorkflowStep({
        infra: app.infra,
        id: request.params.id,
        position: request.params.position,
        completedBy: request.body?.completedBy ?? null,
      }),
  );

  app.post(
    '/:id/cancel',
    {
      schema: {
        tags: ['compliance-workflows'],
        params: IdParamsSchema,
        response: { 200: ComplianceWorkflowDetailSchema, ...changeErrors },
      },
    },
    async (request) => cancelWorkflow({ infra: app.infra, id: request.params.id }),
  );
}
