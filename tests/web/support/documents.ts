import type { Document } from '@compliance/contracts';

let nextId = 1;

/** A valid document as the API returns it; tests override only what they care about. */
export const buildDocument = (overrides: Partial<Document> = {}): Document => {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Document ${id}`,
    type: 'commercial_invoice',
    status: 'pending',
    uploadedAt: '2025-03-14T09:30:00.000Z',
    fileName: `document-${id}.pdf`,
    contentType: 'application/pdf',
    size: 48_213,
    pageCount: 2,
    reasons: [],
    verification: null,
    verifiedAt: null,
    replacesId: null,
    ...overrides,
  };
};
