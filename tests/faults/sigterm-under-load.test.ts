import http from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeInvoicePdf } from '../fixtures/documents/make-fixtures';
import { multipartBody } from '../helpers/multipart';
import { type FaultPlatform, PORTS, sleep, startFaultPlatform } from './platform';

interface Outcome {
  sentAt: number;
  status?: number;
  error?: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

const get = (path: string): Promise<Outcome> =>
  new Promise((resolve) => {
    const sentAt = Date.now();
    const request = http.get({ host: '127.0.0.1', port: PORTS.api, path, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ sentAt, status: response.statusCode }));
      response.on('error', (error) => resolve({ sentAt, error: String(error) }));
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ sentAt, error: error.code ?? String(error) }),
    );
  });

describe('SIGTERM to the api under load', () => {
  let platform: FaultPlatform;
  beforeAll(async () => {
    platform = await startFaultPlatform();
  });
  afterAll(async () => {
    agent.destroy();
    await platform?.close();
  });

  it('completes every in-flight request (no resets, all 2xx) and exits cleanly', async () => {
    const api = await platform.startApi({ SHUTDOWN_GRACE_SECONDS: '30' });
    const pdf = Buffer.from(await makeInvoicePdf());
    let signalledAt = Number.POSITIVE_INFINITY;

    // Uploads whose body is still arriving when the signal comes: the slowest kind of in-flight work.
    const slowUpload = (index: number) =>
      new Promise<Outcome>((resolve) => {
        const { body, contentType } = multipartBody([
          { name: 'name', value: `Slow upload ${index}` },
          { name: 'type', value: 'commercial_invoice' },
          { name: 'file', value: pdf, fileName: 'invoice.pdf', contentType: 'application/pdf' },
        ]);
        const request = http.request(
          {
            host: '127.0.0.1',
            port: PORTS.api,
            path: '/api/documents',
            method: 'POST',
            headers: { 'content-type': contentType, 'content-length': body.length },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve({ sentAt: 0, status: response.statusCode }));
          },
        );
        request.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ sentAt: 0, error: error.code ?? String(error) }),
        );
        const half = Math.floor(body.length / 2);
        request.write(body.subarray(0, half));
        void (async () => {
          while (Date.now() < signalledAt + 500) await sleep(50);
          request.end(body.subarray(half));
        })();
      });

    // Clients reading in a loop on keep-alive connections until well after the signal.
    const outcomes: Outcome[] = [];
    let stop = false;
    const client = async (index: number) => {
      const paths = [
        '/api/documents',
        '/api/regulations',
        '/api/incoterms',
        '/api/dashboard/stats',
      ];
      for (let turn = 0; !stop; turn += 1) {
        const outcome = await get(paths[(index + turn) % paths.length]!);
        outcomes.push(outcome);
        if (outcome.error) await sleep(20);
      }
    };

    const uploads = Array.from({ length: 5 }, (_, index) => slowUpload(index));
    const clients = Array.from({ length: 16 }, (_, index) => client(index));
    // Load first: a cold process answers its first requests slowly on a busy machine.
    for (const deadline = Date.now() + 60_000; outcomes.length < 200 && Date.now() < deadline;)
      await sleep(100);
    const beforeSignal = outcomes.length;
    signalledAt = Date.now();
    api.child.kill('SIGTERM');
    const exitCode = await api.exited;
    const exitedAfterMs = Date.now() - signalledAt;
    stop = true;
    await Promise.all(clients);
    const uploadOutcomes = await Promise.all(uploads);

    const sentBefore = outcomes.filter((outcome) => outcome.sentAt < signalledAt);
    const sentAfter = outcomes.filter((outcome) => outcome.sentAt >= signalledAt);
    const summary = (list: Outcome[]) =>
      list.reduce<Record<string, number>>((counts, outcome) => {
        const key = String(outcome.status ?? outcome.error);
        counts[key] = (counts[key] ?? 0) + 1;
        return counts;
      }, {});
    console.info(
      `[faults] SIGTERM: ${beforeSignal} requests answered before it; in flight or sent before: ${JSON.stringify(summary(sentBefore))}; sent after: ${JSON.stringify(summary(sentAfter))}; uploads: ${JSON.stringify(summary(uploadOutcomes))}; exit ${exitCode} after ${exitedAfterMs} ms`,
    );
    if (exitCode !== 0) console.error(await platform.logs());
    expect(exitCode).toBe(0);
    expect(beforeSignal).toBeGreaterThanOrEqual(200);
    expect(uploadOutcomes.map((outcome) => outcome.status)).toEqual([201, 201, 201, 201, 201]);
    expect(sentBefore.every((outcome) => outcome.status && outcome.status < 300)).toBe(true);
    // A request sent after the signal is answered (the process had not yet acted on it) or refused,
    // never half-answered: 503 on a kept-alive
    // connection, no connection once the listener is closed, or a reset of an idle kept-alive
    // connection the server was closing as the client reused it (safe to retry: nothing was read).
    expect(
      sentAfter.filter(
        (outcome) =>
          !(
            (outcome.status && (outcome.status < 300 || outcome.status === 503)) ||
            ['ECONNREFUSED', 'ECONNRESET'].includes(outcome.error ?? '')
          ),
      ),
    ).toEqual([]);
    expect(await platform.prisma.document.count()).toBe(5);
  });
});
