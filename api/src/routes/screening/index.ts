// /api/screening: watchlist search, list status and refresh, runs (batch, refresh, re-screening),
// listed entity records, and the internal blacklist / PEP register.
import {
  BatchRequestSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  RefreshRequestSchema,
  ScreeningRunSchema,
  ScreeningSearchRequestSchema,
  ScreeningSearchResponseSchema,
  WatchlistEntityDetailSchema,
  WatchlistEntityParamsSchema,
  WatchlistListsResponseSchema,
} from '@compliance/contracts';
import { loadScreeningEnv } from '@compliance/core/screening/env';
import { screeningIndexFor } from '@compliance/core/screening/index-holder/holder';
import { listWatchlists } from '@compliance/core/screening/lists/list-status';
import { startWatchlistRefresh } from '@compliance/core/screening/lists/refresh-watchlists';
import { getRun } from '@compliance/core/screening/runs/runs';
import { startBatch } from '@compliance/core/screening/search/batch';
import { getWatchlistEntity } from '@compliance/core/screening/search/get-entity';
import { searchWatchlists } from '@compliance/core/screening/search/search-watchlists';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { actorOf } from '../actor';
import batchFileRoutes from './batch-files';
import internalListRoutes from './internal-lists';
import screeningReviewRoutes from './reviews';

/** 10,000 names with country and date of birth fit well within this; beyond it, 413. */
const BATCH_BODY_LIMIT = 8 * 1024 * 1024;

export default async function screeningRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };
  const tags = ['screening'];

  // Build the index once the server listens, so the first screening does not wait for it.
  app.addHook('onListen', async () => {
    screeningIndexFor(app.infra)
      .current()
      .catch((error: unknown) => app.log.error({ err: error }, 'screening index warm-up failed'));
  });

  app.post(
    '/search',
    {
      schema: {
        tags,
        summary: 'Screen one name against every loaded list (official and internal), best first',
        body: ScreeningSearchRequestSchema,
        response: { 200: ScreeningSearchResponseSchema, ...errors },
      },
    },
    async (request) =>
      searchWatchlists({ infra: app.infra, query: request.body, actor: actorOf(request) }),
  );

  app.get(
    '/lists',
    {
      schema: {
        tags,
        summary: 'Loaded sources with their current versions, counts and age',
        response: { 200: WatchlistListsResponseSchema },
      },
    },
    async () =>
      listWatchlists({
        prisma: app.infra.prisma,
        staleAfterDays: loadScreeningEnv().WATCHLIST_STALE_AFTER_DAYS,
      }),
  );

  app.post(
    '/lists/refresh',
    {
      schema: {
        tags,
        summary: 'Start a watchlist refresh run (all configured sources, or the ones named)',
        body: RefreshRequestSchema,
        response: { 202: ScreeningRunSchema, ...errors },
      },
    },
    async (request, reply) => {
      const run = await startWatchlistRefresh({ infra: app.infra, sources: request.body?.sources });
      request.log.info({ runId: run.id }, 'watchlist refresh requested');
      return reply.code(202).send(run);
    },
  );

  app.get(
    '/runs/:id',
    {
      schema: {
        tags,
        summary: 'Progress and results of a batch, refresh or re-screening run',
        params: IdParamsSchema,
        response: { 200: ScreeningRunSchema, ...errors },
      },
    },
    async (request) => getRun({ prisma: app.infra.prisma, id: request.params.id }),
  );

  app.post(
    '/batch',
    {
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Screen up to 10,000 names as a background run',
        body: BatchRequestSchema,
        response: { 202: ScreeningRunSchema, 413: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const run = await startBatch({
        infra: app.infra,
        request: request.body,
        actor: actorOf(request),
      });
      request.log.info({ runId: run.id, names: run.total }, 'batch screening requested');
      return reply.code(202).send(run);
    },
  );

  app.get(
    '/entities/:id',
    {
      schema: {
        tags,
        summary: "A listed entity's full record (id '<source>:<id>')",
        params: WatchlistEntityParamsSchema,
        response: { 200: WatchlistEntityDetailSchema, ...errors },
      },
    },
    async (request) => getWatchlistEntity({ prisma: app.infra.prisma, id: request.params.id }),
  );

  await app.register(internalListRoutes, { prefix: '/internal-lists' });
  await app.register(screeningReviewRoutes);
  await app.register(batchFileRoutes);
}
