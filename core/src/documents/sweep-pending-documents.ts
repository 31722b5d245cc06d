// A document must never stay pending forever: Redis may have lost its job (flushed, restarted
// without persistence) or the enqueue after the insert may have failed. Re-enqueue any document
// pending longer than `olderThanMs` whose job is missing or finished.
import { QUEUES } from '@compliance/contracts/queues';

import type { Infra } from '../infra';
import { enqueueVerification, verificationJobId } from './enqueue-verification';

export const sweepPendingDocuments = async ({
  infra,
  olderThanMs = 60_000,
}: {
  infra: Pick<Infra, 'prisma' | 'dispatcher' | 'logger'>;
  olderThanMs?: number;
}): Promise<number[]> => {
  const stale = await infra.prisma.document.findMany({
    where: { status: 'pending', uploadedAt: { lt: new Date(Date.now() - olderThanMs) } },
    select: { id: true },
    take: 500,
  });
  const requeued: number[] = [];
  for (const { id } of stale) {
    const state = await infra.dispatcher.state(QUEUES.documentVerification, verificationJobId(id));
    if (state === 'missing' || state === 'completed' || state === 'failed') {
      await enqueueVerification({
        dispatcher: infra.dispatcher,
        documentId: id,
        replaceFinished: true,
      });
      requeued.push(id);
    }
  }
  if (requeued.length)
    infra.logger.warn({ documentIds: requeued }, 're-enqueued pending documents');
  return requeued;
};
