// Who makes a request: the signed-in user the auth plugin identified (the fixed user when sign-in
// is off, the proxy's user, or the OIDC subject). Reviews, screening decisions and the search log
// record their stable id and name; nothing the browser sends can name someone else.
import type { Actor } from '@compliance/core/infra/actor';
import type { FastifyRequest } from 'fastify';

export const actorOf = (request: FastifyRequest): Actor | null =>
  request.user ? { id: request.user.id, name: request.user.name } : null;
