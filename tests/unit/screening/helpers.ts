import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  buildIndex,
  loadWatchlistDirectory,
  type ScreeningIndex,
} from '../../../core/src/screening/engine';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const listDir = path.join(repoRoot, 'prisma/reference-data/watchlists');
export const fixture = (...parts: string[]) =>
  path.join(repoRoot, 'tests/fixtures/watchlists', ...parts);
export const listFile = (...parts: string[]) => path.join(listDir, ...parts);

let bundled: ScreeningIndex | null = null;

/** One index over every bundled official list, shared by the matcher tests (~2 s to build). */
export const bundledIndex = (): ScreeningIndex => {
  bundled ??= buildIndex(loadWatchlistDirectory(listDir).flatMap((r) => r.entities));
  return bundled;
};
