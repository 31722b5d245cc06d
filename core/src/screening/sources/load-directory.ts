import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { WatchlistParseResult } from '../engine/types';
import { OFFICIAL_SOURCES } from './catalogue';

/**
 * Parses every official list found in a directory laid out like prisma/reference-data/watchlists
 * (one folder per source, the file names of the catalogue), synchronously and without a
 * database: the benchmark and the matcher tests screen against exactly what a fresh start loads.
 */
export const loadWatchlistDirectory = (dir: string): WatchlistParseResult[] =>
  OFFICIAL_SOURCES.flatMap((definition) => {
    const files: Record<string, Buffer> = {};
    for (const file of definition.files) {
      const location = path.join(dir, definition.folder!, file.fileName);
      if (existsSync(location)) files[file.role] = readFileSync(location);
    }
    const missingRequired = definition.files.some((f) => f.required && !files[f.role]);
    if (Object.keys(files).length === 0 || missingRequired) return [];
    return [definition.parse(files)];
  });
