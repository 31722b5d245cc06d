// Serves the built web app on the api's origin. Unknown /api paths stay JSON 404s; any other GET
// that is not a file falls back to index.html so client-side routes survive a reload.
import { existsSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { sendError } from './error-handler';

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

export default fp(
  async (app: FastifyInstance, { webDistDir }: { webDistDir: string | null }) => {
    const root = webDistDir ? path.resolve(webDistDir) : null;
    const serveWeb = root !== null && existsSync(path.join(root, 'index.html'));
    if (root && !serveWeb) app.log.warn({ root }, 'web assets not built: run `npm run build:web`');
    if (serveWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: ['index.html'],
        // The build writes .br and .gz beside each text asset; they are sent as they are.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          // Files under assets/ carry a content hash in their name: they never change.
          const hashed = filePath.startsWith(path.join(root, 'assets') + path.sep);
          res.header('cache-control', hashed ? HASHED_ASSET_CACHE : 'no-cache');
        },
      });
    }
    // The not-found path is where scanners spend their time (the limiter comes from the security plugin).
    app.setNotFoundHandler(
      { preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }) },
      (request, reply) => {
        const isApi = request.url === '/api' || request.url.startsWith('/api/');
        // A hashed asset this build does not have (one from another build, during a rolling
        // update) is a 404: the app's HTML in its place would be run as a script.
        const isAsset = request.url.startsWith('/assets/');
        if (!isApi && !isAsset && serveWeb && request.method === 'GET') {
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
