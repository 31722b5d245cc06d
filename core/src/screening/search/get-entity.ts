// GET /api/screening/entities/:id: the full listed record behind a match, for the detail view.
import { INTERNAL_SOURCE_IDS, type WatchlistEntityDetail } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { PrismaClient } from '@compliance/db';

import { internalEntryToEntity } from '../index-holder/load-entities';
import { categoryOf, INTERNAL_SOURCES } from '../sources/catalogue';

const notFound = (id: string) => new AppError('NOT_FOUND', `Listed entity ${id} not found`);

export const getWatchlistEntity = async ({
  prisma,
  id,
}: {
  prisma: PrismaClient;
  id: string;
}): Promise<WatchlistEntityDetail> => {
  const [sourceId, local] = [id.slice(0, id.indexOf(':')), id.slice(id.indexOf(':') + 1)];
  const internal = INTERNAL_SOURCES.find((s) => s.id === sourceId);
  if (internal) {
    const entryId = Number(local);
    const list = sourceId === INTERNAL_SOURCE_IDS.pep ? 'pep' : 'blacklist';
    const row = Number.isInteger(entryId)
      ? await prisma.internalListEntry.findFirst({ where: { id: entryId, list } })
      : null;
    if (!row) throw notFound(id);
    const entity = internalEntryToEntity(row);
    return {
      ...entity,
      sourceName: internal.name,
      kind: 'internal',
      category: internal.category,
      version: null,
    };
  }
  const row = await prisma.watchlistEntity.findUnique({
    where: { id },
    include: { source: true, version: true },
  });
  if (!row) throw notFound(id);
  return {
    id: row.id,
    source: row.sourceId,
    sourceName: row.source.name,
    kind: row.source.kind,
    category: categoryOf(row.sourceId),
    entityType: row.entityType,
    name: row.name,
    aliases: row.aliases as WatchlistEntityDetail['aliases'],
    programs: row.programs,
    countries: row.countries,
    datesOfBirth: row.datesOfBirth,
    identifiers: row.identifiers as WatchlistEntityDetail['identifiers'],
    addresses: row.addresses as string[],
    remarks: row.remarks,
    version: {
      id: row.version.id,
      asOf: row.version.asOf?.toISOString().slice(0, 10) ?? null,
      loadedAt: row.version.loadedAt.toISOString(),
    },
  };
};
