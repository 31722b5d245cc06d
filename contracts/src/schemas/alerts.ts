import { z } from 'zod';

import { IsoDateTimeSchema } from './common';
import { pagedQuerySchema, SearchTextSchema } from './paging';
import { enumListQuery } from './subjects';

// Compliance alert (id, title, description, severity, createdAt) plus its lifecycle status
// and the subject it is about. Alerts are raised by the system from domain events.
export const ALERT_SEVERITIES = ['error', 'warning', 'info'] as const;
export const AlertSeveritySchema = z.enum(ALERT_SEVERITIES);
export type AlertSeverity = z.infer<typeof AlertSeveritySchema>;

export const ALERT_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
export const AlertStatusSchema = z.enum(ALERT_STATUSES);
export type AlertStatus = z.infer<typeof AlertStatusSchema>;

/** What the list returns without a status filter: everything still needing attention. */
export const DEFAULT_ALERT_STATUSES: AlertStatus[] = ['open', 'acknowledged'];

export const ComplianceAlertSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  severity: AlertSeveritySchema,
  status: AlertStatusSchema,
  subjectType: z.string().nullable(),
  subjectId: z.number().int().nullable(),
  /** Screen of the subject, e.g. '/documents?focus=12'; null when the alert has no known subject. */
  link: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
  resolvedAt: IsoDateTimeSchema.nullable(),
});
export type ComplianceAlert = z.infer<typeof ComplianceAlertSchema>;
export const ComplianceAlertListSchema = z.array(ComplianceAlertSchema);

export const ALERT_SORT_FIELDS = ['createdAt', 'updatedAt', 'title', 'id'] as const;

/** GET /api/compliance-alerts: newest first; `q` searches title and description. */
export const ComplianceAlertQuerySchema = pagedQuerySchema({
  sortFields: ALERT_SORT_FIELDS,
  defaultSort: '-createdAt',
  defaultLimit: 100,
}).extend({
  q: SearchTextSchema,
  status: enumListQuery('status', ALERT_STATUSES).optional(),
  severity: enumListQuery('severity', ALERT_SEVERITIES).optional(),
});
export type ComplianceAlertQuery = z.infer<typeof ComplianceAlertQuerySchema>;

// Alerts are opened by the system only; people acknowledge them or resolve them.
export const ComplianceAlertUpdateSchema = z.strictObject(
  {
    status: z.enum(['acknowledged', 'resolved'], {
      error: 'status must be one of: acknowledged, resolved',
    }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown field: ${issue.keys.join(', ')} (only status can be changed)`
        : 'body must be an object with a status',
  },
);
export type ComplianceAlertUpdate = z.infer<typeof ComplianceAlertUpdateSchema>;
