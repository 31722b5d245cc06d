import type { Document as DocumentDto, DocumentVerification } from '@compliance/contracts';
import type { Document as DocumentRow } from '@compliance/db';

/** The columns a document's DTO reads: list queries select only these. */
type DocumentDtoColumns = Pick<
  DocumentRow,
  | 'id'
  | 'name'
  | 'type'
  | 'status'
  | 'uploadedAt'
  | 'fileName'
  | 'contentType'
  | 'size'
  | 'pageCount'
  | 'reasons'
  | 'verification'
  | 'verifiedAt'
  | 'replacesId'
>;

export const toDocumentDto = (row: DocumentDtoColumns): DocumentDto => ({
  id: row.id,
  name: row.name,
  type: row.type,
  status: row.status,
  uploadedAt: row.uploadedAt.toISOString(),
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  pageCount: row.pageCount,
  reasons: row.reasons,
  verification: (row.verification as DocumentVerification | null) ?? null,
  verifiedAt: row.verifiedAt?.toISOString() ?? null,
  replacesId: row.replacesId,
});
