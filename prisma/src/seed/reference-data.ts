import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REFERENCE_DATA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../reference-data',
);

export const readReferenceJson = <T>(fileName: string): T =>
  JSON.parse(fs.readFileSync(path.join(REFERENCE_DATA_DIR, fileName), 'utf8')) as T;

export type SeedLogger = { info: (obj: object, msg?: string) => void };
