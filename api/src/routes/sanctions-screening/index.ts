// /api/sanctions-screening (spec §5/§7): list, one screening, 'Check watchlists' and create. The
// user's decision is stored as given; the server's suggestion is stored beside it.
import {
  ErrorResponseSchema,
  IdParamsSchema,
  SanctionsCheckRequestSchema,
  SanctionsCheckResponseSchema,
  SanctionsScreeningCreateSchema,
  SanctionsScreeningDetailSchema,
  SanctionsScreeningListSchema,
} from '@compliance/contracts';
import {
  checkSanctions,
  createSanctionsScreening,
  getSanctionsScreening,
  listSanctionsScreenings,
} from '@compliance/core/screening/sanctions/sanctions-screenings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { actorOf } from '../actor';

export default async function sanctionsScreeningRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };
  const tags = ['sanctions-screening'];

  app.get('/', { schema: { tags, response: { 200: SanctionsScreeningListSchema } } }, async () =>
    listSanctionsScreenings({ prisma: app.infra.prisma }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: SanctionsScreeningDetailSchema, ...errors },
      },
    },
    async (request) => getSanctionsScreening({ prisma: app.infra.prisma, id: request.params.id }),
  );

  app.post(
    '/check',
    {
      schema: {
        tags,
        summary: "'Check watchlists': candidates with scores and a suggested result and risk",
        body: SanctionsCheckRequestSchema,
        response: { 200: SanctionsCheckResponseSchema, ...errors },
      },
    },
    async (request) =>
      checkSanctions({ infra: app.infra, request: request.body, userId: actorOf(request) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: "Record a screening decision; the server's suggestion is stored beside it",
        body: SanctionsScreeningCreateSchema,
        response: { 201: SanctionsScreeningDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const screening = await createSanctionsScreening({
        infra: app.infra,
        input: request.body,
        userId: actorOf(request),
      });
      return reply.code(201).send(screening);
    },
  );
}
