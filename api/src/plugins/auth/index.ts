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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { SecurityEnv } from '../../security-env';
import { SAFE_METHODS } from '../security';
import { type OidcAuth, registerOidc } from './oidc';
import { groupsFrom, ROLE_LABELS, roleForGroups, rolesFor } from './route-roles';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
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

    const identify = async (
      request: FastifyRequest,
    ): Promise<{ user: SessionUser | null; viaCookie: boolean }> => {
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
        return {
          user: await oidc!.userFromBearer(authorization.slice(7).trim()),
          viaCookie: false,
        };
      }
      return { user: await oidc!.userFromSession(request), viaCookie: true };
    };

    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (PUBLIC_PATHS.test(path)) return;
      const { user, viaCookie } = await identify(request);
      if (!user) {
        const isApi = path === '/api' || path.startsWith('/api/');
        if (!isApi && oidc && request.method === 'GET') {
          return reply.redirect(`${AUTH_PATHS.login}?returnTo=${encodeURIComponent(request.url)}`);
        }
        throw new AppError('UNAUTHORIZED', 'Sign-in required');
      }
      // A cookie rides along on any browser request: a write on a session must show its origin.
      if (viaCookie && !SAFE_METHODS.has(request.method) && request.withoutOrigin) {
        throw new AppError(
          'FORBIDDEN',
          'Browser requests that change data must send an Origin header',
        );
      }
      request.user = user;
      const roles = rolesFor(request.method, request.routeOptions.url, request.routeOptions.config);
      if (roles && !roles.includes(user.role)) {
        throw new AppError(
          'FORBIDDEN',
          `This action needs the ${roles.map((role) => ROLE_LABELS[role]).join(' or ')} role`,
        );
      }
    });
  },
  { name: 'auth', dependencies: ['security'] },
);
