// Audit trail reads for auditors: filters, keyset paging (newest first) and CSV export.
import type { AuditEvent, AuditEventQuery } from '@compliance/contracts';
import type { Prisma, PrismaClient } from '@compliance/db';

import { decodeCursor, type Page, pageOf } from '../paging/id-cursor';

const whereOf = (query: AuditEventQuery): Prisma.AuditEventWhereInput => ({
  ...(query.actor
    ? {
        OR: [
          { actorId: query.actor },
          { actorName: { contains: query.actor, mode: 'insensitive' as const } },
        ],
      }
    : {}),
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
});

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
  const where = whereOf(query);
  const after = decodeCursor(query.cursor);
  const [rows, total] = await Promise.all([
    prisma.auditEvent.findMany({
      where: after === undefined ? where : { AND: [where, { id: { lt: after } }] },
      orderBy: { id: 'desc' },
      take: query.limit + 1,
    }),
    prisma.auditEvent.count({ where }),
  ]);
  const page = pageOf(rows, query.limit, total);
  return { ...page, items: page.items.map(toAuditEventDto) };
};

export const AUDIT_CSV_COLUMNS = [
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

const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  // Spreadsheet formula injection: a leading =, +, - or @ is neutralised.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** Every matching event, newest first, as CSV lines (read in batches). */
export async function* auditEventsCsv({
  prisma,
  query,
  maxRows = 100_000,
}: {
  prisma: PrismaClient;
  query: AuditEventQuery;
  maxRows?: number;
}): AsyncGenerator<string> {
  yield `${AUDIT_CSV_COLUMNS.join(',')}\r\n`;
  const where = whereOf(query);
  let cursor: number | undefined;
  let sent = 0;
  while (sent < maxRows) {
    const rows = await prisma.auditEvent.findMany({
      where: cursor === undefined ? where : { AND: [where, { id: { lt: cursor } }] },
      orderBy: { id: 'desc' },
      take: 1000,
    });
    if (!rows.length) return;
    for (const row of rows) {
      const dto = toAuditEventDto(row);
      yield `${AUDIT_CSV_COLUMNS.map((column) => csvCell(dto[column])).join(',')}\r\n`;
    }
    sent += rows.length;
    cursor = rows.at(-1)!.id;
  }
}
