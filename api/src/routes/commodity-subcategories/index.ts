import {
  CommoditySubcategoryCreateSchema,
  CommoditySubcategoryListSchema,
  CommoditySubcategoryQuerySchema,
  CommoditySubcategorySchema,
  CommoditySubcategorySearchSchema,
  ErrorResponseSchema,
} from '@compliance/contracts';
import { createSubcategory } from '@compliance/core/commodities/create-subcategory';
import { findSubcategories } from '@compliance/core/commodities/find-commodities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { sendPage } from '../paging';

export default async function commoditySubcategoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const response = { 200: CommoditySubcategoryListSchema, 400: ErrorResponseSchema };

  app.get(
    '/',
    {
      schema: {
        tags: ['commodities'],
        summary:
          'Subcategories, optionally of one category and matching a text: paged (limit, cursor, sort)',
        querystring: CommoditySubcategoryQuerySchema,
        response,
      },
    },
    async (request, reply) =>
      sendPage(
        request,
        reply,
        await findSubcategories({ prisma: app.infra.prisma, query: request.query }),
      ),
  );

  app.get(
    '/search',
    {
      schema: {
        tags: ['commodities'],
        summary:
          'Search subcategories by name, HS code or description (query required): paged like the list',
        querystring: CommoditySubcategorySearchSchema,
        response,
      },
    },
    async (request, reply) =>
      sendPage(
        request,
        reply,
        await findSubcategories({ prisma: app.infra.prisma, query: request.query }),
      ),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['commodities'],
        summary:
          'Add a subcategory to a category; its HS code must exist in the loaded HS 2022 nomenclature',
        body: CommoditySubcategoryCreateSchema,
        response: {
          201: CommoditySubcategorySchema,
          400: ErrorResponseSchema,
          409: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const created = await createSubcategory({ infra: app.infra, input: request.body });
      return reply.code(201).send(created);
    },
  );
}
