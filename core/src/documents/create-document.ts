// Stores an uploaded document: object first, then the row, then the verification job. A failed
// row write removes the object (no orphans); a failed enqueue leaves the row pending for the
// sweeper (see sweep-pending-documents.ts), so no upload is ever left unverified. An upload may
// name the rejected document it corrects (`replaces`); only that document's review advances when
// this one verifies.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';

import {
  API_PATHS,
  CONTENT_TYPES,
  type Document,
  DOCUMENT_TYPE_LABELS,
  type DocumentType,
  DocumentUploadFieldsSchema,
} from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';

import type { Infra } from '../infra';
import { notifyChanged } from '../infra/notify-changed';
import { enqueueVerification } from './enqueue-verification';
import type { ReceivedUpload } from './spooled-upload';
import { toDocumentDto } from './to-document-dto';

/**
 * A corrected copy may only replace a rejected document of its own type: a verified or pending
 * one needs no correction, and an invoice cannot stand in for a certificate of origin.
 */
const checkReplaceable = async (prisma: Infra['prisma'], id: number, type: DocumentType) => {
  const replaced = await prisma.document.findUnique({
    where: { id },
    select: { name: true, type: true, status: true },
  });
  if (!replaced) {
    throw new AppError('VALIDATION_FAILED', `replaces: document ${id} does not exist`);
  }
  if (replaced.status !== 'rejected') {
    throw new AppError(
      'CONFLICT',
      `replaces: document ${id} ('${replaced.name}') is ${replaced.status}, not rejected; only a rejected document can be replaced`,
    );
  }
  if (replaced.type !== type) {
    throw new AppError(
      'VALIDATION_FAILED',
      `replaces: document ${id} is a ${DOCUMENT_TYPE_LABELS[replaced.type]}; its corrected copy must be one too (got ${DOCUMENT_TYPE_LABELS[type]})`,
    );
  }
};

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
    // Checked before the object is stored, so a refused link leaves nothing behind.
    if (parsed.data.replaces !== undefined) {
      await checkReplaceable(infra.prisma, parsed.data.replaces, parsed.data.type);
    }

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
          replacesId: parsed.data.replaces ?? null,
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
