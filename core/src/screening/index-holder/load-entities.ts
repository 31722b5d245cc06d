// Reads what the engine indexes from the database: entities of the current list versions, and the
// internal blacklist / PEP register entries shaped as watchlist entities.
import { INTERNAL_SOURCE_IDS, type ListVersion } from '@compliance/contracts';
import type { InternalListEntry, PrismaClient } from '@compliance/db';

import { toIso2, type WatchlistEntity, type WatchlistIdentifier } from '../engine';
import { categoryOf } from '../sources/catalogue';

export const INTERNAL_PROGRAMS = { blacklist: 'Internal blacklist', pep: 'PEP register' } as const;

export const internalEntityId = (entry: Pick<InternalListEntry, 'list' | 'id'>) =>
  `${INTERNAL_SOURCE_IDS[entry.list]}:${entry.id}`;

export const internalEntryToEntity = (entry: InternalListEntry): WatchlistEntity => ({
  id: internalEntityId(entry),
  source: INTERNAL_SOURCE_IDS[entry.list],
  entityType: entry.entityType,
  name: entry.name,
  aliases: entry.aliases.map((name) => ({ name, kind: 'aka' as const })),
  programs: [INTERNAL_PROGRAMS[entry.list]],
  countries: entry.country ? [toIso2(entry.country) ?? entry.country] : [],
  datesOfBirth: entry.dateOfBirth ? [entry.dateOfBirth] : [],
  identifiers: (entry.identifiers as unknown as WatchlistIdentifier[]).map((id) => ({
    type: id.type ?? 'Identifier',
    value: id.value,
  })),
  addresses: [],
  remarks: entry.notes,
});

/** Current official versions, with their list metadata, for sources that are enabled. */
export const currentOfficialVersions = async (prisma: PrismaClient): Promise<ListVersion[]> => {
  const rows = await prisma.watchlistVersion.findMany({
    where: { isCurrent: true, source: { enabled: true, kind: 'official' } },
    select: { id: true, sourceId: true, asOf: true, loadedAt: true, entityCount: true },
    orderBy: { sourceId: 'asc' },
  });
  return rows.map((row) => ({
    source: row.sourceId,
    kind: 'official',
    category: categoryOf(row.sourceId),
    versionId: row.id,
    asOf: row.asOf ? row.asOf.toISOString().slice(0, 10) : null,
    loadedAt: row.loadedAt.toISOString(),
    entityCount: row.entityCount,
  }));
};

export const internalListVersions = async (prisma: PrismaClient): Promise<ListVersion[]> => {
  const groups = await prisma.internalListEntry.groupBy({
    by: ['list'],
    _count: { _all: true },
    _max: { updatedAt: true },
  });
  return (['blacklist', 'pep'] as const).map((list) => {
    const group = groups.find((g) => g.list === list);
    const source = INTERNAL_SOURCE_IDS[list];
    return {
      source,
      kind: 'internal',
      category: categoryOf(source),
      versionId: null,
      asOf: null,
      loadedAt: group?._max.updatedAt?.toISOString() ?? null,
      entityCount: group?._count._all ?? 0,
    };
  });
};

export const loadOfficialEntities = async (
  prisma: PrismaClient,
  versionIds: number[],
): Promise<WatchlistEntity[]> => {
  const rows = await prisma.watchlistEntity.findMany({
    where: { versionId: { in: versionIds } },
    orderBy: { id: 'asc' },
  });
  return rows.map((row) => ({
    id: row.id,
    source: row.sourceId,
    entityType: row.entityType,
    name: row.name,
    aliases: row.aliases as unknown as WatchlistEntity['aliases'],
    programs: row.programs,
    countries: row.countries,
    datesOfBirth: row.datesOfBirth,
    identifiers: row.identifiers as unknown as WatchlistIdentifier[],
    addresses: row.addresses as unknown as string[],
    remarks: row.remarks,
  }));
};

export const loadInternalEntities = async (prisma: PrismaClient): Promise<WatchlistEntity[]> => {
  const rows = await prisma.internalListEntry.findMany({ orderBy: { id: 'asc' } });
  return rows.map(internalEntryToEntity);
};
