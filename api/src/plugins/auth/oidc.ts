// OpenID Connect sign-in (AUTH_MODE=oidc): authorisation-code flow with PKCE through openid-client,
// server-side sessions in Postgres (the cookie holds a random token; the table keeps its hash),
// and bearer tokens for API clients checked at the provider's userinfo endpoint.
import { createHash, randomBytes } from 'node:crypto';

import { AUTH_PATHS, type SessionUser } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import { recordAuditEvent } from '@compliance/core/audit/record-audit-event';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';

import type { SecurityEnv } from '../../security-env';
import { groupsFrom, roleForGroups } from './route-roles';

const LOGIN_STATE_TTL_MS = 10 * 60 * 1000;
const BEARER_CACHE_MS = 60 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface OidcAuth {
  cookieName: string;
  userFromSession(request: FastifyRequest): Promise<SessionUser | null>;
  userFromBearer(token: string): Promise<SessionUser | null>;
}

/** Only same-site paths are followed after sign-in: no open redirect. */
const safeReturnPath = (value: unknown): string =>
  typeof value === 'string' && /^\/(?![/\\])[\x20-\x7e]*$/.test(value) ? value : '/';

export const registerOidc = (app: FastifyInstance, security: SecurityEnv): OidcAuth => {
  const publicUrl = new URL(security.PUBLIC_URL!);
  const secure = publicUrl.protocol === 'https:';
  const cookieName = secure ? '__Host-compliance_session' : 'compliance_session';
  const redirectUri = new URL(AUTH_PATHS.callback, publicUrl).toString();
  const issuer = new URL(security.OIDC_ISSUER_URL!);

  // Discovered on first use and kept: the api starts even while the provider is down.
  let configuration: Promise<client.Configuration> | null = null;
  const config = () => {
    configuration ??= client
      .discovery(
        issuer,
        security.OIDC_CLIENT_ID!,
        security.OIDC_CLIENT_SECRET,
        security.OIDC_CLIENT_SECRET ? undefined : client.None(),
        issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        configuration = null;
        app.log.error({ err: error }, 'OIDC discovery failed');
        throw new AppError('SERVICE_UNAVAILABLE', 'The sign-in provider cannot be reached');
      });
    return configuration;
  };

  const userFromClaims = (claims: Record<string, unknown>): SessionUser => {
    const groups = groupsFrom(claims[security.OIDC_ROLES_CLAIM]);
    const email = typeof claims.email === 'string' ? claims.email : null;
    const name =
      (typeof claims.name === 'string' && claims.name) ||
      (typeof claims.preferred_username === 'string' && claims.preferred_username) ||
      email ||
      String(claims.sub);
    return {
      id: String(claims.sub),
      name,
      email,
      role: roleForGroups(groups, {
        adminGroups: security.AUTH_ADMIN_GROUPS,
        officerGroups: security.AUTH_OFFICER_GROUPS,
      }),
    };
  };

  const cookieOptions = {
    path: '/',
    httpOnly: true,
    secure,
    sameSite: 'lax' as const,
  };

  app.get(AUTH_PATHS.login, { schema: { hide: true } }, async (request, reply) => {
    const configured = await config();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    await app.infra.prisma.authLoginState.create({
      data: {
        id: state,
        codeVerifier,
        nonce,
        returnTo: safeReturnPath((request.query as { returnTo?: unknown }).returnTo),
        expiresAt: new Date(Date.now() + LOGIN_STATE_TTL_MS),
      },
    });
    const url = client.buildAuthorizationUrl(configured, {
      redirect_uri: redirectUri,
      scope: security.OIDC_SCOPES,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return reply.redirect(url.toString());
  });

  app.get(AUTH_PATHS.callback, { schema: { hide: true } }, async (request, reply) => {
    const configured = await config();
    const current = new URL(request.url, publicUrl);
    const state = current.searchParams.get('state') ?? '';
    const pending = await app.infra.prisma.authLoginState
      .delete({ where: { id: state } })
      .catch(() => null);
    if (!pending || pending.expiresAt < new Date()) {
      throw new AppError('BAD_REQUEST', 'Sign-in expired or was not started here: sign in again');
    }
    let tokens;
    try {
      tokens = await client.authorizationCodeGrant(configured, current, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: state,
        expectedNonce: pending.nonce,
      });
    } catch (error) {
      request.log.warn({ err: error }, 'OIDC code exchange refused');
      throw new AppError('UNAUTHORIZED', 'Sign-in was refused by the provider');
    }
    let claims: Record<string, unknown> = { ...tokens.claims() };
    if (!claims[security.OIDC_ROLES_CLAIM] || !claims.name) {
      const info = await client
        .fetchUserInfo(configured, tokens.access_token, String(claims.sub))
        .catch(() => null);
      if (info) claims = { ...claims, ...info };
    }
    const user = userFromClaims(claims);
    const token = randomBytes(32).toString('base64url');
    const ttlMs = security.SESSION_TTL_MINUTES * 60 * 1000;
    await app.infra.prisma.authSession.create({
      data: { id: hash(token), user, expiresAt: new Date(Date.now() + ttlMs) },
    });
    await recordAuditEvent(app.infra.prisma, {
      actor: user,
      action: 'sign_in',
      method: 'GET',
      route: AUTH_PATHS.callback,
      path: AUTH_PATHS.callback,
      requestId: request.id,
      after: { email: user.email, role: user.role },
    });
    reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: ttlMs / 1000 });
    return reply.redirect(pending.returnTo);
  });

  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[cookieName];
    if (token) {
      const session = await app.infra.prisma.authSession
        .delete({ where: { id: hash(token) } })
        .catch(() => null);
      if (session) {
        await recordAuditEvent(app.infra.prisma, {
          actor: session.user as unknown as SessionUser,
          action: 'sign_out',
          method: request.method,
          route: AUTH_PATHS.logout,
          path: AUTH_PATHS.logout,
          requestId: request.id,
        });
      }
    }
    reply.clearCookie(cookieName, cookieOptions);
    const configured = await config().catch(() => null);
    const endSession = configured?.serverMetadata().end_session_endpoint
      ? client.buildEndSessionUrl(configured, {
          post_logout_redirect_uri: publicUrl.toString(),
          client_id: security.OIDC_CLIENT_ID!,
        })
      : null;
    return reply.redirect(endSession?.toString() ?? '/');
  };
  app.get(AUTH_PATHS.logout, { schema: { hide: true } }, signOut);
  app.post(AUTH_PATHS.logout, { schema: { hide: true } }, signOut);

  const bearerCache = new Map<string, { user: SessionUser | null; until: number }>();

  return {
    cookieName,
    async userFromSession(request) {
      const token = request.cookies[cookieName];
      if (!token) return null;
      const session = await app.infra.prisma.authSession.findUnique({
        where: { id: hash(token) },
      });
      if (!session || session.expiresAt < new Date()) return null;
      return session.user as unknown as SessionUser;
    },
    async userFromBearer(token) {
      const key = hash(token);
      const cached = bearerCache.get(key);
      if (cached && cached.until > Date.now()) return cached.user;
      const configured = await config();
      const info = await client
        .fetchUserInfo(configured, token, client.skipSubjectCheck)
        .catch(() => null);
      const user = info ? userFromClaims(info) : null;
      if (bearerCache.size > 10_000) bearerCache.clear();
      bearerCache.set(key, { user, until: Date.now() + BEARER_CACHE_MS });
      return user;
    },
  };
};
