import { z } from 'zod';

import { IsoDateTimeSchema, isRealDate, oneOf } from './common';
import { pagedQuerySchema, SearchTextSchema } from './paging';

export const AuditEventSchema = z.object({
  id: z.number().int(),
  occurredAt: IsoDateTimeSchema,
  actorId: z.string(),
  actorName: z.string(),
  actorRole: z.string(),
  action: z.string(),
  method: z.string().nullable(),
  route: z.string().nullable(),
  path: z.string().nullable(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  statusCode: z.number().int().nullable(),
  requestId: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;
export const AuditEventListSchema = z.array(AuditEventSchema);
/** GET /api/audit-events/entity-types: every entity type the trail holds, by name. */
export const AuditEntityTypeListSchema = z.array(z.string());

const isoInstant = (name: string) =>
  z
    .string()
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)), `${name} must be a date or date-time`)
    .refine(isRealDate, `${name} must be a real calendar date`);

export const AUDIT_EVENT_SORT_FIELDS = ['id', 'occurredAt', 'actorName', 'action'] as const;

/** What the server records a write as: a filter on anything else could only ever match nothing. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'status_change',
  'override',
  'approval',
  'signature',
  'list_refresh',
  'cancel',
  'complete',
  'sign_in',
  'sign_out',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * GET /api/audit-events: newest first (by id, the order events were recorded in); `q` searches
 * the actor's name, the path, the entity id, the request id and the reason.
 */
const AuditEventFilters = pagedQuerySchema({
  sortFields: AUDIT_EVENT_SORT_FIELDS,
  defaultSort: '-id',
  defaultLimit: 50,
}).extend({
  q: SearchTextSchema,
  actor: z.string().trim().max(200, 'actor must be at most 200 characters').optional(),
  action: z
    .enum(AUDIT_ACTIONS, { error: `action must be one of: ${AUDIT_ACTIONS.join(', ')}` })
    .optional(),
  entityType: z.string().trim().max(64, 'entityType must be at most 64 characters').optional(),
  entityId: z.string().trim().max(64, 'entityId must be at most 64 characters').optional(),
  from: isoInstant('from').optional(),
  to: isoInstant('to').optional(),
  format: oneOf('format', ['json', 'csv']).default('json'),
});
const FROM_NOT_AFTER_TO = [
  (q: { from?: string | undefined; to?: string | undefined }) =>
    !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to),
  { error: 'from must not be after to' },
] as const;
export const AuditEventQuerySchema = AuditEventFilters.refine(...FROM_NOT_AFTER_TO);
export type AuditEventQuery = z.infer<typeof AuditEventQuerySchema>;
/** GET /api/audit-events/export.csv: the same filters, every matching event. */
export const AuditEventExportQuerySchema = AuditEventFilters.omit({
  limit: true,
  cursor: true,
}).refine(...FROM_NOT_AFTER_TO);
