// /api/kyc-screening: list newest first, search by entity name (more than 2 characters), the
// summary counts, one screening with its stored matches, and create, which screens on the server.
import {
  ErrorResponseSchema,
  IdParamsSchema,
  KycListQuerySchema,
  type KycScreening,
  KycScreeningCreateSchema,
  KycScreeningDetailSchema,
  KycScreeningListSchema,
  KycSearchQuerySchema,
  KycSummarySchema,
} from '@compliance/contracts';
import { createKycScreening } from '@compliance/core/screening/kyc/create-kyc-screening';
import {
  getKycScreening,
  listKycScreenings,
  searchKycScreenings,
} from '@compliance/core/screening/kyc/find-kyc-screenings';
import { summarizeKycScreenings } from '@compliance/core/screening/kyc/summarize-kyc';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { actorOf } from '../actor';
import { sendCsv, sendPage } from '../paging';

export default async function kycScreeningRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };
  const tags = ['kyc-screening'];

  app.get(
    '/',
    {
      config: { cachedRead: true },
      schema: {
        tags,
        summary: 'KYC screenings, newest first',
        querystring: KycListQuerySchema,
        response: { 200: KycScreeningListSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await listKycScreenings({ infra: app.infra, query: request.query })),
  );

  app.get(
    '/export.csv',
    {
      schema: {
        tags,
        summary: 'Every KYC screening of the filtered, sorted list as CSV (streamed)',
        querystring: KycListQuerySchema.omit({ limit: true, cursor: true }),
      },
    },
    async (request, reply) =>
      sendCsv<KycScreening>(reply, {
        fileName: 'kyc-screenings.csv',
        columns: [
          { header: 'ID', value: (row) => row.id },
          { header: 'Entity name', value: (row) => row.entityName },
          { header: 'Entity type', value: (row) => row.entityType },
          { header: 'Country', value: (row) => row.country },
          { header: 'Result', value: (row) => row.screeningResult },
          { header: 'Risk level', value: (row) => row.riskLevel },
          { header: 'PEP', value: (row) => row.isPEP },
          { header: 'Blacklisted', value: (row) => row.isBlacklisted },
          { header: 'Sanctions match', value: (row) => row.sanctionsMatch },
          { header: 'AML flags', value: (row) => row.amlFlags.join('; ') },
          { header: 'Screened', value: (row) => row.screenedAt },
        ],
        loadPage: (page) =>
          listKycScreenings({ infra: app.infra, query: { ...request.query, ...page } }),
      }),
  );

  app.get(
    '/summary',
    {
      config: { cachedRead: true },
      schema: {
        tags,
        summary: 'Total, flagged (result flagged or risk high) and PEP counts over every screening',
        response: { 200: KycSummarySchema },
      },
    },
    async () => summarizeKycScreenings(app.infra.prisma),
  );

  app.get(
    '/search',
    {
      config: { cachedRead: true },
      schema: {
        tags,
        summary:
          'Case-insensitive search on entity name (more than 2 characters), paged as the list (X-Total-Count, Link)',
        querystring: KycSearchQuerySchema,
        response: { 200: KycScreeningListSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(
        request,
        reply,
        await searchKycScreenings({ infra: app.infra, query: request.query }),
      ),
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
        actor: actorOf(request),
      });
      return reply.code(201).send(screening);
    },
  );
}
