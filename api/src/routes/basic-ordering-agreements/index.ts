// /api/basic-ordering-agreements: paged list (sort, q, status) and its CSV export, stats, one
// agreement with its audit trail,
// create (always a draft) and amendments. Lifecycle and signature routes live beside this file.
import {
  type Agreement,
  AgreementAmendmentSchema,
  AgreementCreateSchema,
  AgreementDetailSchema,
  AgreementListQuerySchema,
  AgreementListSchema,
  AgreementSchema,
  AgreementStatsSchema,
  API_PATHS,
  ErrorResponseSchema,
  IdParamsSchema,
} from '@compliance/contracts';
import { amendAgreement } from '@compliance/core/agreements/amend-agreement';
import { createAgreement } from '@compliance/core/agreements/create-agreement';
import {
  agreementStats,
  getAgreement,
  listAgreements,
} from '@compliance/core/agreements/find-agreements';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { actorOf } from '../actor';
import { sendCsv, sendPage } from '../paging';
import agreementDocumentRoutes from './documents';
import agreementLifecycleRoutes from './lifecycle';
import { AGREEMENT_ERRORS, tags } from './shared';

export default async function agreementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = AGREEMENT_ERRORS;

  app.get(
    '/',
    {
      // A party's flag awaits review until a match review decides its hits (or a list changes
      // the record decided on): the cached page depends on those too.
      config: {
        cachedRead: {
          dependsOn: [
            API_PATHS.basicOrderingAgreements,
            API_PATHS.screeningReviews,
            API_PATHS.screeningLists,
          ],
        },
      },
      schema: {
        tags,
        summary:
          'Agreements, newest first: paged (limit, cursor, sort), searchable (q), filterable by status; X-Total-Count, Link rel="next"',
        querystring: AgreementListQuerySchema,
        response: { 200: AgreementListSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await listAgreements({ infra: app.infra, query: request.query })),
  );

  app.get(
    '/export.csv',
    {
      schema: {
        tags,
        summary: 'Every agreement of the filtered, sorted list as CSV (streamed)',
        querystring: AgreementListQuerySchema.omit({ limit: true, cursor: true }),
        response: { 400: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      sendCsv<Agreement>(reply, {
        fileName: 'basic-ordering-agreements.csv',
        columns: [
          { header: 'ID', value: (row) => row.id },
          { header: 'Agreement number', value: (row) => row.agreementNumber },
          { header: 'Version', value: (row) => row.version },
          { header: 'Type', value: (row) => row.agreementType },
          { header: 'Buyer', value: (row) => row.buyerName },
          { header: 'Seller', value: (row) => row.sellerName },
          { header: 'Status', value: (row) => row.status },
          { header: 'Max order value', value: (row) => row.maxOrderValue },
          { header: 'Currency', value: (row) => row.currency },
          { header: 'Validity (months)', value: (row) => row.validityPeriod },
          { header: 'ICC rules', value: (row) => row.iccRulesVersion },
          { header: 'Activated', value: (row) => row.activatedAt },
          { header: 'Expires', value: (row) => row.expiresAt },
          { header: 'Created', value: (row) => row.createdAt },
        ],
        loadPage: (page) =>
          listAgreements({ infra: app.infra, query: { ...request.query, ...page } }),
      }),
  );

  app.get(
    '/stats',
    {
      schema: {
        tags,
        summary: 'Total, active, digital orders, ICC compliant',
        response: { 200: AgreementStatsSchema },
      },
    },
    async () => agreementStats({ prisma: app.infra.prisma }),
  );

  app.get(
    '/:id',
    {
      schema: { tags, params: IdParamsSchema, response: { 200: AgreementDetailSchema, ...errors } },
    },
    async (request) => getAgreement({ infra: app.infra, id: request.params.id }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create a draft; parties are screened; 409 on a taken agreement number',
        body: AgreementCreateSchema,
        response: { 201: AgreementSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await createAgreement({
          infra: app.infra,
          signedIn: actorOf(request),
          input: request.body,
        }),
      ),
  );

  app.post(
    '/:id/amendments',
    {
      schema: {
        tags,
        summary: 'A new version with changed terms (signed terms are frozen)',
        params: IdParamsSchema,
        body: AgreementAmendmentSchema,
        response: { 201: AgreementSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await amendAgreement({
          infra: app.infra,
          signedIn: actorOf(request),
          id: request.params.id,
          changes: request.body,
        }),
      ),
  );

  await app.register(agreementLifecycleRoutes);
  await app.register(agreementDocumentRoutes);
}
