import { describe, expect, it } from 'vitest';

import { createResponseCache } from '../../core/src/infra/response-cache';

const answer = (body: string) => ({ body, headers: { 'x-total-count': '3' } });

describe('createResponseCache', () => {
  it('serves a stored answer until a change names its path, an item under it or a path above it', () => {
    const cache = createResponseCache();
    const store = () =>
      cache.set('GET /api/documents', ['/api/documents'], answer('[1]'), cache.mark());

    store();
    expect(cache.get('GET /api/documents')).toMatchObject(answer('[1]'));
    cache.drop(['/api/kyc-screening']);
    expect(cache.get('GET /api/documents')).toMatchObject(answer('[1]'));

    cache.drop(['/api/documents/7']);
    expect(cache.get('GET /api/documents')).toBeUndefined();
    store();
    cache.drop(['/api']);
    expect(cache.get('GET /api/documents')).toBeUndefined();
    store();
    cache.drop(['/api/documents']);
    expect(cache.get('GET /api/documents')).toBeUndefined();
  });

  it('does not keep an answer read before a change it depends on, but keeps one an unrelated change passed', () => {
    const cache = createResponseCache();
    const mark = cache.mark();
    cache.drop(['/api/documents']); // committed while the read was under way
    cache.set('GET /api/documents', ['/api/documents'], answer('[old]'), mark);
    expect(cache.get('GET /api/documents')).toBeUndefined();

    const later = cache.mark();
    cache.drop(['/api/customs-declarations']);
    cache.set('GET /api/documents', ['/api/documents'], answer('[new]'), later);
    expect(cache.get('GET /api/documents')?.body).toBe('[new]');
  });

  it('does not keep an answer whose read is older than every change it remembers', () => {
    const cache = createResponseCache();
    const mark = cache.mark();
    for (let i = 0; i < 600; i += 1) cache.drop([`/api/vendors/${i}`]);
    cache.set('GET /api/documents', ['/api/documents'], answer('[1]'), mark);
    expect(cache.get('GET /api/documents')).toBeUndefined();
  });

  it('forgets answers after the TTL and does not keep very large ones', async () => {
    const cache = createResponseCache({ ttlMs: 20 });
    cache.set('small', ['/api/documents'], answer('[1]'), cache.mark());
    cache.set('huge', ['/api/documents'], answer('x'.repeat(2 * 1024 * 1024)), cache.mark());
    expect(cache.get('small')).toBeDefined();
    expect(cache.get('huge')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(cache.get('small')).toBeUndefined();
  });

  it('evicts the least recently used answers beyond its memory budget', () => {
    const cache = createResponseCache({ maxBytes: 10_000 });
    const body = 'x'.repeat(1500); // about 3.5 KB an entry as counted
    cache.set('a', ['/api/documents'], answer(body), cache.mark());
    cache.set('b', ['/api/documents'], answer(body), cache.mark());
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    cache.set('c', ['/api/documents'], answer(body), cache.mark());
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });
});
