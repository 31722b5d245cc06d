// /api/compliance-alerts: the paged list (sort, status/severity filters, `q`), its CSV export,
// and acknowledging or resolving one alert.
import {
  type ComplianceAlert,
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

import { sendCsv, sendPage } from '../paging';

export default async function complianceAlertRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };

  app.get(
    '/',
    {
      config: { cachedRead: true },
      schema: {
        tags: ['compliance-alerts'],
        summary:
          'Alerts newest first; by default only open and acknowledged ones. Paged (limit, cursor, sort), searchable (q)',
        querystring: ComplianceAlertQuerySchema,
        response: { 200: ComplianceAlertListSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await listAlerts({ infra: app.infra, query: request.query })),
  );

  app.get(
    '/export.csv',
    {
      schema: {
        tags: ['compliance-alerts'],
        summary: 'Every alert of the filtered, sorted list as CSV (streamed)',
        querystring: ComplianceAlertQuerySchema.omit({ limit: true, cursor: true }),
      },
    },
    async (request, reply) =>
      sendCsv<ComplianceAlert>(reply, {
        fileName: 'compliance-alerts.csv',
        columns: [
          { header: 'ID', value: (row) => row.id },
          { header: 'Title', value: (row) => row.title },
          { header: 'Severity', value: (row) => row.severity },
          { header: 'Status', value: (row) => row.status },
          { header: 'Description', value: (row) => row.description },
          { header: 'Subject', value: (row) => row.subjectType },
          { header: 'Subject ID', value: (row) => row.subjectId },
          { header: 'Created', value: (row) => row.createdAt },
          { header: 'Resolved', value: (row) => row.resolvedAt },
        ],
        loadPage: (page) => listAlerts({ infra: app.infra, query: { ...request.query, ...page } }),
      }),
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
