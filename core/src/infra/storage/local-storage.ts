import { createReadStream } from 'node:fs';
import { access, copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

import { AppError } from '@compliance/contracts/errors';

import type { ObjectStorage, PutObjectInput, StoredObjectInfo } from './storage';

const safePath = (root: string, key: string): string => {
  const resolved = path.resolve(root, key);
  if (!resolved.startsWith(path.resolve(root) + path.sep)) {
    throw new AppError('BAD_REQUEST', `Invalid storage key: ${key}`);
  }
  return resolved;
};

/** Objects as files under `root`; the content type lives in a sidecar `.meta.json`. */
export const createLocalStorage = ({ root }: { root: string }): ObjectStorage => ({
  kind: 'local',
  async put({ key, filePath, contentType }: PutObjectInput) {
    const target = safePath(root, key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.partial`;
    await copyFile(filePath, partial);
    await writeFile(`${target}.meta.json`, JSON.stringify({ contentType }));
    // Rename is atomic: a reader never sees half a file.
    await rename(partial, target);
  },
  async get(key: string): Promise<Readable> {
    const target = safePath(root, key);
    try {
      await access(target);
    } catch {
      throw new AppError('NOT_FOUND', `Stored file ${key} not found`);
    }
    return createReadStream(target);
  },
  async stat(key: string): Promise<StoredObjectInfo | null> {
    const target = safePath(root, key);
    try {
      const info = await stat(target);
      const meta = JSON.parse(await readFile(`${target}.meta.json`, 'utf8').catch(() => '{}')) as {
        contentType?: string;
      };
      return { size: info.size, contentType: meta.contentType ?? null };
    } catch {
      return null;
    }
  },
  async remove(key: string) {
    const target = safePath(root, key);
    await rm(target, { force: true });
    await rm(`${target}.meta.json`, { force: true });
  },
  async ensureReady() {
    await mkdir(root, { recursive: true });
    await access(root);
  },
  async close() {},
});
