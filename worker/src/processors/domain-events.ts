// domain-events: runs every handler registered for the event's type, then marks it processed.
// Handlers are idempotent (alerts dedupe by key, workflows by source event), so a retried job or a
// re-dispatched event from the sweeper cannot double-raise anything.
import type { Infra, JobProcessor } from '@compliance/api/infra';
import { DomainEventJobSchema, type QUEUES } from '@compliance/contracts/queues';

import { handlersFor } from '../handlers/domain-events';

type Deps = Pick<Infra, 'prisma' | 'notifier' | 'logger'>;

export const domainEventsProcessor =
  (infra: Deps): JobProcessor<typeof QUEUES.domainEvents> =>
  async (payload, context) => {
    const { eventId } = DomainEventJobSchema.parse(payload);
    const event = await infra.prisma.domainEvent.findUnique({ where: { id: eventId } });
    if (!event) {
      context.log.warn({ eventId }, 'event no longer exists; skipping');
      return;
    }
    if (event.processedAt) return;
    try {
      const changedKeys = new Set<string>();
      for (const handler of handlersFor(event.type)) {
        const keys = await handler({ event, prisma: infra.prisma, log: context.log });
        keys.forEach((key) => changedKeys.add(key));
      }
      await infra.prisma.domainEvent.update({
        where: { id: eventId },
        data: { processedAt: new Date(), attempts: { increment: 1 }, lastError: null },
      });
      if (changedKeys.size)
        await infra.notifier.publish({ keys: [...changedKeys] }).catch(() => {});
    } catch (error) {
      await infra.prisma.domainEvent
        .update({
          where: { id: eventId },
          data: { attempts: { increment: 1 }, lastError: (error as Error).message },
        })
        .catch(() => {});
      throw error;
    }
  };
