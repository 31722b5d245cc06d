// Web security as a browser or script meets it: cross-site writes refused, security headers, CORS
// allowlist, rate limits with Retry-After, JSON limits, upload names and decompression bombs.
import JSZip from 'jszip';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { makeDocx, makeInvoicePdf } from '../fixtures/documents/make-fixtures';
import { multipartBody } from '../helpers/multipart';
import { createTestApp, resetDatabase, type TestContext } from '../helpers/test-app';

const HOST = 'compliance.internal:3000';

describe('web security', () => {
  let ctx: TestContext;
  let invoice: Buffer;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { CORS_ORIGINS: 'https://portal.example.com' } });
    invoice = Buffer.from(await makeInvoicePdf());
  });
  afterAll(() => ctx.close());
  beforeEach(() => resetDatabase(ctx.infra));

  const upload = (
    headers: Record<string, string>,
    file: { value: Buffer; fileName: string } = { value: invoice, fileName: 'invoice.pdf' },
  ) => {
    const { body, contentType } = multipartBody([
      { name: 'name', value: 'Invoice INV-2041' },
      { name: 'type', value: 'commercial_invoice' },
      { name: 'file', ...file, contentType: 'application/octet-stream' },
    ]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: body,
      headers: { 'content-type': contentType, host: HOST, ...headers },
    });
  };
  const documentCount = () => ctx.infra.prisma.document.count();

  describe('cross-site requests', () => {
    it('refuses a multipart upload from a foreign origin with 403 and stores nothing', async () => {
      const response = await upload({ origin: 'https://evil.example' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'Cross-site request refused: origin https://evil.example is not allowed',
      );
      expect(await documentCount()).toBe(0);
    });

    it('refuses a foreign Referer when no Origin is sent', async () => {
      const response = await upload({ referer: 'https://evil.example/page' });
      expect(response.statusCode).toBe(403);
      expect(await documentCount()).toBe(0);
    });

    it('refuses an opaque "null" origin (sandboxed frames, data: URLs)', async () => {
      const response = await upload({ origin: 'null' });
      expect(response.statusCode).toBe(403);
    });

    it('accepts the same origin, an allowlisted origin, and scripts that send no Origin', async () => {
      expect((await upload({ origin: `http://${HOST}` })).statusCode).toBe(201);
      expect((await upload({ origin: 'https://portal.example.com' })).statusCode).toBe(201);
      expect((await upload({})).statusCode).toBe(201);
      expect(await documentCount()).toBe(3);
    });

    it('refuses foreign JSON writes too, and lets reads through', async () => {
      const write = await ctx.app.inject({
        method: 'POST',
        url: '/api/sanctions-screening/check',
        headers: { origin: 'https://evil.example', host: HOST },
        payload: { entityName: 'Acme' },
      });
      expect(write.statusCode).toBe(403);
      const read = await ctx.app.inject({
        method: 'GET',
        url: '/api/documents',
        headers: { origin: 'https://evil.example', host: HOST },
      });
      expect(read.statusCode).toBe(200);
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('CORS', () => {
    it('answers the allowlisted origin with credentials and ignores others', async () => {
      const preflight = (origin: string) =>
        ctx.app.inject({
          method: 'OPTIONS',
          url: '/api/documents',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            host: HOST,
          },
        });
      const allowed = await preflight('https://portal.example.com');
      expect(allowed.headers['access-control-allow-origin']).toBe('https://portal.example.com');
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
      const refused = await preflight('https://evil.example');
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    });

    it("lets the allowlisted origin read a list's paging headers, answered fresh or cached", async () => {
      const list = (origin?: string) =>
        ctx.app.inject({
          method: 'GET',
          url: '/api/documents?limit=1',
          headers: { host: HOST, ...(origin ? { origin } : {}) },
        });
      for (const round of ['miss', 'hit']) {
        const read = await list('https://portal.example.com');
        expect(read.headers['x-cache'], round).toBe(round);
        expect(read.headers['x-total-count'], round).toBe('0');
        expect(String(read.headers['access-control-expose-headers']).toLowerCase(), round).toBe(
          'x-request-id, retry-after, x-total-count, link',
        );
      }
      // A same-origin script reads every header: nothing to expose.
      const own = await list();
      expect(own.headers['x-total-count']).toBe('0');
      expect(own.headers['access-control-expose-headers']).toBeUndefined();
    });
  });

  describe('security headers', () => {
    const FULL_SET = {
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    };

    it('gives JSON answers the short REST set: nothing loads from them, nothing frames them', async () => {
      for (const url of ['/api/documents', '/api/documents/999999', '/api/documents?q=%00']) {
        const response = await ctx.app.inject({ method: 'GET', url });
        expect(response.headers['content-type'], url).toMatch(/^application\/json/);
        expect(response.headers['content-security-policy'], url).toBe(
          "default-src 'none';frame-ancestors 'none'",
        );
        expect(response.headers, url).toMatchObject({
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'DENY',
          'cross-origin-resource-policy': 'same-origin',
          'strict-transport-security': 'max-age=31536000; includeSubDomains',
        });
        expect(response.headers['referrer-policy'], url).toBeUndefined();
      }
    });

    it('gives a stored file and the API documentation page the full set for pages', async () => {
      const uploaded = await upload({ origin: `http://${HOST}` });
      expect(uploaded.statusCode).toBe(201);
      const file = await ctx.app.inject({
        method: 'GET',
        url: `/api/documents/${uploaded.json().id}/file?disposition=inline`,
      });
      const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
      for (const [name, response] of [
        ['file', file],
        ['docs', docs],
      ] as const) {
        expect(response.statusCode, name).toBe(200);
        const csp = String(response.headers['content-security-policy']);
        expect(csp, name).toContain("default-src 'self'");
        // The document preview frames the file on the same origin.
        expect(csp, name).toContain("frame-ancestors 'self'");
        expect(csp, name).toContain("object-src 'none'");
        expect(response.headers, name).toMatchObject(FULL_SET);
      }
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(docs.headers['content-type']).toMatch(/^text\/html/);
    });
  });

  describe('NUL characters', () => {
    it('refuses a URL carrying %00 with 400, in a search or a path, and in a JSON string', async () => {
      for (const url of [
        '/api/documents?q=%00',
        '/api/sanctions-screening?q=Acme%00Ltd',
        '/api/kyc-screening/search?entity=abc%00',
        '/api/tariff-rates/search/8501%00',
        '/api/hs-codes/suggestions?description=steel%00bolts',
      ]) {
        const response = await ctx.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().message).toBe(
          'Request refused: the URL contains a NUL character (%00)',
        );
      }
      const body = await ctx.app.inject({
        method: 'POST',
        url: '/api/sanctions-screening/check',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ entityName: 'Acme\u0000Ltd', entityType: 'company' }),
      });
      expect(body.statusCode).toBe(400);
      expect(body.json().message).toMatch(/NUL character/);
    });
  });

  describe('JSON limits', () => {
    const check = (payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/sanctions-screening/check',
        headers: { 'content-type': 'application/json' },
        payload,
      });

    it('refuses JSON nested deeper than the limit with 400', async () => {
      const deep = `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`;
      const response = await check(deep);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Request body refused: JSON is nested deeper than 20 levels',
      );
    });

    it('refuses 100,000 nested arrays without crashing and stays healthy', async () => {
      const response = await check(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
      expect(response.statusCode).toBe(400);
      expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    });

    it('refuses a string longer than the limit with 400', async () => {
      const response = await check(JSON.stringify({ entityName: 'x'.repeat(20_001) }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Request body refused: a text value is longer than 20000 characters',
      );
    });
  });

  describe('uploads', () => {
    it('stores a sanitised file name: no path, control or bidi characters', async () => {
      const response = await upload(
        {},
        { value: invoice, fileName: '..\\..\\windows\\\u202eevil\u0007 invoice.pdf' },
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().fileName).toBe('evil invoice.pdf');
    });

    it('refuses a DOCX that expands into a decompression bomb, storing nothing', async () => {
      const zip = await JSZip.loadAsync(await makeDocx('commercial_invoice'));
      zip.file('word/media/padding.bin', Buffer.alloc(80 * 1024 * 1024));
      const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const response = await upload({}, { value: bomb, fileName: 'invoice.docx' });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toMatch(/^File refused as a possible decompression bomb: /);
      expect(await documentCount()).toBe(0);
    });

    it('still accepts an ordinary DOCX', async () => {
      const docx = await makeDocx('commercial_invoice');
      const response = await upload({}, { value: docx, fileName: 'invoice.docx' });
      expect(response.statusCode).toBe(201);
    });

    it('refuses a multipart body on a route that takes no file with 415, writing nothing', async () => {
      const { body, contentType } = multipartBody([
        { name: 'entityName', value: 'Acme Trading' },
        { name: 'file', value: invoice, fileName: 'invoice.pdf', contentType: 'application/pdf' },
      ]);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/sanctions-screening',
        payload: body,
        headers: { 'content-type': contentType, host: HOST },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toMatch(/Unsupported content type/);
      expect(await ctx.infra.prisma.sanctionsScreening.count()).toBe(0);
    });
  });
});

