// Domain events through a transactional outbox: the event row is written in the same transaction as
// the change it describes, then a `domain-events` job is enqueued. If the enqueue is lost, the
// worker's sweeper finds the unprocessed row and enqueues it again.
import { QUEUES } from '@compliance/contracts/queues';
import type { Prisma } from '@compliance/db';

import type { Infra } from '../../infra';
import { jobIdFor } from '../../infra/jobs/dispatcher';

export const DOMAIN_EVENT_TYPES = [
  'document.verified',
  'document.rejected',
  'screening.flagged',
  'screening.blocked',
  'screening.new_hit',
  'declaration.rejected',
] as const;
export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];

export interface DomainEventInput {
  type: DomainEventType;
  subjectType: string;
  subjectId: number | null;
  payload: Prisma.InputJsonValue;
}

export const recordEvent = async (
  tx: Prisma.TransactionClient,
  event: DomainEventInput,
): Promise<number> => {
  const row = await tx.domainEvent.create({
    data: {
      type: event.type,
      subjectType: event.subjectType,
      subjectId: event.subjectId,
      payload: event.payload,
    },
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
