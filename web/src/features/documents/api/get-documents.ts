import type { Document } from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiUrl } from '../../../lib/api-client';

export const DOCUMENTS_PATH = '/api/documents';

export type DocumentsParams = { limit?: number };

/**
 * Key ['/api/documents'] or ['/api/documents', { limit }]; the default query function fetches it.
 * Without params the key is the prefix of every documents list, so invalidating it refreshes all.
 */
export const documentsQueryOptions = ({ limit }: DocumentsParams = {}) =>
  queryOptions<Document[]>({
    queryKey: limit === undefined ? [DOCUMENTS_PATH] : [DOCUMENTS_PATH, { limit }],
  });

export const useDocuments = (params: DocumentsParams = {}) =>
  useQuery(documentsQueryOptions(params));

/** Download link for the stored original (served with its file name and content type). */
export const documentFileUrl = (id: number): string => apiUrl(`${DOCUMENTS_PATH}/${id}/file`);
