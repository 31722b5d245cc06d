// GET /metrics in the Prometheus text format: request latency per route pattern, event-loop lag and
// the other process metrics, and queue depth per queue (read from Redis at scrape time). In the
// all-in-one platform the workers record into the same registry, so their metrics show here too.
import {
  httpRequestDuration,
  METRICS_CONTENT_TYPE,
  renderMetrics,
  startProcessMetrics,
  watchQueueDepth,
} from '@compliance/core/infra/metrics';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { routeOf } from '../route-of';

export const METRICS_PATH = '/metrics';

export default fp(
  async (app: FastifyInstance) => {
    startProcessMetrics();
    const unwatch = watchQueueDepth(app.infra.redis);
    app.addHook('onClose', async () => unwatch());

    app.addHook('onResponse', (request, reply, done) => {
      // The route pattern (`/api/documents/:id`), never the raw URL: one series per route.
      const route = routeOf(request).url ?? 'unmatched';
      httpRequestDuration.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      done();
    });

    app.get(METRICS_PATH, { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store').type(METRICS_CONTENT_TYPE);
      return renderMetrics();
    });
  },
  { name: 'metrics' },
);
