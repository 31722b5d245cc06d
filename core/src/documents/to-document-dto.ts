import type { Document as DocumentDto, DocumentVerification } from '@compliance/contracts';
import type { Document as DocumentRow } from '@compliance/db';

export const toDocumentDto = (row: DocumentRow): DocumentDto => ({
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
});
