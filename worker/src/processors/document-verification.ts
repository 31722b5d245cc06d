// document-verification: reads the stored file back, runs the checks, records verified/rejected
// with reasons and raises a domain event. Skips documents that are gone or already decided; on the
// final failed attempt the document is rejected with the reason, so it never stays pending.
import { buffer } from 'node:stream/consumers';

import { API_PATHS } from '@compliance/contracts';
import { DocumentVerificationJobSchema, type QUEUES } from '@compliance/contracts/queues';
import type { Prisma } from '@compliance/core/db';
import { dispatchEvents, recordEvent } from '@compliance/core/events/record-event';
import { type Infra, type JobProcessor } from '@compliance/core/infra';
import { notifyChanged } from '@compliance/core/infra/notify-changed';

import { verifyDocument } from '../handlers/document-verification';

type Deps = Pick<Infra, 'prisma' | 'storage' | 'dispatcher' | 'notifier' | 'logger'>;

const decide = async ({
  infra,
  documentId,
  status,
  reasons,
  pageCount,
  verification,
}: {
  infra: Deps;
  documentId: number;
  status: 'verified' | 'rejected';
  reasons: string[];
  pageCount: number | null;
  verification: Prisma.InputJsonValue | null;
}) => {
  const eventId = await infra.prisma.$transaction(async (tx) => {
    const updated = await tx.document.updateMany({
      where: { id: documentId, status: 'pending' },
      data: {
        status,
        reasons,
        pageCount,
        verifiedAt: new Date(),
        ...(verification ? { verification } : {}),
      },
    });
    if (updated.count === 0) return null;
    const document = await tx.document.findUniqueOrThrow({ where: { id: documentId } });
    return recordEvent(tx, {
      type: status === 'verified' ? 'document.verified' : 'document.rejected',
      subjectType: 'document',
      subjectId: documentId,
      payload: { name: document.name, type: document.type, reasons },
    });
  });
  if (eventId === null) return;
  await dispatchEvents({ infra, eventIds: [eventId] });
  await notifyChanged(infra, [API_PATHS.documents, API_PATHS.dashboardStats]);
};

export const documentVerificationProcessor =
  (infra: Deps): JobProcessor<typeof QUEUES.documentVerification> =>
  async (payload, context) => {
    const { documentId } = DocumentVerificationJobSchema.parse(payload);
    const document = await infra.prisma.document.findUnique({ where: { id: documentId } });
    if (!document) {
      context.log.warn({ documentId }, 'document no longer exists; skipping');
      return;
    }
    if (document.status !== 'pending') return;
    try {
      const bytes = await buffer(await infra.storage.get(document.storageKey));
      const outcome = await verifyDocument({
        bytes,
        declaredType: document.type,
        fileName: document.fileName,
      });
      await decide({
        infra,
        documentId,
        status: outcome.status,
        reasons: outcome.reasons,
        pageCount: outcome.pageCount,
        verification: outcome.verification as unknown as Prisma.InputJsonValue,
      });
      context.log.info(
        { documentId, status: outcome.status, ms: outcome.verification.durationMs },
        'document checked',
      );
    } catch (error) {
      if (context.isFinalAttempt) {
        const reason = `Verification could not be completed after ${context.attempt} attempts: ${(error as Error).message}`;
        await decide({
          infra,
          documentId,
          status: 'rejected',
          reasons: [reason],
          pageCount: null,
          verification: null,
        });
      }
      throw error;
    }
  };
