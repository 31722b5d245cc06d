// /api/sanctions-screening: list, one screening, 'Check watchlists' and create. The
// user's decision is stored as given; the server's suggestion is stored beside it.
import {
  ErrorResponseSchema,
  IdParamsSchema,
  SanctionsCheckRequestSchema,
  SanctionsCheckResponseSchema,
  SanctionsListQuerySchema,
  type SanctionsScreening,
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
import { sendCsv, sendPage } from '../paging';

export default async function sanctionsScreeningRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };
  const tags = ['sanctions-screening'];

  app.get(
    '/',
    {
      config: { cachedRead: true },
      schema: {
        tags,
        summary: 'Sanctions screenings, newest first: paged (limit, cursor, sort), searchable (q)',
        querystring: SanctionsListQuerySchema,
        response: { 200: SanctionsScreeningListSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(
        request,
        reply,
        await listSanctionsScreenings({ infra: app.infra, query: request.query }),
      ),
  );

  app.get(
    '/export.csv',
    {
      schema: {
        tags,
        summary: 'Every sanctions screening of the filtered, sorted list as CSV (streamed)',
        querystring: SanctionsListQuerySchema.omit({ limit: true, cursor: true }),
      },
    },
    async (request, reply) =>
      sendCsv<SanctionsScreening>(reply, {
        fileName: 'sanctions-screenings.csv',
        columns: [
          { header: 'ID', value: (row) => row.id },
          { header: 'Entity name', value: (row) => row.entityName },
          { header: 'Entity type', value: (row) => row.entityType },
          { header: 'Result', value: (row) => row.screeningResult },
          { header: 'Risk level', value: (row) => row.riskLevel },
          { header: 'Suggested result', value: (row) => row.suggestedResult },
          { header: 'Overridden', value: (row) => row.overridden },
          { header: 'Override reason', value: (row) => row.overrideReason },
          { header: 'Decided by', value: (row) => row.decidedBy?.name ?? row.decidedBy?.id },
          { header: 'Matches', value: (row) => row.matchCount },
          { header: 'Top score', value: (row) => row.topScore },
          { header: 'Screened', value: (row) => row.screenedAt },
        ],
        loadPage: (page) =>
          listSanctionsScreenings({ infra: app.infra, query: { ...request.query, ...page } }),
      }),
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
      checkSanctions({ infra: app.infra, request: request.body, actor: actorOf(request) }),
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
        actor: actorOf(request),
      });
      return reply.code(201).send(screening);
    },
  );
}
