import {
  API_PATHS,
  CommodityCategoryListSchema,
  CommodityCategoryParamsSchema,
  CommodityCategorySchema,
  ErrorResponseSchema,
} from '@compliance/contracts';
import { getCategory, listCategories } from '@compliance/core/commodities/find-commodities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export default async function commodityCategoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      // A category's average tariff and risk come from the loaded rates and remedies.
      config: {
        cachedRead: {
          dependsOn: [
            API_PATHS.commodityCategories,
            API_PATHS.tariffRates,
            API_PATHS.tradeRemedies,
          ],
        },
      },
      schema: {
        tags: ['commodities'],
        summary: 'The commodity categories behind the dashboard tiles, by id',
        response: { 200: CommodityCategoryListSchema },
      },
    },
    async () => listCategories({ prisma: app.infra.prisma }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['commodities'],
        params: CommodityCategoryParamsSchema,
        response: {
          200: CommodityCategorySchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => getCategory({ prisma: app.infra.prisma, id: request.params.id }),
  );
}
