import { describe, expect, it } from 'vitest';

import { createQueryCache } from '../../core/src/infra/query-cache';

/** A load whose answers the test releases one by one. */
const controlledLoads = () => {
  const pending: Array<{ resolve: (value: number) => void; reject: (error: Error) => void }> = [];
  let calls = 0;
  return {
    load: () => {
      calls += 1;
      return new Promise<number>((resolve, reject) => pending.push({ resolve, reject }));
    },
    get calls() {
      return calls;
    },
    release: (value: number) => pending.shift()!.resolve(value),
    fail: () => pending.shift()!.reject(new Error('database went away')),
  };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createQueryCache', () => {
  it('shares one first load between concurrent callers and counts the TTL from the answer', async () => {
    let clock = 0;
    const cache = createQueryCache({ ttlMs: 100, now: () => clock });
    const loads = controlledLoads();
    const first = cache.get('k', ['/api/documents'], loads.load);
    clock = 2; // a fast load: the TTL is the base 100 ms
    const second = cache.get('k', ['/api/documents'], loads.load);
    loads.release(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(loads.calls).toBe(1);
    clock = 101;
    expect(await cache.get('k', ['/api/documents'], loads.load)).toBe(7);
    expect(loads.calls).toBe(1);
  });

  it('after the TTL answers the last value at once and reloads once in the background', async () => {
    let clock = 0;
    const cache = createQueryCache({ ttlMs: 100, now: () => clock });
    const loads = controlledLoads();
    const first = cache.get('k', ['/api/documents'], loads.load);
    loads.release(7);
    expect(await first).toBe(7);

    clock = 150; // expired: every caller still gets 7 without waiting, one reload runs
    expect(await cache.get('k', ['/api/documents'], loads.load)).toBe(7);
    expect(await cache.get('k', ['/api/documents'], loads.load)).toBe(7);
    expect(loads.calls).toBe(2);

    loads.release(8);
    await settle();
    expect(await cache.get('k', ['/api/documents'], loads.load)).toBe(8);
    expect(loads.calls).toBe(2);
  });

  it('makes the TTL twenty times a slow load, so big counts are not rerun every 2 s', async () => {
    let clock = 0;
    const cache = createQueryCache({ ttlMs: 100, now: () => clock });
    const loads = controlledLoads();
    const first = cache.get('k', ['/api/documents'], loads.load);
    clock = 50; // the load took 50 ms: the answer is fresh for 1,000 ms
    loads.release(7);
    expect(await first).toBe(7);
    clock = 1049;
    await cache.get('k', ['/api/documents'], loads.load);
    expect(loads.calls).toBe(1);
    clock = 1051;
    await cache.get('k', ['/api/documents'], loads.load);
    expect(loads.calls).toBe(2);
  });

  it('keeps the last value when a background reload fails, and retries after it', async () => {
    let clock = 0;
    const cache = createQueryCache({ ttlMs: 100, now: () => clock });
    const loads = controlledLoads();
    const first = cache.get('k', [], loads.load);
    loads.release(7);
    await first;
    clock = 150;
    expect(await cache.get('k', [], loads.load)).toBe(7);
    loads.fail();
    await settle();
    expect(await cache.get('k', [], loads.load)).toBe(7);
    expect(loads.calls).toBe(3);
    loads.release(9);
    await settle();
    expect(await cache.get('k', [], loads.load)).toBe(9);
  });

  it('does not remember a failed first load', async () => {
    const cache = createQueryCache({ ttlMs: 60_000 });
    await expect(
      cache.get('k', [], () => Promise.reject(new Error('database went away'))),
    ).rejects.toThrow('database went away');
    expect(await cache.get('k', [], async () => 3)).toBe(3);
  });

  it('drops entries when a notice names their path or an item under it', async () => {
    const cache = createQueryCache({ ttlMs: 60_000 });
    await cache.get('stats', ['/api/documents', '/api/kyc-screening'], async () => 1);
    cache.invalidate(['/api/vendors']);
    expect(await cache.get('stats', [], async () => 2)).toBe(1);
    cache.invalidate(['/api/documents/42']);
    expect(await cache.get('stats', [], async () => 3)).toBe(3);
  });

  it('after a change notice the next caller waits for a fresh load, not the stale value', async () => {
    let clock = 0;
    const cache = createQueryCache({ ttlMs: 100, now: () => clock });
    const loads = controlledLoads();
    const first = cache.get('k', ['/api/documents'], loads.load);
    loads.release(7);
    await first;
    clock = 150; // a background reload starts, then a document is created
    await cache.get('k', ['/api/documents'], loads.load);
    cache.invalidate(['/api/documents']);
    const afterChange = cache.get('k', ['/api/documents'], loads.load);
    loads.release(7); // the reload begun before the change answers late: not kept
    loads.release(8);
    expect(await afterChange).toBe(8);
    await settle();
    expect(await cache.get('k', ['/api/documents'], loads.load)).toBe(8);
    expect(loads.calls).toBe(3);
  });

  it('serves a slow answer while it is reloaded after a change, at most once per four load times', async () => {
    let clock = 0;
    const cache = createQueryCache({ ttlMs: 60_000, now: () => clock });
    const loads = controlledLoads();
    const first = cache.get('k', ['/api/documents'], loads.load);
    clock = 100; // a count over a big table: 100 ms
    loads.release(1_000_000);
    expect(await first).toBe(1_000_000);

    cache.invalidate(['/api/documents']); // a document was created
    clock = 600; // five load times after the last load started: due
    expect(await cache.get('k', ['/api/documents'], loads.load)).toBe(1_000_000);
    expect(loads.calls).toBe(2);
    cache.invalidate(['/api/documents']); // another change while the recount runs
    clock = 700;
    loads.release(1_000_001);
    await settle();
    expect(await cache.get('k', ['/api/documents'], loads.load)).toBe(1_000_001);
    // The recount started at 600 took 100 ms: the next one waits until 1,100.
    clock = 1_099;
    await cache.get('k', ['/api/documents'], loads.load);
    expect(loads.calls).toBe(2);
    clock = 1_100;
    expect(await cache.get('k', ['/api/documents'], loads.load)).toBe(1_000_001);
    expect(loads.calls).toBe(3);
    clock = 1_150;
    loads.release(1_000_002);
    await settle();
    expect(await cache.get('k', ['/api/documents'], loads.load)).toBe(1_000_002);
    // No change since: nothing more is loaded before the TTL.
    clock = 5_000;
    await cache.get('k', ['/api/documents'], loads.load);
    expect(loads.calls).toBe(3);
  });

  it('tries a failed recount after a change again on a later read', async () => {
    let clock = 0;
    const cache = createQueryCache({ ttlMs: 60_000, now: () => clock });
    const loads = controlledLoads();
    const first = cache.get('k', ['/api/documents'], loads.load);
    clock = 100;
    loads.release(5);
    await first;
    cache.invalidate(['/api/documents']);
    clock = 1_000;
    expect(await cache.get('k', ['/api/documents'], loads.load)).toBe(5);
    loads.fail();
    await settle();
    expect(await cache.get('k', ['/api/documents'], loads.load)).toBe(5);
    expect(loads.calls).toBe(3);
    loads.release(6);
    await settle();
    expect(await cache.get('k', ['/api/documents'], loads.load)).toBe(6);
  });

  it('drops a first load still running when a change arrives', async () => {
    const cache = createQueryCache({ ttlMs: 60_000 });
    const loads = controlledLoads();
    const first = cache.get('k', ['/api/documents'], loads.load);
    cache.invalidate(['/api/documents']);
    const second = cache.get('k', ['/api/documents'], loads.load);
    loads.release(1);
    loads.release(2);
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(await cache.get('k', ['/api/documents'], loads.load)).toBe(2);
  });

  it('drops even a slow answer when the change was made in this process', async () => {
    let clock = 0;
    const cache = createQueryCache({ ttlMs: 60_000, now: () => clock });
    const loads = controlledLoads();
    const first = cache.get('k', ['/api/documents'], loads.load);
    clock = 100;
    loads.release(1_000_000);
    await first;
    cache.drop(['/api/documents/7']);
    const next = cache.get('k', ['/api/documents'], loads.load);
    loads.release(1_000_001);
    expect(await next).toBe(1_000_001);
  });
});
