import { QUEUES } from '@compliance/contracts/queues';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';

import { createInProcessDispatcher } from '../../../core/src/infra/jobs/in-process-dispatcher';

const logger = pino({ level: 'silent' });

describe('in-process dispatcher (no Redis)', () => {
  it('runs a job once per id and reports its state', async () => {
    const dispatcher = createInProcessDispatcher({ logger });
    const seen: number[] = [];
    dispatcher.register(QUEUES.documentVerification, async ({ documentId }) => {
      seen.push(documentId);
    });
    await dispatcher.enqueue(
      QUEUES.documentVerification,
      { documentId: 7 },
      { jobId: 'document-7' },
    );
    await dispatcher.enqueue(
      QUEUES.documentVerification,
      { documentId: 7 },
      { jobId: 'document-7' },
    );
    await dispatcher.idle();
    expect(seen).toEqual([7]);
    expect(await dispatcher.state(QUEUES.documentVerification, 'document-7')).toBe('completed');
    expect(await dispatcher.state(QUEUES.documentVerification, 'document-8')).toBe('missing');
  });

  it('retries a failing job with backoff and flags the final attempt', async () => {
    const dispatcher = createInProcessDispatcher({ logger });
    const attempts: Array<[number, boolean]> = [];
    dispatcher.register(QUEUES.domainEvents, async (_payload, context) => {
      attempts.push([context.attempt, context.isFinalAttempt]);
      if (context.attempt < 2) throw new Error('transient');
    });
    await dispatcher.enqueue(QUEUES.domainEvents, { eventId: 1 }, { jobId: 'event-1' });
    await dispatcher.idle();
    expect(attempts).toEqual([
      [1, false],
      [2, false],
    ]);
    expect(await dispatcher.state(QUEUES.domainEvents, 'event-1')).toBe('completed');
  });

  it('holds jobs enqueued before a processor registers, then runs them', async () => {
    const dispatcher = createInProcessDispatcher({ logger });
    await dispatcher.enqueue(
      QUEUES.documentVerification,
      { documentId: 3 },
      { jobId: 'document-3' },
    );
    const seen: number[] = [];
    dispatcher.register(QUEUES.documentVerification, async ({ documentId }) => {
      seen.push(documentId);
    });
    await dispatcher.idle();
    expect(seen).toEqual([3]);
  });

  it('rejects payloads that do not match the job contract', async () => {
    const dispatcher = createInProcessDispatcher({ logger });
    await expect(
      dispatcher.enqueue(QUEUES.documentVerification, { documentId: -1 }, { jobId: 'document-x' }),
    ).rejects.toThrow();
  });
});
