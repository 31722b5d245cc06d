// /api/customs-declarations: list newest first (optional ?status=), the summary figures, one
// declaration, create (filed as 'submitted' unless the body asks for a draft) and status changes.
import {
  type CustomsDeclaration,
  CustomsDeclarationCreateSchema,
  CustomsDeclarationListQuerySchema,
  CustomsDeclarationListSchema,
  CustomsDeclarationSchema,
  CustomsDeclarationStatusUpdateSchema,
  CustomsDeclarationSummarySchema,
  ErrorResponseSchema,
  IdParamsSchema,
} from '@compliance/contracts';
import { changeDeclarationStatus } from '@compliance/core/customs-declarations/change-declaration-status';
import { createDeclaration } from '@compliance/core/customs-declarations/create-declaration';
import {
  getDeclaration,
  listDeclarations,
} from '@compliance/core/customs-declarations/find-declarations';
import { summarizeDeclarations } from '@compliance/core/customs-declarations/summarize-declarations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { sendCsv, sendPage } from '../paging';

export default async function customsDeclarationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
  const tags = ['customs-declarations'];

  app.get(
    '/',
    {
      config: { cachedRead: true },
      schema: {
        tags,
        summary: 'Customs declarations, newest first: paged (limit, cursor, sort), searchable (q)',
        querystring: CustomsDeclarationListQuerySchema,
        response: { 200: CustomsDeclarationListSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await listDeclarations({ infra: app.infra, query: request.query })),
  );

  app.get(
    '/summary',
    {
      config: { cachedRead: true },
      schema: {
        tags,
        summary: 'Counts by status and the USD value over every declaration (the summary cards)',
        response: { 200: CustomsDeclarationSummarySchema },
      },
    },
    async () => summarizeDeclarations(app.infra.prisma),
  );

  app.get(
    '/export.csv',
    {
      schema: {
        tags,
        summary: 'Every declaration of the filtered, sorted list as CSV (streamed)',
        querystring: CustomsDeclarationListQuerySchema.omit({ limit: true, cursor: true }),
      },
    },
    async (request, reply) =>
      sendCsv<CustomsDeclaration>(reply, {
        fileName: 'customs-declarations.csv',
        columns: [
          { header: 'Declaration number', value: (row) => row.declarationNumber },
          { header: 'Type', value: (row) => row.declarationType },
          { header: 'Customs office', value: (row) => row.customsOffice },
          { header: 'Declarant', value: (row) => row.declarantName },
          { header: 'Consignor', value: (row) => row.consignorName },
          { header: 'Consignee', value: (row) => row.consigneeName },
          { header: 'Total value', value: (row) => row.totalValue },
          { header: 'Currency', value: (row) => row.currency },
          { header: 'Origin', value: (row) => row.countryOfOrigin },
          { header: 'Destination', value: (row) => row.countryOfDestination },
          { header: 'Transport', value: (row) => row.transportMode },
          { header: 'Status', value: (row) => row.status },
          { header: 'Created', value: (row) => row.createdAt },
        ],
        loadPage: (page) =>
          listDeclarations({ infra: app.infra, query: { ...request.query, ...page } }),
      }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: CustomsDeclarationSchema, ...errors },
      },
    },
    async (request) => getDeclaration({ prisma: app.infra.prisma, id: request.params.id }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary:
          'File a declaration (submitted unless status is draft); 409 on a taken number; item HS codes must exist in HS 2022',
        body: CustomsDeclarationCreateSchema,
        response: { 201: CustomsDeclarationSchema, 503: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const declaration = await createDeclaration({ infra: app.infra, input: request.body });
      return reply.code(201).send(declaration);
    },
  );

  app.post(
    '/:id/status',
    {
      schema: {
        tags,
        summary: 'draft -> submitted -> cleared | rejected; 409 on any other move',
        params: IdParamsSchema,
        body: CustomsDeclarationStatusUpdateSchema,
        response: { 200: CustomsDeclarationSchema, ...errors },
      },
    },
    async (request) =>
      changeDeclarationStatus({
        infra: app.infra,
        id: request.params.id,
        status: request.body.status,
        reason: request.body.reason,
      }),
  );
}
