import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';

import { describe, expect, it } from 'vitest';

import { createLocalStorage } from '../../../core/src/infra/storage/local-storage';

describe('local-disk storage', () => {
  it('stores, stats, reads back and removes an object', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'storage-'));
    const storage = createLocalStorage({ root: path.join(root, 'objects') });
    await storage.ensureReady();
    const source = path.join(root, 'upload.pdf');
    await writeFile(source, '%PDF-1.7 body');
    await storage.put({
      key: 'documents/2026/11/a.pdf',
      filePath: source,
      size: 13,
      contentType: 'application/pdf',
    });
    expect(await storage.stat('documents/2026/11/a.pdf')).toEqual({
      size: 13,
      contentType: 'application/pdf',
    });
    expect((await buffer(await storage.get('documents/2026/11/a.pdf'))).toString()).toBe(
      '%PDF-1.7 body',
    );
    await storage.remove('documents/2026/11/a.pdf');
    expect(await storage.stat('documents/2026/11/a.pdf')).toBeNull();
    await expect(storage.get('documents/2026/11/a.pdf')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('refuses keys that escape its root', async () => {
    const storage = createLocalStorage({ root: await mkdtemp(path.join(os.tmpdir(), 'storage-')) });
    await expect(storage.get('../../etc/passwd')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
