import { API_PATHS, type Document, type DocumentType } from '@compliance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiUpload } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';

import { documentsQueryOptions } from './get-documents';

export type UploadDocumentInput = {
  name: string;
  type: DocumentType;
  file: File;
  /** The rejected document this upload is the corrected copy of. */
  replaces?: number;
};

// Text fields go before the file so the server knows name and type before the stream arrives.
export const uploadDocument = ({
  name,
  type,
  file,
  replaces,
}: UploadDocumentInput): Promise<Document> => {
  const formData = new FormData();
  formData.append('name', name);
  formData.append('type', type);
  if (replaces !== undefined) formData.append('replaces', String(replaces));
  formData.append('file', file, file.name);
  return apiUpload<Document>(API_PATHS.documents, formData);
};

type UseUploadDocumentOptions = { onSuccess?: (document: Document) => void };

export const useUploadDocument = ({ onSuccess }: UseUploadDocumentOptions = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: (document) => {
      // Not awaited: the modal closes at once and the list refetches behind it.
      void refreshQueries(queryClient, { queryKey: documentsQueryOptions().queryKey });
      onSuccess?.(document);
    },
    // A failure toast titled 'Error' with the error message.
    meta: { errorToast: true },
  });
};
