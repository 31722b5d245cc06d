import { describe, expect, it } from 'vitest';

import { createQueryCache } from '../../core/src/infra/query-cache';

describe('createQueryCache', () => {
  it('shares one load between concurrent callers and counts the TTL from the answer', async () => {
    let clock = 0;
    const cache = createQueryCache({ ttlMs: 100, now: () => clock });
    let loads = 0;
    let release: (value: number) => void = () => {};
    const load = () => {
      loads += 1;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const first = cache.get('k', ['/api/documents'], load);
    clock = 500; // the load takes longer than the TTL
    const second = cache.get('k', ['/api/documents'], load);
    release(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(loads).toBe(1);
    clock = 550;
    expect(await cache.get('k', ['/api/documents'], async () => 8)).toBe(7);
    clock = 601;
    expect(await cache.get('k', ['/api/documents'], async () => 9)).toBe(9);
  });

  it('drops entries when a notice names their path or an item under it', async () => {
    const cache = createQueryCache({ ttlMs: 60_000 });
    await cache.get('stats', ['/api/documents', '/api/kyc-screening'], async () => 1);
    cache.invalidate(['/api/vendors']);
    expect(await cache.get('stats', [], async () => 2)).toBe(1);
    cache.invalidate(['/api/documents/42']);
    expect(await cache.get('stats', [], async () => 3)).toBe(3);
  });
});
