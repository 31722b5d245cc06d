// /api/hs-codes: one code with its path and children, search by code prefix or words.
import {
  ErrorResponseSchema,
  HsCodeDetailSchema,
  HsCodeParamsSchema,
  HsCodeSearchQuerySchema,
  HsCodeSearchResultListSchema,
  HsSuggestionListSchema,
  HsSuggestionQuerySchema,
} from '@compliance/contracts';
import { getHsCodeDetail, searchHsCodes } from '@compliance/core/tariffs/hs-codes';
import { suggestHsCodes } from '@compliance/core/tariffs/suggest';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export default async function hsCodeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 503: ErrorResponseSchema };
  const tags = ['hs-codes'];

  app.get(
    '/search',
    {
      schema: {
        tags,
        summary: 'HS 2022 codes by code prefix or words',
        querystring: HsCodeSearchQuerySchema,
        response: { 200: HsCodeSearchResultListSchema, ...errors },
      },
    },
    async (request) => searchHsCodes(app.infra.prisma, request.query),
  );

  app.get(
    '/suggestions',
    {
      schema: {
        tags,
        summary: 'The best HS6 codes for a product description, best first, with reasons',
        querystring: HsSuggestionQuerySchema,
        response: { 200: HsSuggestionListSchema, ...errors },
      },
    },
    async (request) => suggestHsCodes(app.infra, request.query),
  );

  app.get(
    '/:code',
    {
      schema: {
        tags,
        summary: 'One HS code (or national line) with its path, children and national lines',
        params: HsCodeParamsSchema,
        response: { 200: HsCodeDetailSchema, ...errors },
      },
    },
    async (request) => getHsCodeDetail(app.infra.prisma, request.params.code),
  );
}
