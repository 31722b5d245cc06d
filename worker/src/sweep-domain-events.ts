import { QUEUES } from '@compliance/contracts/queues';
import { eventJobId } from '@compliance/core/events/record-event';
import type { Infra } from '@compliance/core/infra';

/** Re-enqueues events still unprocessed after `olderThanMs` whose job is missing or finished. */
export const sweepDomainEvents = async ({
  infra,
  olderThanMs = 30_000,
}: {
  infra: Pick<Infra, 'prisma' | 'dispatcher' | 'logger'>;
  olderThanMs?: number;
}): Promise<number[]> => {
  const stale = await infra.prisma.domainEvent.findMany({
    where: {
      processedAt: null,
      failedAt: null,
      createdAt: { lt: new Date(Date.now() - olderThanMs) },
      attempts: { lt: 20 },
    },
    select: { id: true },
    orderBy: { id: 'asc' },
    take: 500,
  });
  const requeued: number[] = [];
  for (const { id } of stale) {
    const state = await infra.dispatcher.state(QUEUES.domainEvents, eventJobId(id));
    if (state === 'missing' || state === 'completed' || state === 'failed') {
      await infra.dispatcher.enqueue(
        QUEUES.domainEvents,
        { eventId: id },
        { jobId: eventJobId(id), replaceFinished: true },
      );
      requeued.push(id);
    }
  }
  if (requeued.length)
    infra.logger.warn({ eventIds: requeued }, 're-enqueued unprocessed domain events');
  return requeued;
};
