import { QUEUES } from '@compliance/contracts/queues';
import { Queue } from 'bullmq';
import { describe, expect, it } from 'vitest';

import { makeInvoicePdf } from '../fixtures/documents/make-fixtures';
import { type PlatformProcess, PORTS, uploadDocument, useFaultPlatform, waitFor } from './platform';

const readyz = async (apiUrl: string) => {
  const response = await fetch(`${apiUrl}/readyz`);
  return {
    status: response.status,
    checks: ((await response.json()) as { checks: object }).checks,
  };
};

/** Whether the worker's daily audit retention job scheduler is in Redis. */
const hasRetentionSchedule = async () => {
  const queue = new Queue(QUEUES.auditRetention, {
    connection: { host: '127.0.0.1', port: PORTS.redis, maxRetriesPerRequest: null },
  });
  try {
    return (await queue.getJobSchedulers()).some((s) => s.key === 'audit-retention-schedule');
  } finally {
    await queue.close();
  }
};

/**
 * Reads an open browser's event stream (/api/events) into `text` as it arrives, from after the
 * replay it opens with: what the test looks for must come later.
 */
const openEventStream = async (apiUrl: string) => {
  const controller = new AbortController();
  const response = await fetch(`${apiUrl}/api/events?replay=0`, { signal: controller.signal });
  const stream = { text: '', close: () => controller.abort() };
  const reader = response.body!.getReader();
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      stream.text += new TextDecoder().decode(value);
    }
  })();
  await waitFor('the event stream to connect', async () => stream.text.includes(': connected'));
  // A young api process names every path in its replay; a pause lets that arrive before `text` is
  // cleared.
  await new Promise((resolve) => setTimeout(resolve, 300));
  stream.text = '';
  return stream;
};

describe('Redis stopped and started again (its queued jobs lost)', () => {
  const fault = useFaultPlatform();
  let worker: PlatformProcess;

  it('goes not-ready, recovers without an api restart and loses no verification', async () => {
    const platform = fault();
    const { apiUrl, prisma } = platform;
    const pdf = Buffer.from(await makeInvoicePdf());
    const upload = async (name: string) => {
      const response = await uploadDocument(apiUrl, { name, file: pdf });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: number }).id;
    };
    try {
      // No worker yet: these jobs wait in Redis, and Redis (no persistence) loses them on restart.
      const queuedBefore = [
        await upload('Queued 1'),
        await upload('Queued 2'),
        await upload('Queued 3'),
      ];

      // A browser with the dashboard open: the outage's uploads send it no notice.
      const browser = await openEventStream(apiUrl);
      await platform.redis.stop();
      const down = await waitFor('/readyz to report Redis down', async () => {
        const answer = await readyz(apiUrl);
        return answer.status === 503 && answer;
      });
      console.info(`[faults] redis down: readyz ${down.status} ${JSON.stringify(down.checks)}`);
      expect(down.checks).toMatchObject({ database: 'ok', storage: 'ok' });
      expect((down.checks as { redis: string }).redis).toMatch(/^error/);

      // Uploads keep working: the row is the record of the work; the sweeper enqueues it later.
      const startedAt = Date.now();
      const duringOutage = [await upload('During outage 1'), await upload('During outage 2')];
      const uploadMs = Math.round((Date.now() - startedAt) / 2);
      // Reads do not need Redis at all.
      expect((await fetch(`${apiUrl}/api/documents`)).status).toBe(200);

      await platform.redis.start();
      const back = await waitFor('/readyz to recover', async () => {
        const answer = await readyz(apiUrl);
        return answer.status === 200 && Date.now();
      });
      console.info(
        `[faults] redis back: readyz 200 ${back - startedAt} ms after the outage began; uploads took ~${uploadMs} ms each during it`,
      );

      // Once Redis is back the browser is told that everything may have changed, and reloads.
      await waitFor('the browser to be told to load everything again', async () =>
        browser.text.includes('data: {"keys":["/api"]}'),
      );
      browser.close();

      worker = platform.startWorker();
      const ids = [...queuedBefore, ...duringOutage];
      const recoveredAt = Date.now();
      await waitFor(
        'every document to be verified',
        async () =>
          (await prisma.document.count({ where: { id: { in: ids }, status: 'verified' } })) ===
          ids.length,
        { timeoutMs: 120_000 },
      );
      console.info(
        `[faults] all ${ids.length} documents verified ${Date.now() - recoveredAt} ms after the worker started`,
      );
      // Their domain events (outbox rows) are all handled too.
      await waitFor(
        'every document event to be processed',
        async () =>
          (await prisma.domainEvent.count({ where: { processedAt: null, failedAt: null } })) === 0,
        { timeoutMs: 90_000 },
      );

      // The running worker itself survives a second outage and keeps working afterwards, and
      // sets the job schedulers the restarted Redis forgot again.
      await waitFor('the audit retention schedule', () => hasRetentionSchedule());
      await platform.redis.stop();
      await platform.redis.start();
      const after = await upload('After second outage');
      await waitFor(
        'the upload after the second outage to be verified',
        async () =>
          (await prisma.document.findUnique({ where: { id: after } }))?.status === 'verified',
        { timeoutMs: 120_000 },
      );
      expect(worker.child.exitCode).toBeNull();
      await waitFor('the audit retention schedule to be set again', () => hasRetentionSchedule(), {
        timeoutMs: 30_000,
      });
    } catch (error) {
      console.error(await platform.logs());
      throw error;
    }
  });
});
