// Internal blacklist and PEP register: edited in the app, screened like the official lists. Every
// change rebuilds the small internal index, notifies other processes and re-screens subjects.
import {
  API_PATHS,
  type InternalList,
  type InternalListEntry,
  type InternalListEntryCreate,
  type InternalListEntryUpdate,
  type InternalListQuery,
} from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import { type InternalListEntry as Row, Prisma } from '@compliance/db';

import type { Infra } from '../../infra';
import { escapeLike, keysetPaging, type Page } from '../../paging/keyset';
import { cachedTotal } from '../../paging/list-page';
import { internalEntityId } from '../index-holder/load-entities';
import { announceListsChanged } from '../lists/lists-changed';

type Deps = Pick<Infra, 'prisma' | 'dispatcher' | 'notifier' | 'logger'>;

export const toInternalEntryDto = (row: Row): InternalListEntry => ({
  id: row.id,
  list: row.list,
  entityId: internalEntityId(row),
  name: row.name,
  entityType: row.entityType,
  country: row.country,
  dateOfBirth: row.dateOfBirth,
  aliases: row.aliases,
  identifiers: row.identifiers as unknown as InternalListEntry['identifiers'],
  notes: row.notes,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const INTERNAL_LIST_SORT_TYPES = {
  name: 'string',
  createdAt: 'date',
  updatedAt: 'date',
  id: 'number',
} as const;

/** Ids of the list's entries with an alias containing `pattern` (an ILIKE pattern). */
const aliasMatches = async (infra: Deps, list: InternalList, pattern: string) =>
  (
    await infra.prisma.$queryRaw<Array<{ id: number }>>(Prisma.sql`
      SELECT id FROM internal_list_entries
      WHERE list = ${list}::"InternalList"
        AND EXISTS (SELECT 1 FROM unnest(aliases) AS alias WHERE alias ILIKE ${pattern})`)
  ).map((row) => row.id);

/**
 * A page of one list, alphabetical unless sorted otherwise. `q` matches part of a name, an alias
 * or the notes, without case, so an officer finds 'Ivan Petrov' by his alias 'Petrov, I.'.
 */
export const listInternalEntries = async ({
  infra,
  list,
  query,
}: {
  infra: Deps;
  list: InternalList;
  query: InternalListQuery;
}): Promise<Page<InternalListEntry>> => {
  const q = query.q?.trim();
  const contains = q ? { contains: escapeLike(q), mode: 'insensitive' as const } : null;
  const where: Prisma.InternalListEntryWhereInput = {
    list,
    ...(query.entityType ? { entityType: query.entityType } : {}),
    ...(contains
      ? {
          OR: [
            { name: contains },
            { notes: contains },
            { id: { in: await aliasMatches(infra, list, `%${contains.contains}%`) } },
          ],
        }
      : {}),
  };
  const paging = keysetPaging({ query, types: INTERNAL_LIST_SORT_TYPES });
  const [rows, total] = await Promise.all([
    infra.prisma.internalListEntry.findMany({
      where: { AND: [where, paging.where] },
      orderBy: paging.orderBy,
      take: paging.take,
    }),
    cachedTotal(infra, API_PATHS.screeningInternalLists, where, () =>
      infra.prisma.internalListEntry.count({ where }),
    ),
  ]);
  return paging.page(rows, total, toInternalEntryDto);
};

const changed = (infra: Deps, list: InternalList, action: string, entryId: number) =>
  announceListsChanged({
    infra,
    reason: { internalList: list, action, entryId },
    rescreen: action !== 'deleted',
  });

type Db = Prisma.TransactionClient | Deps['prisma'];

/** What makes two entries one person, company or vessel: list, name, type, birth date, country. */
type Identity = Pick<Row, 'list' | 'name' | 'entityType' | 'country' | 'dateOfBirth'>;

/**
 * Refuses an entry the list already holds (the name compared without case; two people of one name
 * stay apart by birth date or country). Concurrent writes to one list queue on a transaction lock,
 * so ten identical requests at once still add the entry once.
 */
const refuseListedTwice = async (
  tx: Prisma.TransactionClient,
  entry: Identity,
  exceptId?: number,
) => {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`internal-list:${entry.list}`}))`;
  const twin = await tx.internalListEntry.findFirst({
    where: {
      list: entry.list,
      name: { equals: entry.name, mode: 'insensitive' },
      entityType: entry.entityType,
      dateOfBirth: entry.dateOfBirth,
      country: entry.country === null ? null : { equals: entry.country, mode: 'insensitive' },
      ...(exceptId ? { id: { not: exceptId } } : {}),
    },
    select: { id: true },
  });
  if (twin)
    throw new AppError(
      'CONFLICT',
      `'${entry.name}' is already on the ${entry.list} list (entry ${twin.id})`,
    );
};

export const createInternalEntry = async ({
  infra,
  list,
  input,
}: {
  infra: Deps;
  list: InternalList;
  input: InternalListEntryCreate;
}): Promise<InternalListEntry> => {
  const row = await infra.prisma.$transaction(async (tx) => {
    const fields = {
      list,
      name: input.name,
      entityType: input.entityType,
      country: input.country ?? null,
      dateOfBirth: input.dateOfBirth ?? null,
    };
    await refuseListedTwice(tx, fields);
    return tx.internalListEntry.create({
      data: {
        ...fields,
        aliases: input.aliases,
        identifiers: input.identifiers as Prisma.InputJsonValue,
        notes: input.notes ?? null,
      },
    });
  });
  await changed(infra, list, 'created', row.id);
  return toInternalEntryDto(row);
};

const findEntry = async (db: Db, list: InternalList, id: number) => {
  const row = await db.internalListEntry.findFirst({ where: { id, list } });
  if (!row) throw new AppError('NOT_FOUND', `Entry ${id} not found in the ${list} list`);
  return row;
};

export const updateInternalEntry = async ({
  infra,
  list,
  id,
  input,
}: {
  infra: Deps;
  list: InternalList;
  id: number;
  input: InternalListEntryUpdate;
}): Promise<InternalListEntry> => {
  const row = await infra.prisma.$transaction(async (tx) => {
    const current = await findEntry(tx, list, id);
    await refuseListedTwice(
      tx,
      {
        list,
        name: input.name ?? current.name,
        entityType: input.entityType ?? current.entityType,
        country: input.country !== undefined ? input.country : current.country,
        dateOfBirth: input.dateOfBirth !== undefined ? input.dateOfBirth : current.dateOfBirth,
      },
      id,
    );
    return tx.internalListEntry.update({
      where: { id },
      data: {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.entityType !== undefined ? { entityType: input.entityType } : {}),
        ...(input.country !== undefined ? { country: input.country } : {}),
        ...(input.dateOfBirth !== undefined ? { dateOfBirth: input.dateOfBirth } : {}),
        ...(input.aliases !== undefined ? { aliases: input.aliases } : {}),
        ...(input.identifiers !== undefined
          ? { identifiers: input.identifiers as Prisma.InputJsonValue }
          : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
      },
    });
  });
  await changed(infra, list, 'updated', id);
  return toInternalEntryDto(row);
};

export const deleteInternalEntry = async ({
  infra,
  list,
  id,
}: {
  infra: Deps;
  list: InternalList;
  id: number;
}): Promise<void> => {
  await findEntry(infra.prisma, list, id);
  await infra.prisma.internalListEntry.delete({ where: { id } });
  await changed(infra, list, 'deleted', id);
};
