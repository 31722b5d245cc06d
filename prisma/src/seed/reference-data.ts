import fs from 'node:fs';
import path from 'node:path';

import { REFERENCE_DATA_DIR } from '../package-dir';

export { REFERENCE_DATA_DIR };

export const readReferenceJson = <T>(fileName: string): T =>
  JSON.parse(fs.readFileSync(path.join(REFERENCE_DATA_DIR, fileName), 'utf8')) as T;

export type SeedLogger = { info: (obj: object, msg?: string) => void };
