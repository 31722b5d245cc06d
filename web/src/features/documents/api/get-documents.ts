import { API_PATHS, itemPath, type Document } from '@compliance/contracts';
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

/** Download link for the stored original (served with its file name and content type). */
export const documentFileUrl = (id: number): string =>
  apiUrl(`${itemPath(API_PATHS.documents, id)}/file`);
