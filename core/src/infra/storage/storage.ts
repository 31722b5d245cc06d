// One storage interface for uploads: S3 protocol (MinIO in compose/Kubernetes/tests) or the local
// disk (the embedded default of `npm start`). Callers never see which one they have.
import type { Readable } from 'node:stream';

export interface PutObjectInput {
  key: string;
  /** A file on local disk: uploads are spooled there first so they can be checked and streamed. */
  filePath: string;
  size: number;
  contentType: string;
}

export interface StoredObjectInfo {
  size: number;
  contentType: string | null;
}

export interface ObjectStorage {
  readonly kind: 's3' | 'local';
  put(input: PutObjectInput): Promise<void>;
  get(key: string): Promise<Readable>;
  stat(key: string): Promise<StoredObjectInfo | null>;
  remove(key: string): Promise<void>;
  /** Reachability check for /readyz; creates the bucket or folder on first use. */
  ensureReady(): Promise<void>;
  close(): Promise<void>;
}
