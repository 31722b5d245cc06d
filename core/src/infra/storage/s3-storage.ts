import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';

import { AppError } from '@compliance/contracts/errors';
import { Client } from 'minio';

import type { S3Config } from '../config';
import { unavailableService } from '../unavailable';
import type { ObjectStorage, PutObjectInput, StoredObjectInfo } from './storage';

const isNotFound = (error: unknown): boolean => {
  const code = (error as { code?: string }).code;
  return code === 'NoSuchKey' || code === 'NotFound' || code === 'NoSuchObject';
};

/** A connection failure becomes a 503 naming object storage; any other error passes unchanged. */
const unreachable = (error: unknown): unknown =>
  unavailableService(error)
    ? new AppError('SERVICE_UNAVAILABLE', 'Object storage is unreachable: try again shortly')
    : error;

/**
 * S3-protocol storage through the minio client. Uploads go through a presigned PUT with a file
 * stream body: minio-js `putObject` reads any object smaller than its part size (>= 5 MB) into a
 * Buffer first, which would hold every 10 MB upload whole in memory.
 */
export const createS3Storage = (config: S3Config): ObjectStorage => {
  const client = new Client({
    endPoint: config.endPoint,
    ...(config.port ? { port: config.port } : {}),
    useSSL: config.useSSL,
    accessKey: config.accessKey,
    secretKey: config.secretKey,
    region: config.region,
    pathStyle: true,
  });
  const { bucket } = config;

  return {
    kind: 's3',
    async put({ key, filePath, size, contentType }: PutObjectInput) {
      const url = await client.presignedPutObject(bucket, key, 15 * 60);
      const response = await fetch(url, {
        method: 'PUT',
        headers: { 'content-length': String(size), 'content-type': contentType },
        body: createReadStream(filePath) as unknown as BodyInit,
        duplex: 'half',
      } as RequestInit).catch((error: unknown) => {
        throw unreachable(error);
      });
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          `Object storage rejected the upload (${response.status}) ${text.slice(0, 200)}`,
        );
      }
    },
    async get(key: string): Promise<Readable> {
      try {
        return await client.getObject(bucket, key);
      } catch (error) {
        if (isNotFound(error)) throw new AppError('NOT_FOUND', `Stored file ${key} not found`);
        throw unreachable(error);
      }
    },
    async stat(key: string): Promise<StoredObjectInfo | null> {
      try {
        const info = await client.statObject(bucket, key);
        const meta = info.metaData as Record<string, string | undefined>;
        return { size: info.size, contentType: meta['content-type'] ?? null };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw unreachable(error);
      }
    },
    async remove(key: string) {
      await client.removeObject(bucket, key);
    },
    async ensureReady() {
      if (!(await client.bucketExists(bucket))) {
        await client.makeBucket(bucket, config.region).catch(async (error: unknown) => {
          // Another replica may have created it between the check and the call.
          if (!(await client.bucketExists(bucket))) throw error;
        });
      }
    },
    async close() {},
  };
};
