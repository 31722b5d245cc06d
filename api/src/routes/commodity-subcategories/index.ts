import {
  CommoditySubcategoryListSchema,
  CommoditySubcategoryQuerySchema,
  CommoditySubcategorySearchSchema,
  ErrorResponseSchema,
} from '@compliance/contracts';
import { findSubcategories } from '@compliance/core/commodities/find-commodities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export default async function commoditySubcategoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const response = { 200: CommoditySubcategoryListSchema, 400: ErrorResponseSchema };

  app.get(
    '/',
    {
      schema: {
        tags: ['commodities'],
        summary: 'Subcategories, optionally of one category and matching a text',
        querystring: CommoditySubcategoryQuerySchema,
        response,
      },
    },
    async (request) => findSubcategories({ prisma: app.infra.prisma, query: request.query }),
  );

  app.get(
    '/search',
    {
      schema: {
        tags: ['commodities'],
        summary: 'Search subcategories by name, HS code or description (query required)',
        querystring: CommoditySubcategorySearchSchema,
        response,
      },
    },
    async (request) => findSubcategories({ prisma: app.infra.prisma, query: request.query }),
  );
}
