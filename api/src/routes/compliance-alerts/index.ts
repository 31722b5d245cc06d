import {
  ComplianceAlertListSchema,
  ComplianceAlertQuerySchema,
  ComplianceAlertSchema,
  ComplianceAlertUpdateSchema,
  ErrorResponseSchema,
  IdParamsSchema,
} from '@compliance/contracts';
import { listAlerts } from '@compliance/core/alerts/find-alerts';
import { updateAlertStatus } from '@compliance/core/alerts/update-alert-status';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export default async function complianceAlertRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };

  app.get(
    '/',
    {
      schema: {
        tags: ['compliance-alerts'],
        summary: 'Alerts newest first; by default only open and acknowledged ones',
        querystring: ComplianceAlertQuerySchema,
        response: { 200: ComplianceAlertListSchema, ...errors },
      },
    },
    async (request) => listAlerts({ prisma: app.infra.prisma, query: request.query }),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['compliance-alerts'],
        summary: 'Acknowledge or resolve an alert',
        params: IdParamsSchema,
        body: ComplianceAlertUpdateSchema,
        response: { 200: ComplianceAlertSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request) =>
      updateAlertStatus({ infra: app.infra, id: request.params.id, update: request.body }),
  );
}
