// Serves repeated reads of the routes that opt in (`config: { cachedRead: true }`, or with the API
// paths the answer depends on) from this process's response cache: the same URL asked by the same
// role gets the stored body and paging headers until a change notice names one of those paths
// (see core/src/infra/response-cache). Clients that accept gzip (browsers) get the answer gzipped,
// compressed once when it was stored. The lookup runs after sign-in, role checks, rate limits and
// query validation, so a cached answer is refused exactly when a fresh one would be.
// `x-cache: hit` or `miss` tells which it was.
import { gzip } from 'node:zlib';

import { type ApiPath } from '@compliance/contracts';
import { responseCacheFor } from '@compliance/core/infra/response-cache';
import type { FastifyInstance, FastifyReply } from 'fastify';
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

/** Smaller answers fit in a packet as they are. */
const MIN_GZIP_BYTES = 1024;

/** gzip is listed in Accept-Encoding, and not refused with `q=0` (every browser sends it). */
const acceptsGzip = (header: string | undefined) => {
  const match = header ? /(?:^|,)\s*gzip\s*(?:;\s*q=([0-9.]+))?/i.exec(header) : null;
  return match !== null && (match[1] === undefined || Number(match[1]) > 0);
};

/** Answers of a cached route come gzipped or plain by Accept-Encoding: shared caches must know. */
const varyOnEncoding = (reply: FastifyReply) => {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
};

export default fp(
  async (app: FastifyInstance) => {
    const cache = responseCacheFor(app.infra.notifier);
    app.decorateRequest('cachedRead', null);

    app.addHook('preHandler', async (request, reply) => {
      const option = request.routeOptions.config.cachedRead;
      if (!option || request.method !== 'GET') return;
      const key = `${request.user?.role ?? '-'} ${request.url}`;
      const hit = cache.get(key);
      if (hit) {
        reply.headers(hit.headers).header('x-cache', 'hit');
        varyOnEncoding(reply);
        if (hit.gzip && acceptsGzip(request.headers['accept-encoding']))
          return reply.header('content-encoding', 'gzip').send(hit.gzip);
        return reply.send(hit.body);
      }
      const ownPath = (request.routeOptions.url ?? request.url.split('?')[0]!).replace(/\/$/, '');
      request.cachedRead = {
        key,
        paths: option === true ? [ownPath] : option.dependsOn,
        mark: cache.mark(),
      };
      reply.header('x-cache', 'miss');
      varyOnEncoding(reply);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const pending = request.cachedRead;
      if (!pending || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const headers: Record<string, string> = {};
      for (const name of ANSWER_HEADERS) {
        const value = reply.getHeader(name);
        if (typeof value === 'string' || typeof value === 'number') headers[name] = String(value);
      }
      const kept = cache.set(pending.key, pending.paths, { body: payload, headers }, pending.mark);
      // Compressed once, in libuv's thread pool; hits are served plain until it is done.
      if (kept && payload.length >= MIN_GZIP_BYTES)
        gzip(payload, { level: 6 }, (error, zipped) => {
          if (!error) kept.gzip = zipped;
        });
      return payload;
    });
  },
  { name: 'response-cache', dependencies: ['auth'] },
);
