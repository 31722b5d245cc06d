import {
  type Document,
  DOCUMENT_TYPE_LABELS,
  DocumentListQuerySchema,
  DocumentListSchema,
  DocumentSchema,
  ErrorResponseSchema,
  IdParamsSchema,
} from '@compliance/contracts';
import { createDocument } from '@compliance/core/documents/create-document';
import {
  getDocument,
  getDocumentRow,
  listDocuments,
} from '@compliance/core/documents/find-documents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { acceptUploads } from '../../plugins/uploads';
import { sendCsv, sendPage } from '../paging';
import { receiveUpload } from './receive-upload';

const contentDisposition = (disposition: 'attachment' | 'inline', fileName: string): string => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

export default async function documentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };

  app.get(
    '/',
    {
      config: { cachedRead: true },
      schema: {
        tags: ['documents'],
        summary: 'Documents, newest first: paged (limit, cursor, sort), searchable (q), filterable',
        querystring: DocumentListQuerySchema,
        response: { 200: DocumentListSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await listDocuments({ infra: app.infra, query: request.query })),
  );

  app.get(
    '/export.csv',
    {
      schema: {
        tags: ['documents'],
        summary: 'Every document of the filtered, sorted list as CSV (streamed)',
        querystring: DocumentListQuerySchema.omit({ limit: true, cursor: true }),
      },
    },
    async (request, reply) =>
      sendCsv<Document>(reply, {
        fileName: 'documents.csv',
        columns: [
          { header: 'ID', value: (row) => row.id },
          { header: 'Name', value: (row) => row.name },
          { header: 'Type', value: (row) => DOCUMENT_TYPE_LABELS[row.type] },
          { header: 'Status', value: (row) => row.status },
          { header: 'Uploaded', value: (row) => row.uploadedAt },
          { header: 'File name', value: (row) => row.fileName },
          { header: 'Size (bytes)', value: (row) => row.size },
          { header: 'Pages', value: (row) => row.pageCount },
          { header: 'Reasons', value: (row) => row.reasons.join('; ') },
          { header: 'Corrects document', value: (row) => row.replacesId },
        ],
        loadPage: (page) =>
          listDocuments({ infra: app.infra, query: { ...request.query, ...page } }),
      }),
  );

  // The upload, in a context of its own: only it carries the multipart hooks.
  await app.register(async (scope) => {
    await acceptUploads(scope);
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    uploads.post(
      '/',
      {
        schema: {
          tags: ['documents'],
          summary:
            'Upload a document (multipart: name, type, optional replaces = the id of the rejected document it corrects, file). PDF, DOC or DOCX up to 10 MB.',
          consumes: ['multipart/form-data'],
          response: {
            201: DocumentSchema,
            413: ErrorResponseSchema,
            415: ErrorResponseSchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const upload = await receiveUpload(request);
        const document = await createDocument({ infra: app.infra, upload });
        request.log.info({ documentId: document.id, size: document.size }, 'document uploaded');
        return reply.code(201).send(document);
      },
    );
  });

  app.get(
    '/:id',
    {
      schema: {
        tags: ['documents'],
        params: IdParamsSchema,
        response: { 200: DocumentSchema, ...errors },
      },
    },
    async (request) => getDocument({ prisma: app.infra.prisma, id: request.params.id }),
  );

  app.get(
    '/:id/file',
    {
      schema: {
        tags: ['documents'],
        summary: 'Download the original file',
        params: IdParamsSchema,
        querystring: z.object({
          disposition: z.enum(['attachment', 'inline']).default('attachment'),
        }),
      },
    },
    async (request, reply) => {
      const row = await getDocumentRow({ prisma: app.infra.prisma, id: request.params.id });
      const stream = await app.infra.storage.get(row.storageKey);
      return reply
        .header('content-type', row.contentType)
        .header('content-length', row.size)
        .header('content-disposition', contentDisposition(request.query.disposition, row.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );
}
