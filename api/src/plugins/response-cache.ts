// Serves repeated reads of the routes that opt in (`config: { cachedRead: true }`, or with the API
// paths the answer depends on) from this process's response cache: the same URL asked by the same
// role gets the stored body and paging headers until a change notice names one of those paths
// (see core/src/infra/response-cache). The lookup runs after sign-in, role checks, rate limits and
// query validation, so a cached answer is refused exactly when a fresh one would be.
// `x-cache: hit` or `miss` tells which it was.
import { type ApiPath } from '@compliance/contracts';
import { responseCacheFor } from '@compliance/core/infra/response-cache';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache whole answers; by default they depend on the route's own path. */
    cachedRead?: true | { dependsOn: readonly ApiPath[] };
  }
  interface FastifyRequest {
    cachedRead: { key: string; paths: readonly string[]; mark: number } | null;
  }
}

/** The headers that belong to the answer itself (the rest are set afresh on every reply). */
const ANSWER_HEADERS = [
  'content-type',
  'x-total-count',
  'link',
  'access-control-expose-headers',
  'cache-control',
] as const;

export default fp(
  async (app: FastifyInstance) => {
    const cache = responseCacheFor(app.infra.notifier);
    app.decorateRequest('cachedRead', null);

    app.addHook('preHandler', async (request, reply) => {
      const option = request.routeOptions.config.cachedRead;
      if (!option || request.method !== 'GET') return;
      const key = `${request.user?.role ?? '-'} ${request.url}`;
      const hit = cache.get(key);
      if (hit) return reply.headers(hit.headers).header('x-cache', 'hit').send(hit.body);
      const ownPath = (request.routeOptions.url ?? request.url.split('?')[0]!).replace(/\/$/, '');
      request.cachedRead = {
        key,
        paths: option === true ? [ownPath] : option.dependsOn,
        mark: cache.mark(),
      };
      reply.header('x-cache', 'miss');
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const pending = request.cachedRead;
      if (!pending || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const headers: Record<string, string> = {};
      for (const name of ANSWER_HEADERS) {
        const value = reply.getHeader(name);
        if (typeof value === 'string' || typeof value === 'number') headers[name] = String(value);
      }
      cache.set(pending.key, pending.paths, { body: payload, headers }, pending.mark);
      return payload;
    });
  },
  { name: 'response-cache', dependencies: ['auth'] },
);
