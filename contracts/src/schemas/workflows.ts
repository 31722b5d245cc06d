import { z } from 'zod';

import { IdSchema, IsoDateTimeSchema, wholeNumber } from './common';
import { pagedQuerySchema, SearchTextSchema } from './paging';
import { enumListQuery } from './subjects';

// Compliance workflow: id, name, type, status, assignedTo, dueDate, progress (0-100).
export const WORKFLOW_TYPES = ['import_review', 'export_review', 'sanctions_screening'] as const;
export const WorkflowTypeSchema = z.enum(WORKFLOW_TYPES);
export type WorkflowType = z.infer<typeof WorkflowTypeSchema>;

export const WORKFLOW_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export const WorkflowStatusSchema = z.enum(WORKFLOW_STATUSES);
export type WorkflowStatus = z.infer<typeof WorkflowStatusSchema>;
export const ACTIVE_WORKFLOW_STATUSES: WorkflowStatus[] = ['pending', 'in_progress'];

/** The step of a rejected document's review that its verified corrected copy completes. */
export const DOCUMENT_REVIEW_UPLOAD_STEP = 'Upload corrected document';
/** The steps of the review a rejected document opens, in order. */
export const DOCUMENT_REVIEW_STEPS = [
  'Review verification findings',
  'Request corrected document from counterparty',
  DOCUMENT_REVIEW_UPLOAD_STEP,
  'Compliance sign-off',
];

/** 'WF-' plus the id zero-padded to 3 digits. */
export const workflowCode = (id: number): string => `WF-${String(id).padStart(3, '0')}`;

export const ComplianceWorkflowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: WorkflowTypeSchema,
  status: WorkflowStatusSchema,
  assignedTo: z.number().int(),
  dueDate: IsoDateTimeSchema.nullable(),
  progress: z.number().int().min(0).max(100),
  stepsTotal: z.number().int(),
  stepsCompleted: z.number().int(),
  subjectType: z.string().nullable(),
  subjectId: z.number().int().nullable(),
  /** Screen of the subject, e.g. '/documents?focus=12'; null when there is none. */
  link: z.string().nullable(),
  commodityCategoryId: z.number().int().nullable(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type ComplianceWorkflow = z.infer<typeof ComplianceWorkflowSchema>;
export const ComplianceWorkflowListSchema = z.array(ComplianceWorkflowSchema);

export const WorkflowStepSchema = z.object({
  position: z.number().int(),
  title: z.string(),
  completedAt: IsoDateTimeSchema.nullable(),
  completedBy: z.number().int().nullable(),
});
export type WorkflowStep = z.infer<typeof WorkflowStepSchema>;

export const ComplianceWorkflowDetailSchema = ComplianceWorkflowSchema.extend({
  steps: z.array(WorkflowStepSchema),
});
export type ComplianceWorkflowDetail = z.infer<typeof ComplianceWorkflowDetailSchema>;

/**
 * `priority` (the default) is the work order: active workflows first (soonest due, undated last,
 * then newest), then finished ones (newest first). It has no descending form.
 */
export const WORKFLOW_SORT_FIELDS = ['priority', 'createdAt', 'updatedAt', 'name', 'id'] as const;

/** GET /api/compliance-workflows; `q` searches the name. */
export const ComplianceWorkflowQuerySchema = pagedQuerySchema({
  sortFields: WORKFLOW_SORT_FIELDS,
  defaultSort: 'priority',
  ascendingOnly: ['priority'],
  defaultLimit: 100,
}).extend({
  q: SearchTextSchema,
  status: enumListQuery('status', WORKFLOW_STATUSES).optional(),
  type: enumListQuery('type', WORKFLOW_TYPES).optional(),
  commodityCategoryId: IdSchema.optional(),
});
export type ComplianceWorkflowQuery = z.infer<typeof ComplianceWorkflowQuerySchema>;

export const WorkflowStepParamsSchema = z.object({
  id: IdSchema,
  position: wholeNumber(
    z
      .number({ error: 'position must be a number' })
      .int('position must be an integer')
      .positive('position must be positive'),
  ),
});
export type WorkflowStepParams = z.infer<typeof WorkflowStepParamsSchema>;

/** The users work is assigned to and completed by: the spec's fixed lookup of ids 1-3. */
export const ASSIGNABLE_USER_IDS = [1, 2, 3] as const;

/** Optional body (Fastify passes null when there is none): who completed the step. */
export const CompleteStepBodySchema = z
  .strictObject({
    completedBy: z
      .number({ error: 'completedBy must be a number' })
      .int('completedBy must be an integer')
      .positive('completedBy must be positive')
      .refine((id) => (ASSIGNABLE_USER_IDS as readonly number[]).includes(id), {
        error: `completedBy must be one of the users ${ASSIGNABLE_USER_IDS.join(', ')}`,
      })
      .optional(),
  })
  .nullish();
export type CompleteStepBody = z.infer<typeof CompleteStepBodySchema>;