describe('rate limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { RATE_LIMIT_WRITES_PER_MINUTE: '3', RATE_LIMIT_SEARCHES_PER_MINUTE: '2' },
    });
  });
  afterAll(() => ctx.close());

  it('answers writes over the limit with 429 and Retry-After, in Redis', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 5; i += 1) {
      last = await ctx.app.inject({
        method: 'POST',
        url: '/api/sanctions-screening',
        remoteAddress: '10.9.8.7',
        payload: {},
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json().message).toMatch(/^Too many requests: at most 3 a minute, try again in/);
    const keys = await ctx.infra.redis!.keys('compliance-rate-limit:*');
    expect(keys.length).toBeGreaterThan(0);
  });

  /** A regulations search from one client address. */
  const searchFrom = (remoteAddress: string) => (q: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/regulations/search?q=${q}`, remoteAddress });

  it('limits searches and leaves plain reads alone', async () => {
    const search = searchFrom('10.9.8.8');
    expect((await search('steel')).statusCode).toBe(200);
    expect((await search('copper')).statusCode).toBe(200);
    const over = await search('aluminium');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many requests: at most 2 a minute/);
    for (let i = 0; i < 10; i += 1) {
      const read = await ctx.app.inject({
        method: 'GET',
        url: '/api/regulations',
        remoteAddress: '10.9.8.8',
      });
      expect(read.statusCode).toBe(200);
    }
  });

  it('does not count a repeated search the response cache answers', async () => {
    const search = searchFrom('10.9.8.9');
    const first = await search('tin');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    for (let i = 0; i < 5; i += 1) {
      const repeated = await search('tin');
      expect(repeated.statusCode).toBe(200);
      expect(repeated.headers['x-cache']).toBe('hit');
    }
    // Only the first read was counted: one more new search fits, the next does not.
    expect((await search('zinc')).statusCode).toBe(200);
    expect((await search('lead')).statusCode).toBe(429);
  });
});
