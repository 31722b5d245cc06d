// The matched route's url pattern and config, read once per request. Fastify's
// `request.routeOptions` is a getter that builds a new twelve-field object on every read, and the
// hooks of one request (sign-in, roles, response cache, audit, metrics) each read it: five objects
// per request on the hottest path, and more garbage to collect. The first reader keeps it here.
import type { FastifyRequest } from 'fastify';

type RouteOptions = FastifyRequest['routeOptions'];

declare module 'fastify' {
  interface FastifyRequest {
    /** Use `routeOf(request)`: set by its first call (decorated in buildApp). */
    matchedRoute: RouteOptions | null;
  }
}

export const routeOf = (request: FastifyRequest): RouteOptions =>
  (request.matchedRoute ??= request.routeOptions);
