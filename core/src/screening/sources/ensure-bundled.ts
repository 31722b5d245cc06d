// First start on an empty database: load the bundled list snapshots so screening works offline.
// A source that already has a current version is left alone, so a newer list fetched by a
// refresh is never replaced by the old snapshot on restart.
import path from 'node:path';

import type { PrismaClient } from '@compliance/db';

import type { Logger } from '../../infra/logger';
import { INTERNAL_SOURCES, OFFICIAL_SOURCES, OPENSANCTIONS_PEP_SOURCE } from './catalogue';
import { fetchSource, parseSource, type ResolvedSource } from './read-source';
import { recordVersion } from './record-version';

export interface EnsureBundledResult {
  loaded: { source: string; entityCount: number; ms: number }[];
  skipped: string[];
  durationMs: number;
}

export const ensureInternalSourceRows = async (prisma: PrismaClient) => {
  for (const source of INTERNAL_SOURCES) {
    await prisma.watchlistSource.upsert({
      where: { id: source.id },
      create: {
        id: source.id,
        name: source.name,
        description: source.description,
        kind: 'internal',
      },
      update: { name: source.name, description: source.description, kind: 'internal' },
    });
  }
};

export const ensureBundledWatchlists = async ({
  prisma,
  dir,
  logger,
  pepPath,
}: {
  prisma: PrismaClient;
  dir: string;
  logger?: Pick<Logger, 'info' | 'warn'>;
  /** OpenSanctions PEP file (OPENSANCTIONS_PEP_PATH) to import the same way, if configured. */
  pepPath?: string;
}): Promise<EnsureBundledResult> => {
  const started = performance.now();
  await ensureInternalSourceRows(prisma);
  const sources: ResolvedSource[] = OFFICIAL_SOURCES.map((definition) => ({
    definition,
    origin: 'bundled',
    files: definition.files.map((file) => ({
      ...file,
      location: path.join(dir, definition.folder!, file.fileName),
    })),
  }));
  if (pepPath) {
    sources.push({
      definition: OPENSANCTIONS_PEP_SOURCE,
      origin: pepPath,
      files: [
        { role: 'entities', fileName: path.basename(pepPath), required: true, location: pepPath },
      ],
    });
  }
  const current = await prisma.watchlistVersion.findMany({
    where: { isCurrent: true },
    select: { sourceId: true },
  });
  const loadedIds = new Set(current.map((v) => v.sourceId));
  const result: EnsureBundledResult = { loaded: [], skipped: [], durationMs: 0 };
  for (const source of sources) {
    if (loadedIds.has(source.definition.id)) {
      result.skipped.push(source.definition.id);
      continue;
    }
    const t0 = performance.now();
    const fetched = await fetchSource(source, 60_000);
    const parsed = parseSource(fetched);
    const recorded = await recordVersion({
      prisma,
      definition: source.definition,
      parsed,
      sha256: fetched.sha256,
      origin: source.origin,
    });
    result.loaded.push({
      source: source.definition.id,
      entityCount: recorded.entityCount,
      ms: Math.round(performance.now() - t0),
    });
  }
  result.durationMs = Math.round(performance.now() - started);
  if (result.loaded.length) logger?.info(result, 'bundled watchlists loaded');
  return result;
};
