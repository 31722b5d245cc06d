// /api/kyc-screening (spec §7): list newest first, search by entity name (more than 2 characters),
// one screening with its stored matches, and create, which screens on the server.
import {
  ErrorResponseSchema,
  IdParamsSchema,
  KycScreeningCreateSchema,
  KycScreeningDetailSchema,
  KycScreeningListSchema,
  KycSearchQuerySchema,
  LimitQuerySchema,
} from '@compliance/contracts';
import { createKycScreening } from '@compliance/core/screening/kyc/create-kyc-screening';
import {
  getKycScreening,
  listKycScreenings,
  searchKycScreenings,
} from '@compliance/core/screening/kyc/find-kyc-screenings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { actorOf } from '../actor';

export default async function kycScreeningRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };
  const tags = ['kyc-screening'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'KYC screenings, newest first',
        querystring: LimitQuerySchema,
        response: { 200: KycScreeningListSchema, ...errors },
      },
    },
    async (request) => listKycScreenings({ prisma: app.infra.prisma, limit: request.query.limit }),
  );

  app.get(
    '/search',
    {
      schema: {
        tags,
        summary: 'Case-insensitive search on entity name (more than 2 characters)',
        querystring: KycSearchQuerySchema,
        response: { 200: KycScreeningListSchema, ...errors },
      },
    },
    async (request) =>
      searchKycScreenings({ prisma: app.infra.prisma, entity: request.query.entity }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: KycScreeningDetailSchema, ...errors },
      },
    },
    async (request) => getKycScreening({ prisma: app.infra.prisma, id: request.params.id }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary:
          'Screen a person or company; result, risk level and flags are computed by the server',
        body: KycScreeningCreateSchema,
        response: { 201: KycScreeningDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const screening = await createKycScreening({
        infra: app.infra,
        input: request.body,
        userId: actorOf(request),
      });
      return reply.code(201).send(screening);
    },
  );
}
