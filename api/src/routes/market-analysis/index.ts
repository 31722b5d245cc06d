// /api/market-analysis: the reports (newest first, paged) and the tariff-comparison request, which
// answers 202 with the pending report while a worker job fills it.
import {
  ErrorResponseSchema,
  IdParamsSchema,
  MarketAnalysisListQuerySchema,
  MarketAnalysisReportListSchema,
  MarketAnalysisReportSchema,
  TariffComparisonRequestSchema,
} from '@compliance/contracts';
import {
  getReport,
  listReports,
  requestTariffComparison,
} from '@compliance/core/market-analysis/tariff-comparison';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { sendPage } from '../paging';

export default async function marketAnalysisRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 503: ErrorResponseSchema };
  const tags = ['market-analysis'];

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: MarketAnalysisListQuerySchema,
        response: { 200: MarketAnalysisReportListSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await listReports(app.infra.prisma, request.query)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: MarketAnalysisReportSchema, ...errors },
      },
    },
    async (request) => getReport(app.infra.prisma, request.params.id),
  );

  app.post(
    '/tariff-comparison',
    {
      schema: {
        tags,
        summary: 'Compare tariffs for an HS code across markets (runs as a worker job)',
        body: TariffComparisonRequestSchema,
        response: { 202: MarketAnalysisReportSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await requestTariffComparison(app.infra, request.body)),
  );
}
