import { describe, expect, it } from 'vitest';

import { useFaultPlatform, waitFor } from './platform';

const statusOf = async (url: string, init?: RequestInit) => (await fetch(url, init)).status;

describe('PostgreSQL restarted under a running api', () => {
  const fault = useFaultPlatform();

  it('answers 503 (never 500) while the database is down, then recovers without a restart', async () => {
    const platform = fault();
    const { apiUrl } = platform;
    let code = 0;
    const createRegulation = (title: string) =>
      fetch(`${apiUrl}/api/regulations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          title,
          regulationCode: `FAULT-${(code += 1)}`,
          country: 'European Union',
          regulationType: 'import',
          description: 'Written while PostgreSQL restarts.',
          effectiveDate: '2026-01-01',
          source: 'Fault test',
        }),
      });
    expect(await statusOf(`${apiUrl}/api/documents`)).toBe(200);
    expect((await createRegulation('Before outage GmbH')).status).toBe(201);

    await platform.postgres.stop();
    const downAt = Date.now();
    try {
      const during: Record<string, number[]> = { reads: [], writes: [], readyz: [] };
      // Pages not read before the outage: the api's response cache may still answer one it served
      // in the last 2 s (it is dropped by a change, not by an outage), so these must reach the
      // database.
      for (let round = 0; round < 5; round += 1) {
        during.reads!.push(await statusOf(`${apiUrl}/api/documents?limit=${10 + round}`));
        during.reads!.push(await statusOf(`${apiUrl}/api/vendors?limit=${10 + round}`));
        during.writes!.push((await createRegulation(`During outage ${round}`)).status);
        during.readyz!.push(await statusOf(`${apiUrl}/readyz`));
      }
      const body = await (await fetch(`${apiUrl}/api/documents?limit=9`)).json();
      console.info(`[faults] database down: ${JSON.stringify(during)}`);
      expect(new Set([...during.reads!, ...during.writes!, ...during.readyz!])).toEqual(
        new Set([503]),
      );
      expect(body).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    } catch (error) {
      console.error(await platform.logs());
      throw error;
    } finally {
      await platform.postgres.start();
    }
    const recovered = await waitFor(
      'the api to answer again',
      // An error is never cached: this page answers 200 only once the database does.
      async () => (await statusOf(`${apiUrl}/api/documents?limit=8`)) === 200 && Date.now(),
      { timeoutMs: 60_000 },
    );
    console.info(`[faults] database back: api answering ${recovered - downAt} ms after the stop`);
    expect(await statusOf(`${apiUrl}/readyz`)).toBe(200);
    expect((await createRegulation('After outage GmbH')).status).toBe(201);
    // Nothing written during the outage: the refused writes left no row.
    const names = (await platform.prisma.regulation.findMany({ select: { title: true } })).map(
      (regulation) => regulation.title,
    );
    expect(names).toContain('Before outage GmbH');
    expect(names).toContain('After outage GmbH');
    expect(names.filter((name) => name.startsWith('During outage'))).toEqual([]);
  });
});
