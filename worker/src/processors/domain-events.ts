// domain-events: parses the stored event against its contract, runs the handlers registered for its
// type, then marks it processed. Handlers are idempotent (alerts dedupe by key, workflows by source
// event), so a retried job or a re-dispatched event from the sweeper cannot double-raise anything.
// A stored event that does not match its contract (an unknown type, a malformed payload) can never
// succeed: it is marked failed with the reason, and neither retried nor swept again.
import { DomainEventSchema, type StoredDomainEvent } from '@compliance/contracts/events';
import { DomainEventJobSchema, type QUEUES } from '@compliance/contracts/queues';
import type { DomainEvent } from '@compliance/core/db';
import type { Infra, JobProcessor } from '@compliance/core/infra';
import { notifyChanged } from '@compliance/core/infra/notify-changed';
import { z } from 'zod';

import { handleEvent } from '../handlers/domain-events';

type Deps = Pick<Infra, 'prisma' | 'notifier' | 'logger'>;

const parseStored = (
  row: DomainEvent,
): { event: StoredDomainEvent; reason?: never } | { event?: never; reason: string } => {
  const parsed = DomainEventSchema.safeParse({
    type: row.type,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    payload: row.payload,
  });
  if (!parsed.success)
    return { reason: `malformed '${row.type}' event: ${z.prettifyError(parsed.error)}` };
  return { event: { ...parsed.data, id: row.id, createdAt: row.createdAt } as StoredDomainEvent };
};

export const domainEventsProcessor =
  (infra: Deps): JobProcessor<typeof QUEUES.domainEvents> =>
  async (payload, context) => {
    const { eventId } = DomainEventJobSchema.parse(payload);
    const row = await infra.prisma.domainEvent.findUnique({ where: { id: eventId } });
    if (!row) {
      context.log.warn({ eventId }, 'event no longer exists; skipping');
      return;
    }
    if (row.processedAt || row.failedAt) return;

    const { event, reason } = parseStored(row);
    if (!event) {
      await infra.prisma.domainEvent.update({
        where: { id: eventId },
        data: {
          failedAt: new Date(),
          attempts: { increment: 1 },
          lastError: reason.slice(0, 4000),
        },
      });
      context.log.error({ eventId, type: row.type, reason }, 'domain event marked failed');
      return;
    }

    try {
      const changed = await handleEvent({ event, prisma: infra.prisma, log: context.log });
      await infra.prisma.domainEvent.update({
        where: { id: eventId },
        data: { processedAt: new Date(), attempts: { increment: 1 }, lastError: null },
      });
      await notifyChanged(infra, changed);
    } catch (error) {
      await infra.prisma.domainEvent
        .update({
          where: { id: eventId },
          data: { attempts: { increment: 1 }, lastError: (error as Error).message },
        })
        .catch((updateError: unknown) =>
          context.log.warn({ err: updateError, eventId }, 'could not record the failed attempt'),
        );
      throw error;
    }
  };
