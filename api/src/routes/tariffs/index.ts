// Tariff classifications (list with search and sort, CSV export, create), the paged read-only lists of tariff rates
// (with the HS-prefix search across markets), trade remedies and trade agreements, and the tariff
// data sources with what each has loaded. Lists answer with the page as a bare array
// (X-Total-Count, Link rel="next").
import {
  API_PATHS,
  ErrorResponseSchema,
  type TariffClassification,
  TariffClassificationCreateSchema,
  TariffClassificationListQuerySchema,
  TariffClassificationListSchema,
  TariffClassificationSchema,
  TariffDataSourceListSchema,
  TariffPageQuerySchema,
  TariffRateListQuerySchema,
  TariffRateListSchema,
  TariffRateSearchParamsSchema,
  TradeAgreementListQuerySchema,
  TradeAgreementListSchema,
  TradeRemedyListQuerySchema,
  TradeRemedyListSchema,
} from '@compliance/contracts';
import {
  createClassification,
  listClassifications,
  listTariffDataSources,
  listTariffRates,
  listTradeAgreements,
  listTradeRemedies,
} from '@compliance/core/tariffs/catalogue';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { sendCsv, sendPage } from '../paging';

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 503: ErrorResponseSchema };

export default async function tariffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_PATHS.tariffClassifications,
    {
      config: { cachedRead: true },
      schema: {
        tags: ['tariff-classifications'],
        summary: 'Tariff classifications, newest first; q matches product description or HS code',
        querystring: TariffClassificationListQuerySchema,
        response: { 200: TariffClassificationListSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await listClassifications(app.infra.prisma, request.query)),
  );

  app.get(
    `${API_PATHS.tariffClassifications}/export.csv`,
    {
      schema: {
        tags: ['tariff-classifications'],
        summary: 'Every classification of the filtered, sorted list as CSV (streamed)',
        querystring: TariffClassificationListQuerySchema.omit({ limit: true, cursor: true }),
      },
    },
    async (request, reply) =>
      sendCsv<TariffClassification>(reply, {
        fileName: 'tariff-classifications.csv',
        columns: [
          { header: 'ID', value: (row) => row.id },
          { header: 'Product', value: (row) => row.productDescription },
          { header: 'HS code', value: (row) => row.hsCode },
          { header: 'Official description', value: (row) => row.officialDescription },
          { header: 'Country', value: (row) => row.country },
          { header: 'Tariff rate', value: (row) => row.tariffRate },
          { header: 'Rate source', value: (row) => row.tariffRateSource },
          { header: 'Classified', value: (row) => row.classifiedAt },
        ],
        loadPage: (page) => listClassifications(app.infra.prisma, { ...request.query, ...page }),
      }),
  );

  app.post(
    API_PATHS.tariffClassifications,
    {
      schema: {
        tags: ['tariff-classifications'],
        summary: 'Classify a product: validated HS code, official text, rate from the schedule',
        body: TariffClassificationCreateSchema,
        response: { 201: TariffClassificationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createClassification(app.infra, request.body)),
  );

  app.get(
    API_PATHS.tariffRates,
    {
      config: { cachedRead: true },
      schema: {
        tags: ['tariff-rates'],
        summary:
          'Tariff rate lines (MFN and preferential) of the loaded schedules; line=mfn keeps one MFN line per tariff line',
        querystring: TariffRateListQuerySchema,
        response: { 200: TariffRateListSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await listTariffRates(app.infra.prisma, request.query)),
  );

  app.get(
    `${API_PATHS.tariffRatesSearch}/:hsCode`,
    {
      config: { cachedRead: true },
      schema: {
        tags: ['tariff-rates'],
        summary: 'Rate lines whose code starts with hsCode (4+ digits), across markets',
        params: TariffRateSearchParamsSchema,
        querystring: TariffPageQuerySchema,
        response: { 200: TariffRateListSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(
        request,
        reply,
        await listTariffRates(app.infra.prisma, {
          ...request.query,
          hsPrefix: request.params.hsCode,
        }),
      ),
  );

  app.get(
    API_PATHS.tradeRemedies,
    {
      config: { cachedRead: true },
      schema: {
        tags: ['trade-remedies'],
        summary:
          'Trade remedies, newest first; hsCode (2-10 digits) keeps those whose code starts with it',
        querystring: TradeRemedyListQuerySchema,
        response: { 200: TradeRemedyListSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await listTradeRemedies(app.infra.prisma, request.query)),
  );

  app.get(
    API_PATHS.tariffData,
    {
      config: { cachedRead: true },
      schema: {
        tags: ['tariff-rates'],
        summary:
          'The tariff data sources in import order: market, file, as-of date, rows, and the last import run',
        response: { 200: TariffDataSourceListSchema },
      },
    },
    async () => listTariffDataSources(app.infra.prisma),
  );

  app.get(
    API_PATHS.tradeAgreements,
    {
      config: { cachedRead: true },
      schema: {
        tags: ['trade-agreements'],
        querystring: TradeAgreementListQuerySchema,
        response: { 200: TradeAgreementListSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await listTradeAgreements(app.infra.prisma, request.query)),
  );
}
