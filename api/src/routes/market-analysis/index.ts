// /api/market-analysis: the reports (newest first, paged, sortable, searchable), their CSV export,
// and the tariff-comparison request, which answers 202 with the pending report while a worker job
// fills it.
import {
  ErrorResponseSchema,
  IdParamsSchema,
  MarketAnalysisListQuerySchema,
  type MarketAnalysisReport,
  MarketAnalysisReportListSchema,
  MarketAnalysisReportSchema,
  TariffComparisonRequestSchema,
} from '@compliance/contracts';
import { listReports } from '@compliance/core/market-analysis/list-reports';
import {
  getReport,
  requestTariffComparison,
} from '@compliance/core/market-analysis/tariff-comparison';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { sendCsv, sendPage } from '../paging';

export default async function marketAnalysisRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 503: ErrorResponseSchema };
  const tags = ['market-analysis'];

  app.get(
    '/',
    {
      config: { cachedRead: true },
      schema: {
        tags,
        summary:
          'Reports, newest first: paged (limit, cursor, sort), searchable (q), filterable by status and HS code',
        querystring: MarketAnalysisListQuerySchema,
        response: { 200: MarketAnalysisReportListSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(
        request,
        reply,
        await listReports({ prisma: app.infra.prisma, query: request.query }),
      ),
  );

  app.get(
    '/export.csv',
    {
      schema: {
        tags,
        summary: 'Every report of the filtered, sorted list as CSV (streamed)',
        querystring: MarketAnalysisListQuerySchema.omit({ limit: true, cursor: true }),
        response: { 400: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      sendCsv<MarketAnalysisReport>(reply, {
        fileName: 'market-analysis-reports.csv',
        columns: [
          { header: 'ID', value: (row) => row.id },
          { header: 'Name', value: (row) => row.analysisName },
          { header: 'Type', value: (row) => row.analysisType },
          { header: 'Status', value: (row) => row.status },
          { header: 'HS code', value: (row) => row.hsCode },
          { header: 'Product', value: (row) => row.productDescription },
          { header: 'Markets', value: (row) => row.targetMarkets.join(' ') },
          { header: 'Origin', value: (row) => row.originCountry },
          { header: 'Customs value', value: (row) => row.customsValue },
          { header: 'Currency', value: (row) => row.currency },
          { header: 'Incoterm', value: (row) => row.incoterm },
          { header: 'Score', value: (row) => row.competitivenessScore },
          { header: 'Generated', value: (row) => row.generatedAt },
          { header: 'Created', value: (row) => row.createdAt },
        ],
        loadPage: (page) =>
          listReports({ prisma: app.infra.prisma, query: { ...request.query, ...page } }),
      }),
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
