// Audit trail reads for auditors: filters, `q`, sort and keyset paging (newest first by default),
// and the CSV columns of its export.
import type { AuditEvent, AuditEventQuery } from '@compliance/contracts';
import type { Prisma, PrismaClient } from '@compliance/db';

import type { CsvColumn } from '../paging/csv';
import { escapeLike, keysetPaging, type Page } from '../paging/keyset';

const AUDIT_EVENT_SORT_TYPES = {
  id: 'number',
  occurredAt: 'date',
  actorName: 'string',
  action: 'string',
} as const;

export const auditEventFilters = (query: AuditEventQuery): Prisma.AuditEventWhereInput => {
  const q = query.q?.trim();
  const contains = q ? { contains: escapeLike(q), mode: 'insensitive' as const } : null;
  const and: Prisma.AuditEventWhereInput[] = [];
  if (query.actor)
    and.push({
      OR: [
        { actorId: query.actor },
        { actorName: { contains: escapeLike(query.actor), mode: 'insensitive' } },
      ],
    });
  if (contains)
    and.push({
      OR: [
        { actorName: contains },
        { path: contains },
        { entityId: contains },
        { requestId: contains },
        { reason: contains },
      ],
    });
  return {
    ...(and.length ? { AND: and } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.entityType ? { entityType: query.entityType } : {}),
    ...(query.entityId ? { entityId: query.entityId } : {}),
    ...(query.from || query.to
      ? {
          occurredAt: {
            ...(query.from ? { gte: new Date(query.from) } : {}),
            ...(query.to ? { lte: new Date(query.to) } : {}),
          },
        }
      : {}),
  };
};

type Row = Awaited<ReturnType<PrismaClient['auditEvent']['findFirstOrThrow']>>;

export const toAuditEventDto = (row: Row): AuditEvent => ({
  ...row,
  occurredAt: row.occurredAt.toISOString(),
  before: row.before ?? null,
  after: row.after ?? null,
});

export const listAuditEvents = async ({
  prisma,
  query,
}: {
  prisma: PrismaClient;
  query: AuditEventQuery;
}): Promise<Page<AuditEvent>> => {
  const filters = auditEventFilters(query);
  const paging = keysetPaging({ query, types: AUDIT_EVENT_SORT_TYPES });
  // A plain count: recording an event sends no change notice a cached total could wait for.
  const [rows, total] = await Promise.all([
    prisma.auditEvent.findMany({
      where: { AND: [filters, paging.where] },
      orderBy: paging.orderBy,
      take: paging.take,
    }),
    prisma.auditEvent.count({ where: filters }),
  ]);
  return paging.page(rows, total, toAuditEventDto);
};

/**
 * The entity types the trail holds, by name: a skip scan of the (entityType, entityId) index, one
 * index probe per type, so it stays quick with millions of events.
 */
export const listAuditEntityTypes = async (
  prisma: Pick<PrismaClient, '$queryRaw'>,
): Promise<string[]> => {
  const rows = await prisma.$queryRaw<Array<{ type: string }>>`
    WITH RECURSIVE types(type) AS (
      (SELECT "entityType" FROM audit_events WHERE "entityType" IS NOT NULL
        ORDER BY "entityType" LIMIT 1)
      UNION ALL
      SELECT (SELECT "entityType" FROM audit_events WHERE "entityType" > types.type
        ORDER BY "entityType" LIMIT 1)
      FROM types WHERE types.type IS NOT NULL
    )
    SELECT type FROM types WHERE type IS NOT NULL`;
  return rows.map((row) => row.type);
};

const AUDIT_CSV_FIELDS = [
  'id',
  'occurredAt',
  'actorId',
  'actorName',
  'actorRole',
  'action',
  'method',
  'path',
  'entityType',
  'entityId',
  'statusCode',
  'requestId',
  'reason',
  'before',
  'after',
] as const;

/** The export's columns, headed by the field names; before and after as JSON. */
export const AUDIT_CSV_COLUMNS: readonly CsvColumn<AuditEvent>[] = AUDIT_CSV_FIELDS.map(
  (field) => ({
    header: field,
    value: (row: AuditEvent) => {
      const value: unknown = row[field];
      if (value === null || value === undefined) return null;
      return typeof value === 'string' || typeof value === 'number' ? value : JSON.stringify(value);
    },
  }),
);
