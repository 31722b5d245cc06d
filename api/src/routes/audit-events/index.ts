// GET /api/audit-events: the audit trail for auditors (officers and admins), filtered and paged,
// or as a CSV download with format=csv.
import { Readable } from 'node:stream';

import {
  AuditEventListSchema,
  AuditEventQuerySchema,
  ErrorResponseSchema,
} from '@compliance/contracts';
import { auditEventsCsv, listAuditEvents } from '@compliance/core/audit/find-audit-events';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { sendPage } from '../paging';

export default async function auditEventRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/',
    {
      schema: {
        tags: ['audit'],
        summary: 'Audit events, newest first (format=csv downloads every match)',
        querystring: AuditEventQuerySchema,
        response: { 200: AuditEventListSchema, 400: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { prisma } = app.infra;
      if (request.query.format === 'csv') {
        const stamp = new Date().toISOString().slice(0, 10);
        return (
          reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="audit-events-${stamp}.csv"`)
            // A stream is sent as is (no response-schema serialisation).
            .send(Readable.from(auditEventsCsv({ prisma, query: request.query })) as never)
        );
      }
      return sendPage(request, reply, await listAuditEvents({ prisma, query: request.query }));
    },
  );
}
