import type { S3Config } from '../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { ObjectStorage } from './storage';

export type { ObjectStorage, PutObjectInput, StoredObjectInfo } from './storage';

export const createStorage = ({
  s3,
  localRoot,
}: {
  s3: S3Config | null;
  localRoot: string;
}): ObjectStorage => (s3 ? createS3Storage(s3) : createLocalStorage({ root: localRoot }));
