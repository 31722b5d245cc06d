// /api/screening/reviews: a decision on one candidate of a screening, and the decisions recorded on
// a screening. /api/screening/log: the search log for auditors, as pages or CSV.
import { Readable } from 'node:stream';

import {
  ErrorResponseSchema,
  MatchReviewCreateSchema,
  MatchReviewSchema,
  MatchReviewsQuerySchema,
  ScreeningLogEntrySchema,
  ScreeningLogQuerySchema,
} from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import {
  checkScreeningLogFilters,
  findScreeningLog,
  screeningLogCsv,
} from '@compliance/core/screening/log/search-log';
import {
  createMatchReview,
  listMatchReviews,
} from '@compliance/core/screening/review/match-reviews';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { actorOf } from '../actor';
import { sendPage } from '../paging';

export default async function screeningReviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };
  const tags = ['screening'];

  app.post(
    '/reviews',
    {
      schema: {
        tags,
        summary:
          'Record a decision (true match, false positive, escalate) with a note on one candidate',
        body: MatchReviewCreateSchema,
        response: { 201: MatchReviewSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const reviewer = actorOf(request);
      if (!reviewer) throw new AppError('UNAUTHORIZED', 'Sign-in required');
      const review = await createMatchReview({ infra: app.infra, input: request.body, reviewer });
      return reply.code(201).send(review);
    },
  );

  app.get(
    '/reviews',
    {
      schema: {
        tags,
        summary: 'Decisions recorded on a screening (or a batch row), newest first',
        querystring: MatchReviewsQuerySchema,
        response: { 200: z.array(MatchReviewSchema), ...errors },
      },
    },
    async (request) => listMatchReviews({ prisma: app.infra.prisma, ...request.query }),
  );

  app.get(
    '/log',
    {
      schema: {
        tags,
        summary:
          'Search log: every screening request, newest first, filtered by date, user, result and list',
        querystring: ScreeningLogQuerySchema,
        response: { 200: z.array(ScreeningLogEntrySchema), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(
        request,
        reply,
        await findScreeningLog({ prisma: app.infra.prisma, query: request.query }),
      ),
  );

  app.get(
    '/log.csv',
    {
      schema: {
        tags,
        summary: 'The filtered search log as CSV (at most 100,000 rows)',
        querystring: ScreeningLogQuerySchema,
      },
    },
    async (request, reply) => {
      const { limit: _limit, cursor: _cursor, ...filters } = request.query;
      // Checked before the first byte: a stream cannot turn into a 400 once it has started.
      await checkScreeningLogFilters(app.infra.prisma, filters);
      const day = new Date().toISOString().slice(0, 10);
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="screening-log-${day}.csv"`);
      return reply.send(
        Readable.from(screeningLogCsv({ prisma: app.infra.prisma, query: filters })),
      );
    },
  );
}
