import {
  ErrorResponseSchema,
  IncotermListSchema,
  IncotermQuerySchema,
} from '@compliance/contracts';
import { listIncoterms } from '@compliance/core/incoterms/list-incoterms';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export default async function incotermRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      schema: {
        tags: ['incoterms'],
        summary: 'Incoterms rules in the E, F, C, D sequence (EXW ... DDP)',
        querystring: IncotermQuerySchema,
        response: { 200: IncotermListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => listIncoterms({ prisma: app.infra.prisma, query: request.query }),
  );
}
