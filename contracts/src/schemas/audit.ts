import { z } from 'zod';

import { IsoDateTimeSchema } from './common';

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

const isoInstant = (name: string) =>
  z
    .string()
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)), `${name} must be a date or date-time`);

export const AuditEventQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be an integer')
    .min(1, 'limit must be at least 1')
    .max(500, 'limit must be at most 500')
    .default(50),
  cursor: z
    .string({ error: 'cursor must be a string' })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'cursor is malformed')
    .optional(),
  actor: z.string().trim().max(200, 'actor must be at most 200 characters').optional(),
  action: z.string().trim().max(64, 'action must be at most 64 characters').optional(),
  entityType: z.string().trim().max(64, 'entityType must be at most 64 characters').optional(),
  entityId: z.string().trim().max(64, 'entityId must be at most 64 characters').optional(),
  from: isoInstant('from').optional(),
  to: isoInstant('to').optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export type AuditEventQuery = z.infer<typeof AuditEventQuerySchema>;
