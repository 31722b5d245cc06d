import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';

import { makeInvoicePdf } from '../fixtures/documents/make-fixtures';
import { PORTS, uploadDocument, useFaultPlatform, waitFor } from './platform';

describe('kill -9 of a worker process during document verifications', () => {
  const fault = useFaultPlatform();

  it('finishes all 10 verifications once a worker runs again', async () => {
    const platform = fault();
    const pdf = Buffer.from(await makeInvoicePdf());
    const ids: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      const response = await uploadDocument(platform.apiUrl, {
        name: `Invoice ${index}`,
        file: pdf,
      });
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: number }).id);
    }
    const settled = () =>
      platform.prisma.document.count({ where: { id: { in: ids }, status: { not: 'pending' } } });

    const redis = new Redis(PORTS.redis, '127.0.0.1');
    try {
      const worker = platform.startWorker({ WORKER_CONCURRENCY: '1' });
      // Kill the worker while it holds a job: the job's lock is in Redis and nobody releases it.
      await waitFor(
        'the worker to take a job',
        async () => (await redis.llen('bull:document-verification:active')) > 0,
        { intervalMs: 5 },
      );
      worker.child.kill('SIGKILL');
      expect(await worker.exited).toBe('SIGKILL');
      const settledAtKill = await settled();
      const activeAtKill = await redis.llen('bull:document-verification:active');
      console.info(`[faults] worker killed: ${settledAtKill}/10 settled, ${activeAtKill} active`);
      expect(settledAtKill).toBeLessThan(10);
      expect(activeAtKill).toBeGreaterThan(0);

      const restartedAt = Date.now();
      platform.startWorker();
      await waitFor('all 10 documents to be verified', async () => (await settled()) === 10, {
        timeoutMs: 90_000,
      });
      console.info(`[faults] all 10 settled ${Date.now() - restartedAt} ms after the restart`);
    } catch (error) {
      console.error(await platform.logs());
      throw error;
    } finally {
      redis.disconnect();
    }
    const documents = await platform.prisma.document.findMany({ where: { id: { in: ids } } });
    expect(documents.map((document) => document.status)).toEqual(Array(10).fill('verified'));
  });
});
