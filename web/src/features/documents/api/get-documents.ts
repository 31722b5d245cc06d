import { API_PATHS, itemPath, type Document, type DocumentType } from '@compliance/contracts';
import { queryOptions } from '@tanstack/react-query';

import { apiUrl } from '../../../lib/api-client';

/** Cards per page of the Documents screen (fills 1, 2 or 3 columns evenly). */
export const DOCUMENTS_PAGE_SIZE = 60;

export type DocumentsParams = { limit?: number };

/**
 * Key [API_PATHS.documents] or [API_PATHS.documents, { limit }]; the default query function fetches it.
 * Without params the key is the prefix of every documents list, so invalidating it refreshes all.
 */
export const documentsQueryOptions = ({ limit }: DocumentsParams = {}) =>
  queryOptions<Document[]>({
    queryKey: limit === undefined ? [API_PATHS.documents] : [API_PATHS.documents, { limit }],
  });

/** One document, key [`/api/documents/:id`]. */
export const documentQueryOptions = (id: number) =>
  queryOptions<Document>({ queryKey: [itemPath(API_PATHS.documents, id)] });

/** How many rejected documents the upload offers to correct (the newest). */
export const REJECTED_CHOICES_LIMIT = 100;

/** The newest rejected documents of one type: what a corrected copy can replace. */
export const rejectedDocumentsQueryOptions = (type: DocumentType) =>
  queryOptions<Document[]>({
    queryKey: [API_PATHS.documents, { status: 'rejected', type, limit: REJECTED_CHOICES_LIMIT }],
  });

/** Download link for the stored original (served with its file name and content type). */
export const documentFileUrl = (id: number): string =>
  apiUrl(`${itemPath(API_PATHS.documents, id)}/file`);
