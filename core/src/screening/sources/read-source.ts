// Fetches a source's files from where configuration says (http(s) URL or filesystem path), hashes
// the raw bytes and parses them. The hash covers every file with its role, so a change in any file
// of a multi-file source (OFAC's four CSVs) makes a new version.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { AppError } from '@compliance/contracts/errors';

import type { WatchlistParseResult } from '../engine';
import type { ScreeningEnv } from '../env';
import { OFFICIAL_SOURCES, OPENSANCTIONS_PEP_SOURCE, type SourceDefinition } from './catalogue';

const MAX_FILE_BYTES = 512 * 1024 * 1024;

export interface ResolvedFile {
  role: string;
  fileName: string;
  location: string;
  required: boolean;
}

export interface ResolvedSource {
  definition: SourceDefinition;
  files: ResolvedFile[];
  /** 'bundled' when every file comes from the repo's snapshot folder. */
  origin: string;
}

const isUrl = (location: string) => /^https?:\/\//i.test(location);

const join = (base: string, fileName: string) =>
  isUrl(base) ? `${base.replace(/\/?$/, '/')}${fileName}` : path.join(base, fileName);

/** Sources to load with their file locations; disabled or unconfigured sources are left out. */
export const resolveSources = (env: ScreeningEnv): ResolvedSource[] => {
  const configured = env.WATCHLIST_SOURCES_JSON ?? {};
  const resolved: ResolvedSource[] = [];
  for (const definition of [...OFFICIAL_SOURCES, OPENSANCTIONS_PEP_SOURCE]) {
    const given =
      configured[definition.id] ??
      (definition === OPENSANCTIONS_PEP_SOURCE ? env.OPENSANCTIONS_PEP_PATH : undefined);
    if (given === false) continue;
    let files: ResolvedFile[];
    if (typeof given === 'string') {
      files = definition.files.map((file) => ({
        ...file,
        location: definition.files.length === 1 ? given : join(given, file.fileName),
      }));
    } else if (given) {
      files = definition.files
        .filter((file) => given[file.role])
        .map((file) => ({ ...file, location: given[file.role]! }));
    } else if (env.WATCHLIST_FROM_PUBLISHERS && definition.files.some((f) => f.url)) {
      files = definition.files
        .filter((file) => file.url)
        .map((file) => ({ ...file, location: file.url! }));
    } else if (definition.folder) {
      const folder = path.join(env.WATCHLIST_DIR, definition.folder);
      files = definition.files.map((file) => ({
        ...file,
        location: path.join(folder, file.fileName),
      }));
    } else {
      continue;
    }
    const bundled = files.every(
      (f) => !isUrl(f.location) && f.location.startsWith(env.WATCHLIST_DIR),
    );
    const origin = bundled
      ? 'bundled'
      : files.length === 1
        ? files[0]!.location
        : files.map((f) => f.location).join(' ');
    resolved.push({ definition, files, origin });
  }
  return resolved;
};

/** Bytes at a URL or path; null when it does not exist (HTTP 404, ENOENT). */
export const readLocation = async (location: string, timeoutMs: number): Promise<Buffer | null> => {
  if (!isUrl(location)) {
    try {
      return await readFile(location);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
  const response = await fetch(location, { signal: AbortSignal.timeout(timeoutMs) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`download failed: HTTP ${response.status} from ${location}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_FILE_BYTES) throw new Error(`file too large (${declared} bytes): ${location}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_FILE_BYTES) throw new Error(`file too large: ${location}`);
  return bytes;
};

export interface FetchedSource {
  source: ResolvedSource;
  files: Record<string, Buffer>;
  sha256: string;
}

export const fetchSource = async (
  source: ResolvedSource,
  timeoutMs: number,
): Promise<FetchedSource> => {
  const files: Record<string, Buffer> = {};
  const hash = createHash('sha256');
  for (const file of source.files) {
    const bytes = await readLocation(file.location, timeoutMs);
    if (!bytes) {
      if (file.required)
        throw new Error(`required file ${file.fileName} not found at ${file.location}`);
      continue;
    }
    files[file.role] = bytes;
    hash.update(`${file.role}\0${bytes.length}\0`).update(bytes);
  }
  if (Object.keys(files).length === 0) {
    throw new Error(`no files found for ${source.definition.id}`);
  }
  return { source, files, sha256: hash.digest('hex') };
};

/** Parses fetched files; a parser crash or an empty result is a malformed file, never a new version. */
export const parseSource = (fetched: FetchedSource): WatchlistParseResult => {
  const { definition } = fetched.source;
  let parsed: WatchlistParseResult;
  try {
    parsed = definition.parse(fetched.files);
  } catch (error) {
    throw new AppError(
      'UNPROCESSABLE',
      `${definition.id}: the file could not be parsed (${(error as Error).message})`,
    );
  }
  if (parsed.entities.length === 0) {
    throw new AppError(
      'UNPROCESSABLE',
      `${definition.id}: no entities found in the file: it is malformed or not a ${definition.name} file`,
    );
  }
  return parsed;
};
