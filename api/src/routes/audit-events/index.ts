// /api/audit-events: the audit trail for auditors (officers and admins), filtered, searchable (q),
// sortable and paged; export.csv (or format=csv on the list, kept for older links) streams every
// match in the same order; entity-types names what the Entity filter can offer.
import {
  AuditEntityTypeListSchema,
  type AuditEvent,
  AuditEventExportQuerySchema,
  AuditEventListSchema,
  AuditEventQuerySchema,
  ErrorResponseSchema,
} from '@compliance/contracts';
import {
  AUDIT_CSV_COLUMNS,
  listAuditEntityTypes,
  listAuditEvents,
} from '@compliance/core/audit/find-audit-events';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { sendCsv, sendPage } from '../paging';

export default async function auditEventRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['audit'];
  const errors = { 400: ErrorResponseSchema, 403: ErrorResponseSchema };

  const sendAuditCsv = (
    reply: FastifyReply,
    query: Omit<(typeof AuditEventQuerySchema)['_output'], 'limit' | 'cursor'>,
  ) =>
    sendCsv<AuditEvent>(reply, {
      fileName: `audit-events-${new Date().toISOString().slice(0, 10)}.csv`,
      columns: AUDIT_CSV_COLUMNS,
      loadPage: (page) =>
        listAuditEvents({ prisma: app.infra.prisma, query: { ...query, ...page } }),
    });

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'Audit events, newest first: paged (limit, cursor, sort), searchable (q), filterable (format=csv downloads every match)',
        querystring: AuditEventQuerySchema,
        response: { 200: AuditEventListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { limit: _limit, cursor: _cursor, ...query } = request.query;
      if (request.query.format === 'csv') return sendAuditCsv(reply, query);
      return sendPage(
        request,
        reply,
        await listAuditEvents({ prisma: app.infra.prisma, query: request.query }),
      );
    },
  );

  app.get(
    '/export.csv',
    {
      schema: {
        tags,
        summary: 'Every audit event of the filtered, sorted trail as CSV (streamed)',
        querystring: AuditEventExportQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => sendAuditCsv(reply, request.query),
  );

  app.get(
    '/entity-types',
    {
      schema: {
        tags,
        summary: 'Every entity type the audit trail holds, by name (for its Entity filter)',
        response: { 200: AuditEntityTypeListSchema, 403: ErrorResponseSchema },
      },
    },
    async () => listAuditEntityTypes(app.infra.prisma),
  );
}
