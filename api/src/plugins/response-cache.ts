// Serves repeated reads of the routes that opt in (`config: { cachedRead: true }`, or with the API
// paths the answer depends on) from this process's response cache: the same URL asked by the same
// role gets the stored body and paging headers until a change notice names one of those paths
// (see core/src/infra/response-cache). Clients that accept gzip (browsers) get the answer gzipped,
// the first one included, compressed once when it was stored. The lookup runs after sign-in and
// role checks, so a cached answer is refused exactly when a fresh one would be, and before query
// validation: an answer is kept only for a URL that passed it (per role), so a hit skips
// validation and the later hooks (search rate limits count only what reaches the database).
// `x-cache: hit` or `miss` tells which it was. The hooks are attached to those routes only.
import { gzip, gzipSync } from 'node:zlib';

import { type ApiPath } from '@compliance/contracts';
import { type CachedResponse, responseCacheFor } from '@compliance/core/infra/response-cache';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preValidationHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';

import { routeOf } from '../route-of';

type CachedRead = true | { dependsOn: readonly ApiPath[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache whole answers; by default they depend on the route's own path. */
    cachedRead?: CachedRead;
  }
  interface FastifyRequest {
    cachedRead: {
      key: string;
      paths: readonly string[];
      mark: number;
    } | null;
  }
}

/** The headers that belong to the answer itself (the rest are set afresh on every reply). */
const ANSWER_HEADERS = ['content-type', 'x-total-count', 'link', 'cache-control'] as const;

/** A request waiting for another's read of the same URL reads for itself after this long. */
const MAX_WAIT_MS = 10_000;

const waitAtMost = (promise: Promise<void>, ms: number) => {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))),
  ]).finally(() => clearTimeout(timer));
};

/** Smaller answers fit in a packet as they are. */
const MIN_GZIP_BYTES = 1024;
/**
 * Answers up to this size are gzipped on the event loop; larger ones in libuv's thread pool. A
 * 50-row page (19 KB) takes 0.09-0.19 ms of CPU to gzip at once and 0.23-0.30 ms through the
 * thread pool (a zlib stream made and released each time, and the hand-over), and its first hits
 * are no longer served plain while it runs. A 500-row search answer (~200 KB, ~1.5 ms to compress)
 * still goes to the pool, so it does not hold up other requests.
 */
const SYNC_GZIP_MAX_BYTES = 64 * 1024;

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

/** Where a request's answer is kept: the same URL asked by the same role. */
const answerKey = (request: FastifyRequest) => `${request.user?.role ?? '-'} ${request.url}`;

export default fp(
  async (app: FastifyInstance) => {
    const cache = responseCacheFor(app.infra.notifier);
    app.decorateRequest('cachedRead', null);

    // One read per URL at a time: requests arriving while it runs wait for its answer (a hundred
    // browsers refetching after a notice), and read for themselves only if it was not kept.
    const reading = new Map<string, Promise<void>>();

    const answer = (request: FastifyRequest, reply: FastifyReply, hit: CachedResponse) => {
      reply.headers(hit.headers).header('x-cache', 'hit');
      varyOnEncoding(reply);
      if (hit.gzip && acceptsGzip(request.headers['accept-encoding']))
        reply.header('content-encoding', 'gzip').send(hit.gzip);
      else reply.send(hit.body);
    };

    const miss = (
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      option: CachedRead,
    ) => {
      const ownPath = (routeOf(request).url ?? request.url.split('?')[0]!).replace(/\/$/, '');
      // The first to miss leads; its waiters are let go once its answer is sent (and kept), or
      // its connection is gone: the response's 'close' comes either way. A request whose client
      // left before this hook (it can while sign-in runs) does not lead: that 'close' has passed,
      // and Fastify runs none of the abort or response hooks for it again.
      if (!reading.has(key) && !request.raw.destroyed && !reply.raw.destroyed) {
        let resolve = () => {};
        const read = new Promise<void>((settle) => (resolve = settle));
        reading.set(key, read);
        reply.raw.once('close', () => {
          if (reading.get(key) === read) reading.delete(key);
          resolve();
        });
      }
      request.cachedRead = {
        key,
        paths: option === true ? [ownPath] : option.dependsOn,
        mark: cache.mark(),
      };
    };

    // Before validation: a kept answer is one this URL already passed validation for, so a hit
    // skips it (and every later hook). A callback hook: a hit costs no promise.
    const lookup: preValidationHookHandler = (request, reply, done) => {
      const option = routeOf(request).config.cachedRead;
      if (!option || request.method !== 'GET') return done();
      const key = answerKey(request);
      const hit = cache.get(key);
      if (hit) return answer(request, reply, hit);
      const underway = reading.get(key);
      if (!underway) {
        miss(request, reply, key, option);
        return done();
      }
      waitAtMost(underway, MAX_WAIT_MS).then(() => {
        const kept = cache.get(key);
        if (kept) return answer(request, reply, kept);
        miss(request, reply, key, option);
        done();
      }, done);
    };

    const keep: onSendHookHandler = (request, reply, payload, done) => {
      const pending = request.cachedRead;
      // Marked here, not at the lookup: a query that fails validation is no miss, just refused.
      if (pending && reply.statusCode < 400) {
        reply.header('x-cache', 'miss');
        varyOnEncoding(reply);
      }
      if (!pending || reply.statusCode !== 200 || typeof payload !== 'string')
        return done(null, payload);
      const headers: Record<string, string> = {};
      for (const name of ANSWER_HEADERS) {
        const value = reply.getHeader(name);
        if (typeof value === 'string' || typeof value === 'number') headers[name] = String(value);
      }
      const kept = cache.set(pending.key, pending.paths, { body: payload, headers }, pending.mark);
      if (payload.length < MIN_GZIP_BYTES) return done(null, payload);
      // Compressed once, for this reply when its client takes gzip (a 500-row search answer is
      // ~200 KB plain, ~15 KB gzipped) and for the hits that follow. A large answer is compressed
      // in libuv's thread pool, and hits are served plain until it is done.
      const zipHere = acceptsGzip(request.headers['accept-encoding']);
      if (!kept && !zipHere) return done(null, payload);
      if (payload.length <= SYNC_GZIP_MAX_BYTES) {
        let zipped: Buffer;
        try {
          zipped = gzipSync(payload, { level: 6 });
        } catch {
          return done(null, payload);
        }
        if (kept) kept.gzip = zipped;
        if (!zipHere) return done(null, payload);
        reply.header('content-encoding', 'gzip');
        return done(null, zipped);
      }
      gzip(payload, { level: 6 }, (error, zipped) => {
        if (!error && kept) kept.gzip = zipped;
        if (!zipHere) return;
        if (error || reply.raw.destroyed) return done(null, payload);
        reply.header('content-encoding', 'gzip');
        done(null, zipped);
      });
      if (!zipHere) done(null, payload);
    };

    // Only the routes that opt in carry these hooks: every other request runs none of them.
    const withHook = <T>(hooks: T | T[] | undefined, hook: T): T[] => [
      ...(hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]),
      hook,
    ];
    app.addHook('onRoute', (route) => {
      if (!route.config?.cachedRead) return;
      route.preValidation = withHook(route.preValidation, lookup);
      route.onSend = withHook(route.onSend, keep);
    });
  },
  { name: 'response-cache', dependencies: ['auth'] },
);
