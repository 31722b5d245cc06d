// The one writer of the audit trail. Rows are append-only (a database trigger refuses updates and
// deletes other than the retention job's). Before/after snapshots are capped so a large payload
// cannot bloat the trail.
import type { AuditAction } from '@compliance/contracts';
import type { PrismaClient } from '@compliance/db';

export interface AuditActor {
  id: string;
  name: string;
  role: string;
}

export interface AuditEventInput {
  actor: AuditActor;
  /** One of the actions the audit list filters by (AUDIT_ACTIONS). */
  action: AuditAction;
  method?: string | null;
  route?: string | null;
  path?: string | null;
  entityType?: string | null;
  entityId?: string | number | null;
  statusCode?: number | null;
  requestId?: string | null;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

const MAX_SNAPSHOT_CHARS = 32_000;

const snapshot = (value: unknown): object | undefined => {
  if (value === undefined || value === null) return undefined;
  const text = JSON.stringify(value);
  if (text === undefined) return undefined;
  if (text.length > MAX_SNAPSHOT_CHARS) return { truncated: true, chars: text.length };
  return JSON.parse(text) as object;
};

const clip = (value: string | null | undefined, max: number) =>
  value === null || value === undefined ? null : value.slice(0, max);

export const recordAuditEvent = async (
  prisma: Pick<PrismaClient, 'auditEvent'>,
  event: AuditEventInput,
) =>
  prisma.auditEvent.create({
    data: {
      actorId: clip(event.actor.id, 200)!,
      actorName: clip(event.actor.name, 200)!,
      actorRole: event.actor.role,
      action: event.action,
      method: event.method ?? null,
      route: clip(event.route, 300),
      path: clip(event.path, 500),
      entityType: clip(event.entityType, 64),
      entityId:
        event.entityId === null || event.entityId === undefined
          ? null
          : String(event.entityId).slice(0, 64),
      statusCode: event.statusCode ?? null,
      requestId: clip(event.requestId, 64),
      reason: clip(event.reason, 2000),
      before: snapshot(event.before),
      after: snapshot(event.after),
    },
  });
