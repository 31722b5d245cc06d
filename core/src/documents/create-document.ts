// Stores an uploaded document: object first, then the row, then the verification job. A failed
// row write removes the object (no orphans); a failed enqueue leaves the row pending for the
// sweeper (see sweep-pending-documents.ts), so no upload is ever left unverified.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';

import {
  API_PATHS,
  CONTENT_TYPES,
  type Document,
  DocumentUploadFieldsSchema,
} from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';

import type { Infra } from '../infra';
import { notifyChanged } from '../infra/notify-changed';
import { enqueueVerification } from './enqueue-verification';
import type { ReceivedUpload } from './spooled-upload';
import { toDocumentDto } from './to-document-dto';

export const createDocument = async ({
  infra,
  upload,
}: {
  infra: Pick<Infra, 'prisma' | 'storage' | 'dispatcher' | 'notifier' | 'logger'>;
  upload: ReceivedUpload;
}): Promise<Document> => {
  const { file } = upload;
  try {
    const parsed = DocumentUploadFieldsSchema.safeParse(upload.fields);
    if (!parsed.success) {
      const message = parsed.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ');
      throw new AppError('VALIDATION_FAILED', message);
    }
    if (!file) throw new AppError('VALIDATION_FAILED', 'file: file is required');

    const now = new Date();
    const storageKey = `documents/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${file.ext}`;
    const contentType = CONTENT_TYPES[file.ext];
    await infra.storage.put({ key: storageKey, filePath: file.path, size: file.size, contentType });

    let row;
    try {
      row = await infra.prisma.document.create({
        data: {
          name: parsed.data.name,
          type: parsed.data.type,
          status: 'pending',
          fileName: file.fileName,
          contentType,
          size: file.size,
          storageKey,
          sha256: file.sha256,
        },
      });
    } catch (error) {
      await infra.storage
        .remove(storageKey)
        .catch((removeError: unknown) =>
          infra.logger.error(
            { err: removeError, storageKey },
            'could not remove object after failed insert',
          ),
        );
      throw error;
    }

    await enqueueVerification({ dispatcher: infra.dispatcher, documentId: row.id }).catch(
      (error: unknown) =>
        infra.logger.error(
          { err: error, documentId: row.id },
          'verification enqueue failed; the sweeper will retry',
        ),
    );
    await notifyChanged(infra, [API_PATHS.documents, API_PATHS.dashboardStats]);
    return toDocumentDto(row);
  } finally {
    if (file) await rm(file.path, { force: true });
  }
};
