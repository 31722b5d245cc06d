// Web security in one place: security headers and CSP (helmet's, worked out once: a short set for
// JSON answers, the full one for anything a browser may render), the CORS allowlist, the
// cross-site request check on every state-changing call, rate limits on writes and searches (in
// Redis when present, so all api replicas share them) and the JSON depth and length limits.
// Routes registered after this plugin are covered without any change of their own.
import { AppError } from '@compliance/contracts/errors';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { SecurityEnv } from '../../security-env';
import { helmetHeaders } from './helmet-headers';
import { registerJsonLimits } from './json-limits';

declare module 'fastify' {
  interface FastifyRequest {
    /** A state-changing request that carried neither Origin nor Referer (a script, not a browser). */
    withoutOrigin: boolean;
  }
}

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** API answers are JSON, except the API's own documentation pages. */
const answersJson = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

const isJsonType = (type: unknown) =>
  typeof type === 'string' && /^application\/(?:[\w.-]+\+)?json\b/.test(type);

/** Paths whose GET/POST is a search: rate-limited like writes, with their own budget. */
const isSearchPath = (url: string) => /\/(search|check)$/.test(url);

const requestOrigin = (request: FastifyRequest): string | null => {
  const { origin, referer } = request.headers;
  if (typeof origin === 'string' && origin) return origin;
  if (typeof referer === 'string' && referer) {
    try {
      return new URL(referer).origin;
    } catch {
      return 'null';
    }
  }
  return null;
};

export const isAllowedOrigin = (
  origin: string,
  { host, allowlist }: { host: string | undefined; allowlist: ReadonlySet<string> },
): boolean => {
  if (allowlist.has(origin)) return true;
  try {
    // Same host as the request (scheme may differ behind a TLS-terminating ingress).
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
};

export default fp(
  async (app: FastifyInstance, { security }: { security: SecurityEnv }) => {
    const allowlist = new Set(security.CORS_ORIGINS);
    if (security.PUBLIC_URL) allowlist.add(new URL(security.PUBLIC_URL).origin);

    // Pages, files and everything else a browser may render get helmet's full set.
    const documentHeaders = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI (emotion) injects its styles at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // Document previews open the file in a same-origin frame.
          frameSrc: ["'self'", 'blob:'],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
    // A JSON answer is data, never a page: OWASP's REST set (nothing may load from it or frame it,
    // no sniffing, HTTPS only, same-origin readers). Headers meant for pages (opener and
    // referrer policies, prefetch, old IE and Flash switches) do nothing here, and each header is
    // a cost on every answer: Node checks and writes them one by one.
    const apiHeaders = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      crossOriginOpenerPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      originAgentCluster: false,
      referrerPolicy: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: { action: 'deny' },
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(answersJson(request.url) ? apiHeaders : documentHeaders);
      // PostgreSQL text cannot hold NUL: a URL that carries one (%00, in a search or a path) is
      // refused here, as JSON bodies are, rather than failing on the query.
      if (request.url.includes('%00'))
        return done(
          new AppError('BAD_REQUEST', 'Request refused: the URL contains a NUL character (%00)'),
        );
      done();
    });
    // An API route that answers something else (a stored file, a CSV export) gets the full set.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (answersJson(request.url) && !isJsonType(reply.getHeader('content-type')))
        reply.headers(documentHeaders);
      done(null, payload);
    });

    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowlist.has(origin)),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // Only answers to an allowed cross-origin request carry this: same-origin scripts read
      // every header anyway. Lists page with X-Total-Count and Link.
      exposedHeaders: ['x-request-id', 'retry-after', 'x-total-count', 'link'],
    });

    app.decorateRequest('withoutOrigin', false);
    app.addHook('onRequest', (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method)) return done();
      const origin = requestOrigin(request);
      if (origin === null) {
        request.withoutOrigin = true;
        return done();
      }
      if (!isAllowedOrigin(origin, { host: request.headers.host, allowlist })) {
        return done(
          new AppError(
            'FORBIDDEN',
            `Cross-site request refused: origin ${origin.slice(0, 200)} is not allowed`,
          ),
        );
      }
      done();
    });

    // Counters live in Redis when there is one, on a connection that fails fast: a Redis outage
    // lets requests through rather than holding them.
    const redis = app.infra.redis?.duplicate({
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: 1000,
      commandTimeout: 500,
    });
    redis?.on('error', () => {});
    if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => {})));
    // Without an offline queue, a command sent before the connection is up fails (and is let
    // through): give it a moment to connect before the first request, but never hold start-up.
    if (redis && redis.status !== 'ready') {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, 3000);
        function done() {
          clearTimeout(timer);
          redis?.off('ready', done);
          resolve();
        }
        redis.once('ready', done);
      });
    }

    const writes = { max: security.RATE_LIMIT_WRITES_PER_MINUTE, timeWindow: 60_000 };
    const searches = { max: security.RATE_LIMIT_SEARCHES_PER_MINUTE, timeWindow: 60_000 };
    // The search limit guards the database, so a GET search counts what reaches it: the limit
    // runs after sign-in and validation (preHandler), and a repeated search the response cache
    // answers (before validation) never gets there.
    const readSearches = { ...searches, hook: 'preHandler' as const };
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.config?.rateLimit !== undefined) return;
      const methods = [route.method].flat();
      const limit = isSearchPath(route.url)
        ? methods.every((method) => SAFE_METHODS.has(method))
          ? readSearches
          : searches
        : methods.some((method) => !SAFE_METHODS.has(method))
          ? writes
          : undefined;
      if (limit) route.config = { ...route.config, rateLimit: limit };
    });
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'compliance-rate-limit:' } : {}),
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new AppError(
          'TOO_MANY_REQUESTS',
          `Too many requests: at most ${context.max} a minute, try again in ${Math.ceil(context.ttl / 1000)} s`,
        ),
    });

    registerJsonLimits(app, {
      maxDepth: security.JSON_MAX_DEPTH,
      maxStringLength: security.JSON_MAX_STRING_LENGTH,
    });
  },
  { name: 'security', dependencies: ['error-handler'] },
);
