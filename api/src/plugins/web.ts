// Serves the built web app on the api's origin. Unknown /api paths stay JSON 404s; any other GET
// that is not a file falls back to index.html so client-side routes survive a reload.
import { existsSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { sendError } from './error-handler';

export default fp(
  async (app: FastifyInstance, { webDistDir }: { webDistDir: string | null }) => {
    const root = webDistDir ? path.resolve(webDistDir) : null;
    const serveWeb = root !== null && existsSync(path.join(root, 'index.html'));
    if (root && !serveWeb) app.log.warn({ root }, 'web assets not built: run `npm run build:web`');
    if (serveWeb) {
      await app.register(fastifyStatic, { root, wildcard: false, index: ['index.html'] });
    }
    // The not-found path is where scanners spend their time (the limiter comes from the security plugin).
    app.setNotFoundHandler(
      { preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }) },
      (request, reply) => {
        const isApi = request.url === '/api' || request.url.startsWith('/api/');
        if (!isApi && serveWeb && request.method === 'GET') {
          return reply.type('text/html; charset=utf-8').sendFile('index.html');
        }
        return sendError(reply, {
          statusCode: 404,
          code: 'NOT_FOUND',
          message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
        });
      },
    );
  },
  { name: 'web' },
);
