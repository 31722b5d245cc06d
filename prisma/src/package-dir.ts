// This package's folder (schema, migrations, reference data), found through Node's package
// resolution rather than the calling file's location: the same answer from the TypeScript sources,
// from a compiled bundle in api/dist or worker/dist, and inside the container images.
import { createRequire } from 'node:module';
import path from 'node:path';

export const DB_PACKAGE_DIR = path.dirname(
  createRequire(import.meta.url).resolve('@compliance/db/package.json'),
);

/** Reference data shipped with the product (prisma/reference-data): seed files, watchlists, AML lists. */
export const REFERENCE_DATA_DIR = path.join(DB_PACKAGE_DIR, 'reference-data');
