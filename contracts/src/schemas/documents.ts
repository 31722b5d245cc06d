import { z } from 'zod';

import { IsoDateTimeSchema, oneOf } from './common';
import { pagedQuerySchema, SearchTextSchema } from './paging';

// Document. Labels are what the UI shows (underscores replaced by spaces, title-cased).
export const DOCUMENT_TYPES = [
  'commercial_invoice',
  'bill_of_lading',
  'certificate_of_origin',
  'packing_list',
  'export_license',
] as const;
export const DocumentTypeSchema = z.enum(DOCUMENT_TYPES, {
  error: `type must be one of: ${DOCUMENT_TYPES.join(', ')}`,
});
export type DocumentType = z.infer<typeof DocumentTypeSchema>;

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  commercial_invoice: 'Commercial Invoice',
  bill_of_lading: 'Bill of Lading',
  certificate_of_origin: 'Certificate of Origin',
  packing_list: 'Packing List',
  export_license: 'Export License',
};

export const DOCUMENT_STATUSES = ['pending', 'verified', 'rejected'] as const;
export const DocumentStatusSchema = oneOf('status', DOCUMENT_STATUSES);
export type DocumentStatus = z.infer<typeof DocumentStatusSchema>;

// PDF, DOC or DOCX up to 10MB. The client only displays the limit; the server enforces it.
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export const ACCEPTED_FILE_INPUT = '.pdf,.doc,.docx';
export const CONTENT_TYPES: Record<(typeof ACCEPTED_EXTENSIONS)[number], string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export const DocumentNameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(255, 'name must be at most 255 characters');

const REPLACES_MESSAGE = 'replaces must be the id of a rejected document (a positive whole number)';

/**
 * The text fields of the multipart upload; the file part is checked by the server separately.
 * `replaces` (optional) names the rejected document this upload is the corrected copy of; an empty
 * field counts as absent, as HTML forms send one.
 */
export const DocumentUploadFieldsSchema = z.object({
  name: DocumentNameSchema,
  type: DocumentTypeSchema,
  replaces: z
    .string({ error: REPLACES_MESSAGE })
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(
      z
        .string()
        .regex(/^\d+$/, REPLACES_MESSAGE)
        .transform(Number)
        .pipe(z.number().int().min(1, REPLACES_MESSAGE).max(2_147_483_647, REPLACES_MESSAGE))
        .optional(),
    )
    .optional(),
});
export type DocumentUploadFields = z.infer<typeof DocumentUploadFieldsSchema>;

export const VerificationFindingSchema = z.object({
  code: z.string(),
  severity: z.enum(['error', 'warning', 'info']),
  message: z.string(),
});
export type VerificationFinding = z.infer<typeof VerificationFindingSchema>;

export const DocumentVerificationSchema = z.object({
  detectedType: z.string().nullable(),
  pageCount: z.number().int().nullable(),
  textLength: z.number().int(),
  findings: z.array(VerificationFindingSchema),
  extractedFields: z.record(z.string(), z.string()),
  durationMs: z.number(),
  checkedAt: IsoDateTimeSchema,
});
export type DocumentVerification = z.infer<typeof DocumentVerificationSchema>;

export const DocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: DocumentTypeSchema,
  status: DocumentStatusSchema,
  uploadedAt: IsoDateTimeSchema,
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  pageCount: z.number().int().nullable(),
  /** Why the document was verified or rejected; empty while pending. */
  reasons: z.array(z.string()),
  verification: DocumentVerificationSchema.nullable(),
  verifiedAt: IsoDateTimeSchema.nullable(),
  /** The rejected document this one corrects, when it was uploaded as a corrected copy. */
  replacesId: z.number().int().nullable(),
});
export type Document = z.infer<typeof DocumentSchema>;

export const DocumentListSchema = z.array(DocumentSchema);

export const DocumentTypeInfoSchema = z.object({
  code: DocumentTypeSchema,
  label: z.string(),
  description: z.string(),
  requiredElements: z.array(z.string()),
});
export type DocumentTypeInfo = z.infer<typeof DocumentTypeInfoSchema>;

export const DOCUMENT_SORT_FIELDS = ['uploadedAt', 'name', 'size', 'id'] as const;

/** GET /api/documents: newest first by default; `q` searches the name and the type's label. */
export const DocumentListQuerySchema = pagedQuerySchema({
  sortFields: DOCUMENT_SORT_FIELDS,
  defaultSort: '-uploadedAt',
  defaultLimit: 200,
}).extend({
  q: SearchTextSchema,
  type: DocumentTypeSchema.optional(),
  status: DocumentStatusSchema.optional(),
});
export type DocumentListQuery = z.infer<typeof DocumentListQuerySchema>;
