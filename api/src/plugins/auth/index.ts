// Who is calling, by AUTH_MODE, and whether their role allows the route:
// - none: the fixed signed-in user of the zero-configuration platform (an admin);
// - proxy: identity headers from an authenticating reverse proxy, accepted only from the
//   configured addresses; anything else is 401;
// - oidc: a server-side session cookie (browsers) or a bearer token (API clients).
// Runs on every request before the body is read; the role table is in route-roles.ts.
import { BlockList, isIP } from 'node:net';

import {
  AUTH_PATHS,
  FIXED_SESSION_USER,
  type SessionRole,
  type SessionUser,
} from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import cookie from '@fastify/cookie';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import fp from 'fastify-plugin';

import { routeOf } from '../../route-of';
import type { SecurityEnv } from '../../security-env';
import { SAFE_METHODS } from '../security';
import { type OidcAuth, registerOidc } from './oidc';
import { groupsFrom, ROLE_LABELS, roleForGroups, rolesFor } from './route-roles';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

interface Identified {
  user: SessionUser | null;
  /** Identified by the session cookie (a browser), not a header or token. */
  viaCookie: boolean;
}

// /metrics is for the Prometheus scraper, which carries no user (it reads counts, never records).
const PUBLIC_PATHS = /^\/(healthz|readyz|metrics$|\.well-known\/|api\/auth\/|api\/docs)/;

export const trustedAddresses = (entries: readonly string[]): BlockList => {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const type = isIP(address ?? '') === 6 ? 'ipv6' : 'ipv4';
    if (!address || !isIP(address))
      throw new Error(`AUTH_PROXY_TRUSTED_ADDRESSES: '${entry}' is not an address or CIDR range`);
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
};

const headerValue = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() ? first.trim().slice(0, 200) : undefined;
};

const isTrusted = (list: BlockList, address: string | undefined): boolean => {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
};

export default fp(
  async (app: FastifyInstance, { security }: { security: SecurityEnv }) => {
    await app.register(cookie);
    app.decorateRequest('user', null);
    const mode = security.AUTH_MODE;
    const roleOf = (groups: string[]): SessionRole =>
      roleForGroups(groups, {
        adminGroups: security.AUTH_ADMIN_GROUPS,
        officerGroups: security.AUTH_OFFICER_GROUPS,
      });
    const proxies =
      mode === 'proxy' ? trustedAddresses(security.AUTH_PROXY_TRUSTED_ADDRESSES) : null;
    const oidc: OidcAuth | null = mode === 'oidc' ? registerOidc(app, security) : null;

    // Synchronous unless a session or token has to be looked up (oidc): most requests cost no
    // promise here.
    const identify = (request: FastifyRequest): Identified | Promise<Identified> => {
      if (mode === 'none') return { user: FIXED_SESSION_USER, viaCookie: false };
      if (proxies) {
        if (!isTrusted(proxies, request.socket.remoteAddress))
          return { user: null, viaCookie: false };
        const id = headerValue(request, security.AUTH_PROXY_USER_HEADER);
        if (!id) return { user: null, viaCookie: false };
        const email = headerValue(request, security.AUTH_PROXY_EMAIL_HEADER) ?? null;
        const groups = groupsFrom(headerValue(request, security.AUTH_PROXY_GROUPS_HEADER) ?? '');
        return {
          user: {
            id,
            name: headerValue(request, security.AUTH_PROXY_NAME_HEADER) ?? email ?? id,
            email,
            role: roleOf(groups),
          },
          viaCookie: false,
        };
      }
      const authorization = request.headers.authorization;
      if (authorization?.startsWith('Bearer ')) {
        return oidc!
          .userFromBearer(authorization.slice(7).trim())
          .then((user) => ({ user, viaCookie: false }));
      }
      return oidc!.userFromSession(request).then((user) => ({ user, viaCookie: true }));
    };

    /** Refuses (an error, or a redirect to sign-in) or lets the identified caller on. */
    const admit = (
      request: FastifyRequest,
      reply: FastifyReply,
      { user, viaCookie }: Identified,
      done: HookHandlerDoneFunction,
    ) => {
      if (!user) {
        const path = request.url.split('?')[0] ?? '/';
        const isApi = path === '/api' || path.startsWith('/api/');
        if (!isApi && oidc && request.method === 'GET') {
          reply.redirect(`${AUTH_PATHS.login}?returnTo=${encodeURIComponent(request.url)}`);
          return;
        }
        return done(new AppError('UNAUTHORIZED', 'Sign-in required'));
      }
      // A cookie rides along on any browser request: a write on a session must show its origin.
      if (viaCookie && !SAFE_METHODS.has(request.method) && request.withoutOrigin) {
        return done(
          new AppError('FORBIDDEN', 'Browser requests that change data must send an Origin header'),
        );
      }
      request.user = user;
      const { url, config } = routeOf(request);
      const roles = rolesFor(request.method, url, config);
      if (roles && !roles.includes(user.role)) {
        return done(
          new AppError(
            'FORBIDDEN',
            `This action needs the ${roles.map((role) => ROLE_LABELS[role]).join(' or ')} role`,
          ),
        );
      }
      done();
    };

    app.addHook('onRequest', (request, reply, done) => {
      const query = request.url.indexOf('?');
      if (PUBLIC_PATHS.test(query === -1 ? request.url : request.url.slice(0, query)))
        return done();
      let identified: Identified | Promise<Identified>;
      try {
        identified = identify(request);
      } catch (error) {
        return done(error as Error);
      }
      if (identified instanceof Promise)
        identified.then((found) => admit(request, reply, found, done), done);
      else admit(request, reply, identified, done);
    });
  },
  { name: 'auth', dependencies: ['security'] },
);
