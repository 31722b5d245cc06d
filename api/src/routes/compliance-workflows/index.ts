import {
  CompleteStepBodySchema,
  ComplianceWorkflowDetailSchema,
  ComplianceWorkflowListSchema,
  ComplianceWorkflowQuerySchema,
  ErrorResponseSchema,
  IdParamsSchema,
  WorkflowStepParamsSchema,
} from '@compliance/contracts';
import { cancelWorkflow, completeWorkflowStep } from '@compliance/core/workflows/change-workflow';
import { getWorkflow, listWorkflows } from '@compliance/core/workflows/find-workflows';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export default async function complianceWorkflowRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };
  const changeErrors = { ...errors, 409: ErrorResponseSchema };

  app.get(
    '/',
    {
      schema: {
        tags: ['compliance-workflows'],
        summary: 'Active workflows first (soonest due), then completed and cancelled ones',
        querystring: ComplianceWorkflowQuerySchema,
        response: { 200: ComplianceWorkflowListSchema, ...errors },
      },
    },
    async (request) => listWorkflows({ prisma: app.infra.prisma, query: request.query }),
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
