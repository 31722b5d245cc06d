import { DOCUMENT_TYPE_LABELS, type Document, type DocumentType } from '@compliance/contracts';

/** Client-side, case-insensitive match on the name or the type (code or label). */
export const filterDocuments = (documents: Document[], search: string): Document[] => {
  const needle = search.trim().toLowerCase();
  if (!needle) return documents;
  return documents.filter((document) => {
    const label = DOCUMENT_TYPE_LABELS[document.type as DocumentType] ?? '';
    return [document.name, document.type, document.type.replace(/_/g, ' '), label].some((text) =>
      text.toLowerCase().includes(needle),
    );
  });
};
