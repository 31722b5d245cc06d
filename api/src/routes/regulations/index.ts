// /api/regulations: the paged list (sort, country/type filters, `q` text and HS code search),
// its CSV export, /search (more than 2 characters), one regulation, and create.
import {
  ErrorResponseSchema,
  IdParamsSchema,
  type Regulation,
  RegulationCreateSchema,
  RegulationListQuerySchema,
  RegulationListSchema,
  RegulationSchema,
  RegulationSearchQuerySchema,
} from '@compliance/contracts';
import { createRegulation } from '@compliance/core/regulations/create-regulation';
import {
  getRegulation,
  listRegulations,
  searchRegulations,
} from '@compliance/core/regulations/find-regulations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { sendCsv, sendPage } from '../paging';

export default async function regulationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };
  const tags = ['regulations'];

  app.get(
    '/',
    {
      config: { cachedRead: true },
      schema: {
        tags,
        summary:
          'Regulations, most recently updated first: paged (limit, cursor, sort), searchable (q), filterable',
        querystring: RegulationListQuerySchema,
        response: { 200: RegulationListSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await listRegulations({ infra: app.infra, query: request.query })),
  );

  app.get(
    '/export.csv',
    {
      schema: {
        tags,
        summary: 'Every regulation of the filtered, sorted list as CSV (streamed)',
        querystring: RegulationListQuerySchema.omit({ limit: true, cursor: true }),
      },
    },
    async (request, reply) =>
      sendCsv<Regulation>(reply, {
        fileName: 'regulations.csv',
        columns: [
          { header: 'ID', value: (row) => row.id },
          { header: 'Code', value: (row) => row.regulationCode },
          { header: 'Title', value: (row) => row.title },
          { header: 'Country', value: (row) => row.country },
          { header: 'Type', value: (row) => row.regulationType },
          { header: 'Effective', value: (row) => row.effectiveDate },
          { header: 'Expires', value: (row) => row.expiryDate },
          { header: 'Active', value: (row) => row.isActive },
          { header: 'Source', value: (row) => row.source },
          { header: 'HS codes', value: (row) => row.applicableCommodities.join('; ') },
          { header: 'Updated', value: (row) => row.updatedAt },
        ],
        loadPage: (page) =>
          listRegulations({ infra: app.infra, query: { ...request.query, ...page } }),
      }),
  );

  app.get(
    '/search',
    {
      config: { cachedRead: true },
      schema: {
        tags,
        summary: 'Search title, code and description, or an HS code (more than 2 characters)',
        querystring: RegulationSearchQuerySchema,
        response: { 200: RegulationListSchema, ...errors },
      },
    },
    async (request) => searchRegulations({ prisma: app.infra.prisma, ...request.query }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: RegulationSchema, ...errors },
      },
    },
    async (request) => getRegulation({ prisma: app.infra.prisma, id: request.params.id }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        body: RegulationCreateSchema,
        response: {
          201: RegulationSchema,
          409: ErrorResponseSchema,
          503: ErrorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const regulation = await createRegulation({ infra: app.infra, input: request.body });
      return reply.code(201).send(regulation);
    },
  );
}
