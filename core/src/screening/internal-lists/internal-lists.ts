// Internal blacklist and PEP register: edited in the app, screened like the official lists. Every
// change rebuilds the small internal index, notifies other processes and re-screens subjects.
import type {
  InternalList,
  InternalListEntry,
  InternalListEntryCreate,
  InternalListEntryUpdate,
} from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { InternalListEntry as Row, Prisma } from '@compliance/db';

import type { Infra } from '../../infra';
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

export const listInternalEntries = async ({ infra, list }: { infra: Deps; list: InternalList }) =>
  (
    await infra.prisma.internalListEntry.findMany({
      where: { list },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    })
  ).map(toInternalEntryDto);

const changed = (infra: Deps, list: InternalList, action: string, entryId: number) =>
  announceListsChanged({
    infra,
    reason: { internalList: list, action, entryId },
    rescreen: action !== 'deleted',
  });

export const createInternalEntry = async ({
  infra,
  list,
  input,
}: {
  infra: Deps;
  list: InternalList;
  input: InternalListEntryCreate;
}): Promise<InternalListEntry> => {
  const row = await infra.prisma.internalListEntry.create({
    data: {
      list,
      name: input.name,
      entityType: input.entityType,
      country: input.country ?? null,
      dateOfBirth: input.dateOfBirth ?? null,
      aliases: input.aliases,
      identifiers: input.identifiers as Prisma.InputJsonValue,
      notes: input.notes ?? null,
    },
  });
  await changed(infra, list, 'created', row.id);
  return toInternalEntryDto(row);
};

const findEntry = async (infra: Deps, list: InternalList, id: number) => {
  const row = await infra.prisma.internalListEntry.findFirst({ where: { id, list } });
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
  await findEntry(infra, list, id);
  const row = await infra.prisma.internalListEntry.update({
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
  await findEntry(infra, list, id);
  await infra.prisma.internalListEntry.delete({ where: { id } });
  await changed(infra, list, 'deleted', id);
};
