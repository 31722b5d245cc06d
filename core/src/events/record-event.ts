// Domain events through a transactional outbox: the event row is written in the same transaction as
// the change it describes, then a `domain-events` job is enqueued. If the enqueue is lost, the
// worker's sweeper finds the unprocessed row and enqueues it again. Every event is validated
// against its contract before it is stored, so the outbox never holds a shape no handler expects.
import { AppError } from '@compliance/contracts/errors';
import { type DomainEventInput, DomainEventSchema } from '@compliance/contracts/events';
import { QUEUES } from '@compliance/contracts/queues';
import type { Prisma } from '@compliance/db';

import type { Infra } from '../infra';
import { jobIdFor } from '../infra/jobs/dispatcher';

export const recordEvent = async (
  tx: Prisma.TransactionClient,
  event: DomainEventInput,
): Promise<number> => {
  const parsed = DomainEventSchema.safeParse(event);
  if (!parsed.success) {
    // A programming error, not the caller's: the transaction rolls back with the change it describes.
    throw new AppError(
      'INTERNAL',
      `refusing to record a malformed '${event.type}' event: ${parsed.error.message}`,
    );
  }
  const { type, subjectType, subjectId, payload } = parsed.data;
  const row = await tx.domainEvent.create({
    data: { type, subjectType, subjectId, payload },
    select: { id: true },
  });
  return row.id;
};

export const eventJobId = (eventId: number): string => jobIdFor('event', eventId);

export const dispatchEvents = async ({
  infra,
  eventIds,
}: {
  infra: Pick<Infra, 'dispatcher' | 'prisma' | 'logger'>;
  eventIds: number[];
}): Promise<void> => {
  for (const eventId of eventIds) {
    try {
      await infra.dispatcher.enqueue(
        QUEUES.domainEvents,
        { eventId },
        { jobId: eventJobId(eventId) },
      );
      await infra.prisma.domainEvent.update({
        where: { id: eventId },
        data: { dispatchedAt: new Date() },
      });
    } catch (error) {
      infra.logger.error({ err: error, eventId }, 'event dispatch failed; the sweeper will retry');
    }
  }
};
