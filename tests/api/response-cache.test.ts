// Repeated reads of a list are answered from the api's response cache until a change touches the
// list: a change through the API, a change announced by another process, or nothing cached at all
// for errors. What the client sees of a cached answer is the same body and paging headers.
import { gunzipSync } from 'node:zlib';

import { API_PATHS } from '@compliance/contracts';
import { describe, expect, it } from 'vitest';

import { notifyChanged } from '../../core/src/infra/notify-changed';
import { createDocument, createVendor } from '../factories/compliance-rows';
import { waitFor } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';

describe('cached reads', () => {
  const ctx = useTestApp();
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });
  const names = (response: { json: <T>() => T }) =>
    response
      .json<Array<{ name?: string; displayName?: string }>>()
      .map((row) => row.name ?? row.displayName);

  it('answers a repeated list page from the cache with the same body and paging headers', async () => {
    for (let i = 0; i < 3; i += 1)
      await createDocument(ctx().infra.prisma, { name: `Invoice ${i}` });
    const first = await get('/api/documents?limit=2');
    const second = await get('/api/documents?limit=2');
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['x-total-count']).toBe('3');
    expect(second.headers.link).toBe(first.headers.link);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    // Headers of the reply itself are set afresh.
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(second.headers['content-security-policy']).toMatch(/default-src 'none'/);
    // Another page or filter is another answer.
    expect((await get('/api/documents?limit=1')).headers['x-cache']).toBe('miss');
  });

  it('gives a client that accepts gzip the cached answer gzipped, and others the plain text', async () => {
    for (let i = 0; i < 40; i += 1)
      await createDocument(ctx().infra.prisma, { name: `Commercial invoice ${i}` });
    const plain = await get('/api/documents?limit=40');
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    const zipped = await waitFor(async () => {
      const response = await ctx().app.inject({
        method: 'GET',
        url: '/api/documents?limit=40',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      return response.headers['content-encoding'] === 'gzip' && response;
    });
    expect(zipped.headers['x-cache']).toBe('hit');
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);

    for (const refused of [undefined, 'identity', 'gzip;q=0, br']) {
      const response = await ctx().app.inject({
        method: 'GET',
        url: '/api/documents?limit=40',
        headers: refused ? { 'accept-encoding': refused } : {},
      });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(plain.body);
    }
  });

  it('gzips the first answer too for a client that accepts it, and keeps it for the next', async () => {
    for (let i = 0; i < 40; i += 1)
      await createDocument(ctx().infra.prisma, { name: `Packing list ${i}` });
    const ask = (encoding?: string) =>
      ctx().app.inject({
        method: 'GET',
        url: '/api/documents?limit=40&sort=name',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const first = await ask('gzip, deflate, br');
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    const body = gunzipSync(first.rawPayload).toString();
    expect(JSON.parse(body)).toHaveLength(40);
    const again = await ask('gzip');
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(again.rawPayload).toString()).toBe(body);
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(body);
    // An answer that fits in a packet goes as it is.
    const small = await ctx().app.inject({
      method: 'GET',
      url: '/api/documents?limit=1',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['x-cache']).toBe('miss');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveLength(1);
  });

  it('gzips a large answer (compressed off the event loop) for the first client and the next', async () => {
    for (let i = 0; i < 300; i += 1)
      await createDocument(ctx().infra.prisma, {
        name: `Certificate of origin for consignment ${i} of assorted machine parts`,
      });
    const ask = (encoding?: string) =>
      ctx().app.inject({
        method: 'GET',
        url: '/api/documents?limit=300',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const first = await ask('gzip');
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers['content-encoding']).toBe('gzip');
    const body = gunzipSync(first.rawPayload).toString();
    // Larger than what is compressed on the event loop (SYNC_GZIP_MAX_BYTES).
    expect(body.length).toBeGreaterThan(64 * 1024);
    expect(JSON.parse(body)).toHaveLength(300);
    const zipped = await waitFor(async () => {
      const response = await ask('gzip');
      return response.headers['content-encoding'] === 'gzip' && response;
    });
    expect(zipped.headers['x-cache']).toBe('hit');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(body);
    expect((await ask()).body).toBe(body);
  });

  it('reads once for requests of the same URL that arrive together', async () => {
    for (let i = 0; i < 5; i += 1)
      await createDocument(ctx().infra.prisma, { name: `Licence ${i}` });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => get('/api/documents?limit=3&sort=name')),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(responses.filter((response) => response.headers['x-cache'] === 'miss')).toHaveLength(1);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
  });

  it('serves the dashboard numbers from the cache until a change to one of the lists they count', async () => {
    await createDocument(ctx().infra.prisma, { name: 'Invoice', status: 'pending' });
    await get('/api/dashboard/stats');
    expect((await get('/api/dashboard/stats')).headers['x-cache']).toBe('hit');
    await createDocument(ctx().infra.prisma, { name: 'Invoice 2', status: 'pending' });
    await notifyChanged(ctx().infra, [`${API_PATHS.documents}/2`]);
    const after = await get('/api/dashboard/stats');
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json()).toMatchObject({ totalDocuments: 2 });
  });

  it('reads afresh after a change made through the API', async () => {
    await createVendor(ctx().infra.prisma, { displayName: 'Nordic Timber AB' });
    expect(names(await get('/api/vendors'))).toEqual(['Nordic Timber AB']);
    expect((await get('/api/vendors')).headers['x-cache']).toBe('hit');

    const created = await ctx().app.inject({
      method: 'POST',
      url: '/api/vendors',
      payload: {
        displayName: 'Baltic Reefer Lines',
        country: 'LV',
        description: 'Reefers',
        businessType: 'broker',
      },
    });
    expect(created.statusCode).toBe(201);
    const after = await get('/api/vendors');
    expect(after.headers['x-cache']).toBe('miss');
    expect(names(after).sort()).toEqual(['Baltic Reefer Lines', 'Nordic Timber AB']);
    expect(after.headers['x-total-count']).toBe('2');
  });

  it('reads afresh after a change another process announces, and only for the lists it names', async () => {
    await createDocument(ctx().infra.prisma, { name: 'Bill of lading 1' });
    await get('/api/documents');
    await get('/api/customs-declarations');
    // A worker verifies a document and announces it (over Redis in production).
    await ctx().infra.prisma.document.updateMany({ data: { name: 'Bill of lading 1 (verified)' } });
    await ctx().infra.notifier.publish({ keys: [`${API_PATHS.documents}/1`] });

    // The notice reaches the api asynchronously: the answer is read afresh once it has.
    const documents = await waitFor(async () => {
      const response = await get('/api/documents');
      return response.headers['x-cache'] === 'miss' && response;
    });
    expect(names(documents)).toEqual(['Bill of lading 1 (verified)']);
    expect((await get('/api/customs-declarations')).headers['x-cache']).toBe('hit');
  });

  it('keeps no error answer and no answer of a route that does not opt in', async () => {
    const bad = await get('/api/documents?limit=9999');
    expect(bad.statusCode).toBe(400);
    expect((await get('/api/documents?limit=9999')).headers['x-cache']).toBeUndefined();

    const document = await createDocument(ctx().infra.prisma, { name: 'Packing list' });
    await get(`/api/documents/${document.id}`);
    expect((await get(`/api/documents/${document.id}`)).headers['x-cache']).toBeUndefined();
  });

  it('serves a cached search as it was answered, and a change to the list drops it', async () => {
    await createDocument(ctx().infra.prisma, { name: 'Certificate of origin 77' });
    const url = '/api/documents?q=origin%2077';
    expect(names(await get(url))).toEqual(['Certificate of origin 77']);
    await createDocument(ctx().infra.prisma, { name: 'Certificate of origin 771' });
    await notifyChanged(ctx().infra, [API_PATHS.documents]);
    const after = await get(url);
    expect(after.headers['x-cache']).toBe('miss');
    expect(names(after).sort()).toEqual(['Certificate of origin 77', 'Certificate of origin 771']);
  });
});
