// /api/digital-trade-orders: paged list (sort, q, status, agreement) with agreement and signature
// state, its CSV export, place an
// order under an active agreement (signed when placed), status changes and verification.
import {
  type DigitalOrder,
  DigitalOrderCreateSchema,
  DigitalOrderListQuerySchema,
  DigitalOrderListSchema,
  DigitalOrderSchema,
  DigitalOrderStatusChangeSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  OrderVerificationSchema,
} from '@compliance/contracts';
import { changeOrderStatus } from '@compliance/core/agreements/orders/change-order-status';
import { createOrder } from '@compliance/core/agreements/orders/create-order';
import { getOrder, listOrders, verifyOrder } from '@compliance/core/agreements/orders/find-orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { actorOf } from '../actor';
import { sendCsv, sendPage } from '../paging';

export default async function digitalOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = {
    400: ErrorResponseSchema,
    404: ErrorResponseSchema,
    409: ErrorResponseSchema,
    422: ErrorResponseSchema,
    503: ErrorResponseSchema,
  };
  const tags = ['digital-trade-orders'];
  const params = IdParamsSchema;

  app.get(
    '/',
    {
      config: { cachedRead: true },
      schema: {
        tags,
        summary:
          'Orders, newest first: paged (limit, cursor, sort), searchable (q), filterable by status and agreement; X-Total-Count, Link rel="next"',
        querystring: DigitalOrderListQuerySchema,
        response: { 200: DigitalOrderListSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(
        request,
        reply,
        await listOrders({ prisma: app.infra.prisma, query: request.query }),
      ),
  );

  app.get(
    '/export.csv',
    {
      schema: {
        tags,
        summary: 'Every order of the filtered, sorted list as CSV (streamed)',
        querystring: DigitalOrderListQuerySchema.omit({ limit: true, cursor: true }),
        response: { 400: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      sendCsv<DigitalOrder>(reply, {
        fileName: 'digital-trade-orders.csv',
        columns: [
          { header: 'ID', value: (row) => row.id },
          { header: 'Order number', value: (row) => row.orderNumber },
          { header: 'Type', value: (row) => row.orderType },
          { header: 'Agreement', value: (row) => row.agreement.agreementNumber },
          { header: 'Agreement version', value: (row) => row.agreement.version },
          { header: 'Status', value: (row) => row.status },
          { header: 'Value', value: (row) => row.totalValue },
          { header: 'Currency', value: (row) => row.currency },
          { header: 'Signature', value: (row) => row.signature.state },
          { header: 'Description', value: (row) => row.description },
          { header: 'Placed', value: (row) => row.placedAt },
          { header: 'Created', value: (row) => row.createdAt },
        ],
        loadPage: (page) =>
          listOrders({ prisma: app.infra.prisma, query: { ...request.query, ...page } }),
      }),
  );

  app.get(
    '/:id',
    { schema: { tags, params, response: { 200: DigitalOrderSchema, ...errors } } },
    async (request) => getOrder({ prisma: app.infra.prisma, id: request.params.id }),
  );

  app.get(
    '/:id/verification',
    { schema: { tags, params, response: { 200: OrderVerificationSchema, ...errors } } },
    async (request) => verifyOrder({ prisma: app.infra.prisma, id: request.params.id }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary:
          'Place (or draft) an order under an active agreement; checks currency, maximum and validity',
        body: DigitalOrderCreateSchema,
        response: { 201: DigitalOrderSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createOrder({ infra: app.infra, signedIn: actorOf(request), input: request.body }),
        ),
  );

  app.post(
    '/:id/status',
    {
      schema: {
        tags,
        summary: 'draft -> placed -> accepted | rejected; accepted -> fulfilled',
        params,
        body: DigitalOrderStatusChangeSchema,
        response: { 200: DigitalOrderSchema, ...errors },
      },
    },
    async (request) =>
      changeOrderStatus({
        infra: app.infra,
        signedIn: actorOf(request),
        id: request.params.id,
        ...request.body,
      }),
  );
}
