// Bull Board at /admin/queues: every BullMQ queue of the platform (waiting, active, failed jobs,
// retries, pause/resume, clean) for admins only. Every route Bull Board registers gets the admin
// role through the role check of the auth plugin; its pages get a content security policy of
// their own, since the board loads its fonts from Google Fonts. Without Redis (jobs run in
// process) there are no queues to show: the path answers 404 with the reason.
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import type { HTTPStatus } from '@bull-board/api/typings/app';
import { FastifyAdapter } from '@bull-board/fastify';
import { type ErrorCode, isAppError } from '@compliance/contracts/errors';
import { QUEUES } from '@compliance/contracts/queues';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';

import { ADMINS } from './auth/route-roles';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

const BOARD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
  "font-src 'self' data: https://fonts.gstatic.com",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const errorBody = (statusCode: number, code: ErrorCode | 'INTERNAL', message: string) => ({
  // Bull Board's type lists the statuses it uses itself; the adapter sends any status as is.
  status: statusCode as HTTPStatus,
  body: { statusCode, error: statusCode < 500 ? 'Error' : 'Internal Server Error', code, message },
});

export default async function queueDashboard(app: FastifyInstance) {
  const redis = app.infra.redis;
  if (!redis) {
    app.get(`${QUEUE_DASHBOARD_PATH}*`, { config: { roles: ADMINS } }, async (_request, reply) =>
      reply.code(404).send({
        statusCode: 404,
        error: 'Not Found',
        code: 'NOT_FOUND',
        message: 'No queue dashboard: jobs run in process because REDIS_URL is not set',
      }),
    );
    return;
  }

  const queues = Object.values(QUEUES).map((name) => new Queue(name, { connection: redis }));
  app.addHook('onClose', async () => {
    await Promise.all(queues.map((queue) => queue.close()));
  });

  const serverAdapter = new FastifyAdapter();
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Compliance Platform queues' } },
  });
  // Bull Board's own handler answers every error with its message, 500s included: ours keeps
  // the 4xx message (403 for non-admins) and hides the rest.
  serverAdapter.setErrorHandler((error) => {
    if (isAppError(error)) return errorBody(error.statusCode, error.code, error.message);
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500)
      return errorBody(status, 'BAD_REQUEST', (error as Error).message);
    app.log.error({ err: error }, 'queue dashboard request failed');
    return errorBody(500, 'INTERNAL', 'Internal server error');
  });

  await app.register(async (board) => {
    board.addHook('onRoute', (route) => {
      route.config = { ...route.config, roles: ADMINS };
    });
    board.addHook('onSend', async (_request, reply, payload) => {
      reply.header('content-security-policy', BOARD_CSP);
      reply.header('cache-control', 'no-store');
      return payload;
    });
    await board.register(serverAdapter.registerPlugin(), { prefix: QUEUE_DASHBOARD_PATH });
  });
}
