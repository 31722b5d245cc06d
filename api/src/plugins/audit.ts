// The central audit writer: every successful state-changing /api request is recorded as its
// response is sent (who, when, what, before and after, request id), so a new write route is covered
// without code of its own. A route may refine what is recorded with `config: { audit: {...} }`;
// searches and checks that change nothing are left out. Sign-in and sign-out are recorded by the
// sign-in routes themselves.
import type { AuditAction } from '@compliance/contracts';
import { loadAuditBefore } from '@compliance/core/audit/load-before';
import { recordAuditEvent } from '@compliance/core/audit/record-audit-event';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { routeOf } from '../route-of';
import { SAFE_METHODS } from './security';

export interface RouteAuditConfig {
  /** false: this write is not recorded (it changes nothing). */
  record?: boolean;
  action?: AuditAction;
  entityType?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: RouteAuditConfig;
  }
  interface FastifyRequest {
    auditBefore: unknown;
  }
}

const NOT_RECORDED = /\/(search|check)$/;

/** The collection a route acts on: the segment before :id, or the last literal one. */
export const entityTypeOf = (route: string): string => {
  const segments = route.replace(/^\/api\//, '').split('/');
  const idAt = segments.findIndex((segment) => segment.startsWith(':'));
  if (idAt > 0) return segments[idAt - 1]!;
  return segments.filter((segment) => !segment.startsWith(':')).at(-1) ?? 'unknown';
};

export const actionOf = (method: string, route: string, after: unknown): AuditAction => {
  if (after && typeof after === 'object' && (after as { overridden?: unknown }).overridden === true)
    return 'override';
  if (/\/refresh$/.test(route)) return 'list_refresh';
  if (/\/(sign|signatures)$/.test(route)) return 'signature';
  if (/\/status$/.test(route)) return 'status_change';
  if (/\/approvals$/.test(route)) return 'approval';
  if (/\/cancel$/.test(route)) return 'cancel';
  if (/\/complete$/.test(route)) return 'complete';
  if (method === 'DELETE') return 'delete';
  if (method === 'PATCH' || method === 'PUT') return 'update';
  return 'create';
};

const parseJson = (payload: unknown): unknown => {
  if (typeof payload !== 'string') return undefined;
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
};

const reasonOf = (request: FastifyRequest, after: unknown): string | null => {
  const body = request.body as Record<string, unknown> | undefined;
  const given = body?.reason ?? body?.overrideReason ?? body?.notes;
  if (typeof given === 'string' && given.trim()) return given.trim();
  const stored = (after as { notes?: unknown } | undefined)?.notes;
  return typeof stored === 'string' && stored.trim() ? stored.trim() : null;
};

const isRecorded = (request: FastifyRequest): boolean => {
  if (SAFE_METHODS.has(request.method)) return false;
  const { url: route, config } = routeOf(request);
  return (
    route !== undefined &&
    route.startsWith('/api/') &&
    !route.startsWith('/api/auth/') &&
    config.audit?.record !== false &&
    !NOT_RECORDED.test(route)
  );
};

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auditBefore', undefined);

    // Callback-style hooks: reads (most requests) pass straight through, with no promise each.
    app.addHook('preHandler', (request, _reply, done) => {
      if (!isRecorded(request)) return done();
      const id = Number((request.params as { id?: unknown } | undefined)?.id);
      loadAuditBefore(app.infra.prisma, entityTypeOf(routeOf(request).url!), id).then((before) => {
        request.auditBefore = before;
        done();
      }, done);
    });

    // Recorded before the response leaves: a client that saw its write succeed finds it audited.
    const record = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const actor = request.user;
      if (!actor) return;
      const { url, config: routeConfig } = routeOf(request);
      const route = url!;
      const config = routeConfig.audit;
      const after = parseJson(payload);
      const params = request.params as { id?: unknown } | undefined;
      const entityId = params?.id ?? (after as { id?: unknown } | undefined)?.id ?? null;
      try {
        await recordAuditEvent(app.infra.prisma, {
          actor,
          action: config?.action ?? actionOf(request.method, route, after),
          method: request.method,
          route,
          path: request.url.split('?')[0],
          entityType: config?.entityType ?? entityTypeOf(route),
          entityId: typeof entityId === 'string' || typeof entityId === 'number' ? entityId : null,
          statusCode: reply.statusCode,
          requestId: request.id,
          reason: reasonOf(request, after),
          before: request.auditBefore,
          after,
        });
      } catch (error) {
        request.log.error({ err: error }, 'audit event could not be recorded');
      }
    };
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!isRecorded(request) || reply.statusCode >= 400 || !request.user)
        return done(null, payload);
      record(request, reply, payload).then(
        () => done(null, payload),
        (error: Error) => done(error),
      );
    });
  },
  { name: 'audit', dependencies: ['auth'] },
);
