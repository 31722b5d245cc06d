// A batch that changes 10,000 rows sends each open browser a handful of notices, each naming the
// changed paths once, and the last of them arrives after the batch ends.
import { API_PATHS } from '@compliance/contracts';
import { describe, expect, it } from 'vitest';

import { notifyChanged } from '../../core/src/infra/notify-changed';
import { useTestApp } from '../helpers/use-test-app';

describe('change notices over server-sent events', () => {
  const ctx = useTestApp();

  it('collapses a 10,000-notice batch into a handful per client', async () => {
    const address = await ctx().app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/events`, { signal: controller.signal });
    const reader = response.body!.getReader();
    const events: string[][] = [];
    let buffer = '';
    const reading = (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        buffer += new TextDecoder().decode(value);
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (block.startsWith('event: invalidate') && data)
            events.push((JSON.parse(data) as { keys: string[] }).keys);
        }
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 200)); // ': connected'

    // The batch: 10,000 changed screenings, announced 1,000 at a time as a worker would.
    for (let start = 1; start <= 10_000; start += 1000) {
      await Promise.all(
        Array.from({ length: 1000 }, (_, offset) =>
          notifyChanged(ctx().infra, [
            API_PATHS.sanctionsScreening,
            `${API_PATHS.sanctionsScreening}/${start + offset}` as const,
            API_PATHS.dashboardStats,
          ]),
        ),
      );
    }
    await notifyChanged(ctx().infra, [API_PATHS.documents]);
    // Wait until the trailing notice (the one naming documents) has arrived.
    const deadline = Date.now() + 10_000;
    while (!events.some((keys) => keys.includes(API_PATHS.documents)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await reading;

    expect(events.some((keys) => keys.includes(API_PATHS.documents))).toBe(true);
    expect(events.length).toBeGreaterThan(0);
    expect(events.length).toBeLessThanOrEqual(25);
    for (const keys of events) expect(new Set(keys).size).toBe(keys.length);
    const all = new Set(events.flat());
    expect(all.has(API_PATHS.sanctionsScreening)).toBe(true);
    expect(all.has(`${API_PATHS.sanctionsScreening}/10000`)).toBe(true);
  });
});
