// /api/regulations: list with country/type filters, text and HS code search (more than
// 2 characters), one regulation, and create.
import {
  ErrorResponseSchema,
  IdParamsSchema,
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

export default async function regulationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };
  const tags = ['regulations'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Regulations, most recently updated first',
        querystring: RegulationListQuerySchema,
        response: { 200: RegulationListSchema, ...errors },
      },
    },
    async (request) => listRegulations({ prisma: app.infra.prisma, ...request.query }),
  );

  app.get(
    '/search',
    {
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
