// The built web app as browsers get it: precompressed copies chosen by Accept-Encoding, hashed
// assets cached for good, index.html revalidated on every load (also on client-side routes).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../api/src/app';
import { useTestApp } from '../helpers/use-test-app';

describe('web delivery', () => {
  const ctx = useTestApp();
  let dist = '';
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await mkdir(path.join(dist, 'assets'));
    const html = '<!doctype html><script type="module" src="/assets/index-AbC123.js"></script>';
    await writeFile(path.join(dist, 'index.html'), html);
    await writeFile(path.join(dist, 'index.html.br'), brotliCompressSync(html));
    await writeFile(path.join(dist, 'index.html.gz'), gzipSync(html));
    const asset = path.join(dist, 'assets', 'index-AbC123.js');
    await writeFile(asset, script);
    await writeFile(`${asset}.br`, brotliCompressSync(script));
    await writeFile(`${asset}.gz`, gzipSync(script));
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('serves brotli or gzip copies, immutable hashed assets and a no-cache index.html', async () => {
    const app = await buildApp({ infra: ctx().infra, webDistDir: dist });
    try {
      const br = await app.inject({
        url: '/assets/index-AbC123.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

      const gz = await app.inject({
        url: '/assets/index-AbC123.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gz.headers['content-encoding']).toBe('gzip');

      const plain = await app.inject({ url: '/assets/index-AbC123.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);

      for (const url of ['/', '/documents']) {
        const page = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['cache-control'], url).toBe('no-cache');
      }

      // An asset of another build is missing here, not the app's HTML under a script's name.
      const stale = await app.inject({ url: '/assets/index-OtherBuild.js' });
      expect(stale.statusCode).toBe(404);
      expect(stale.headers['content-type']).toMatch(/application\/json/);
    } finally {
      await app.close();
    }
  });
});
