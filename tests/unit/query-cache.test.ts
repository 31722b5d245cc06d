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

  it('keeps an answer given its own TTL that long, and still drops it on a notice', async () => {
    let clock = 0;
    const cache = createQueryCache({ ttlMs: 100, now: () => clock });
    const loads = controlledLoads();
    const get = () => cache.get('tree', ['/api/tariff-data'], loads.load, { ttlMs: 60_000 });
    const first = get();
    loads.release(1);
    expect(await first).toBe(1);
    clock = 59_999;
    expect(await get()).toBe(1);
    expect(loads.calls).toBe(1);
    clock = 60_000;
    expect(await get()).toBe(1); // the last answer, while it reloads
    expect(loads.calls).toBe(2);
    loads.release(2);
    await settle();
    cache.invalidate(['/api/tariff-data']);
    const after = get();
    expect(loads.calls).toBe(3);
    loads.release(3);
    expect(await after).toBe(3);
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

  it('hands out an answer `keep` refuses without keeping it, first load or reload', async () => {
    let clock = 0;
    const cache = createQueryCache({ ttlMs: 100, now: () => clock });
    let rows = 0;
    let loads = 0;
    const get = () =>
      cache.get(
        'tree',
        [],
        async () => {
          loads += 1;
          return rows;
        },
        { keep: (count) => count > 0 },
      );
    expect(await get()).toBe(0);
    expect(await get()).toBe(0);
    expect(loads).toBe(2);
    rows = 5;
    expect(await get()).toBe(5);
    expect(await get()).toBe(5);
    expect(loads).toBe(3);
    // The table emptied: the background reload's empty answer is not kept either.
    rows = 0;
    clock = 150;
    expect(await get()).toBe(5);
    await settle();
    expect(await get()).toBe(0);
    expect(loads).toBe(5);
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

  it('after one change, even a slow answer is loaded afresh for the next caller', async () => {
    let clock = 0;
    const cache = createQueryCache({ ttlMs: 60_000, now: () => clock });
    const loads = controlledLoads();
    const first = cache.get('k', ['/api/documents'], loads.load);
    clock = 100; // a count over a big table: 100 ms
    loads.release(1_000_000);
    await first;
    clock = 5_000;
    cache.invalidate(['/api/documents']); // the first change in a while
    const next = cache.get('k', ['/api/documents'], loads.load);
    loads.release(1_000_001);
    expect(await next).toBe(1_000_001);
  });

  it('while changes stream in, serves a slow answer as it is reloaded, at most once per four load times', async () => {
    let clock = 0;
    const cache = createQueryCache({ ttlMs: 60_000, now: () => clock });
    const loads = controlledLoads();
    const docs = ['/api/documents'];
    const first = cache.get('k', docs, loads.load);
    clock = 100; // a count over a big table: 100 ms
    loads.release(1_000_000);
    expect(await first).toBe(1_000_000);

    cache.invalidate(docs); // a document was created after a quiet spell: the next reader waits
    const fresh = cache.get('k', docs, loads.load);
    clock = 200;
    loads.release(1_000_001);
    expect(await fresh).toBe(1_000_001);
    expect(loads.calls).toBe(2);

    cache.invalidate(docs); // another change 100 ms later: a stream
    clock = 600; // five load times after the last load started: due
    expect(await cache.get('k', docs, loads.load)).toBe(1_000_001);
    expect(loads.calls).toBe(3);
    cache.invalidate(docs); // another change while the recount runs
    clock = 700;
    loads.release(1_000_002);
    await settle();
    expect(await cache.get('k', docs, loads.load)).toBe(1_000_002);
    // The recount started at 600 took 100 ms: the next one waits until 1,100.
    clock = 1_099;
    await cache.get('k', docs, loads.load);
    expect(loads.calls).toBe(3);
    clock = 1_100;
    expect(await cache.get('k', docs, loads.load)).toBe(1_000_002);
    expect(loads.calls).toBe(4);
    clock = 1_150;
    loads.release(1_000_003);
    await settle();
    expect(await cache.get('k', docs, loads.load)).toBe(1_000_003);
    // No change since: nothing more is loaded before the TTL.
    clock = 5_000;
    await cache.get('k', docs, loads.load);
    expect(loads.calls).toBe(4);
  });

  it('while changes stream in, still reloads a cheap answer for the next caller', async () => {
    let clock = 0;
    const cache = createQueryCache({ ttlMs: 60_000, now: () => clock });
    const loads = controlledLoads();
    const docs = ['/api/documents'];
    const first = cache.get('k', docs, loads.load);
    clock = 5; // a count of a small table: 5 ms
    loads.release(10);
    await first;
    cache.invalidate(docs);
    clock = 50;
    cache.invalidate(docs);
    const next = cache.get('k', docs, loads.load);
    loads.release(11);
    expect(await next).toBe(11);
  });

  it('tries a failed recount after a change again on a later read', async () => {
    let clock = 0;
    const cache = createQueryCache({ ttlMs: 60_000, now: () => clock });
    const loads = controlledLoads();
    const docs = ['/api/documents'];
    const first = cache.get('k', docs, loads.load);
    clock = 100;
    loads.release(5);
    await first;
    cache.invalidate(docs); // the first change: dropped, loaded afresh
    const fresh = cache.get('k', docs, loads.load);
    clock = 200;
    loads.release(5);
    await fresh;
    cache.invalidate(docs); // a second one soon after: a stream
    clock = 1_000;
    expect(await cache.get('k', docs, loads.load)).toBe(5);
    loads.fail();
    await settle();
    expect(await cache.get('k', docs, loads.load)).toBe(5);
    expect(loads.calls).toBe(4);
    loads.release(6);
    await settle();
    expect(await cache.get('k', docs, loads.load)).toBe(6);
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

  it('while changes stream in faster than a first load, keeps that load for its callers and reloads after it', async () => {
    let clock = 0;
    const cache = createQueryCache({ ttlMs: 60_000, now: () => clock });
    const loads = controlledLoads();
    const docs = ['/api/documents'];
    // A notice every 50 ms; a count takes 80 ms.
    const first = cache.get('k', docs, loads.load);
    clock = 10;
    cache.invalidate(docs); // the first change in a while: the running load is dropped
    const second = cache.get('k', docs, loads.load);
    expect(loads.calls).toBe(2);
    clock = 60;
    cache.invalidate(docs); // a stream: the running load is kept for whoever asks
    const third = cache.get('k', docs, loads.load);
    expect(loads.calls).toBe(2);
    clock = 80;
    loads.release(999_999);
    expect(await first).toBe(999_999);
    clock = 90;
    loads.release(1_000_000);
    expect(await second).toBe(1_000_000);
    expect(await third).toBe(1_000_000);
    // The change noticed at 60 calls for a recount, no sooner than five load times after 10.
    clock = 399;
    await cache.get('k', docs, loads.load);
    expect(loads.calls).toBe(2);
    clock = 410;
    expect(await cache.get('k', docs, loads.load)).toBe(1_000_000);
    expect(loads.calls).toBe(3);
    clock = 490;
    loads.release(1_000_001);
    await settle();
    expect(await cache.get('k', docs, loads.load)).toBe(1_000_001);
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
