// GET /api/compliance-workflows, paged by keyset. The default `priority` order is the work order
// (active first by soonest due date, undated last, then newest; then finished work newest first),
// read as two indexed queries: the cursor says which of the two it stopped in and holds the last
// row's (dueDate, createdAt, id). Other sorts use the shared keyset paging.
import {
  ACTIVE_WORKFLOW_STATUSES,
  API_PATHS,
  type ComplianceWorkflow,
  type ComplianceWorkflowQuery,
  WORKFLOW_STATUSES,
} from '@compliance/contracts';
import { fieldError } from '@compliance/contracts/errors';
import type { Prisma, PrismaClient } from '@compliance/db';

import type { Notifier } from '../infra/notifier';
import { escapeLike, keysetPaging, type Page } from '../paging/keyset';
import { cachedTotal } from '../paging/list-page';
import { toWorkflowDto, workflowListInclude } from './find-workflows';

const WORKFLOW_SORT_TYPES = {
  createdAt: 'date',
  updatedAt: 'date',
  name: 'string',
  id: 'number',
} as const;

type Where = Prisma.ComplianceWorkflowWhereInput;
type PriorityCursor = { phase: 'active' | 'finished'; due: Date | null; created: Date; id: number };

const malformed = () => fieldError('cursor', 'cursor is malformed');

const encodePriority = (c: PriorityCursor) =>
  Buffer.from(
    JSON.stringify([
      'priority',
      c.phase,
      c.due?.toISOString() ?? null,
      c.created.toISOString(),
      c.id,
    ]),
  ).toString('base64url');

const decodePriority = (cursor: string): PriorityCursor => {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw malformed();
  }
  if (!Array.isArray(value) || value.length !== 5) throw malformed();
  const [sort, phase, due, created, id] = value as unknown[];
  if (sort !== 'priority')
    throw fieldError(
      'cursor',
      'cursor belongs to another sort order: request the first page again without cursor',
    );
  const date = (raw: unknown) => {
    const parsed = typeof raw === 'string' ? new Date(raw) : null;
    if (!parsed || Number.isNaN(parsed.getTime())) throw malformed();
    return parsed;
  };
  if (phase !== 'active' && phase !== 'finished') throw malformed();
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) throw malformed();
  return { phase, due: due === null ? null : date(due), created: date(created), id };
};

/** Newest first after (created, id). */
const olderThan = (created: Date, id: number): Where => ({
  OR: [{ createdAt: { lt: created } }, { createdAt: created, id: { lt: id } }],
});

/** After the cursor in the active order: later due date, undated after dated, then newest first. */
const afterInActive = ({ due, created, id }: PriorityCursor): Where =>
  due
    ? {
        OR: [
          { dueDate: { gt: due } },
          { dueDate: null },
          { AND: [{ dueDate: due }, olderThan(created, id)] },
        ],
      }
    : { AND: [{ dueDate: null }, olderThan(created, id)] };

const listByPriority = async (
  prisma: PrismaClient,
  query: ComplianceWorkflowQuery,
  filters: Where,
) => {
  const statuses = query.status ?? [...WORKFLOW_STATUSES];
  const active = statuses.filter((status) => ACTIVE_WORKFLOW_STATUSES.includes(status));
  const finished = statuses.filter((status) => !ACTIVE_WORKFLOW_STATUSES.includes(status));
  const after = query.cursor ? decodePriority(query.cursor) : null;
  const take = query.limit + 1;
  const activeRows =
    active.length && after?.phase !== 'finished'
      ? (
          await prisma.complianceWorkflow.findMany({
            where: {
              AND: [filters, { status: { in: active } }, after ? afterInActive(after) : {}],
            },
            orderBy: [
              { dueDate: { sort: 'asc', nulls: 'last' } },
              { createdAt: 'desc' },
              { id: 'desc' },
            ],
            take,
            include: workflowListInclude,
          })
        ).map((row) => ({ row, phase: 'active' as const }))
      : [];
  const finishedRows =
    finished.length && activeRows.length < take
      ? (
          await prisma.complianceWorkflow.findMany({
            where: {
              AND: [
                filters,
                { status: { in: finished } },
                after?.phase === 'finished' ? olderThan(after.created, after.id) : {},
              ],
            },
            orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
            take: take - activeRows.length,
            include: workflowListInclude,
          })
        ).map((row) => ({ row, phase: 'finished' as const }))
      : [];
  const rows = [...activeRows, ...finishedRows];
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(({ row }) => row),
    nextCursor:
      rows.length > query.limit && last
        ? encodePriority({
            phase: last.phase,
            due: last.row.dueDate,
            created: last.row.createdAt,
            id: last.row.id,
          })
        : null,
  };
};

export const workflowFilters = (query: ComplianceWorkflowQuery): Where => {
  const q = query.q?.trim();
  return {
    ...(query.status ? { status: { in: query.status } } : {}),
    ...(query.type ? { type: { in: query.type } } : {}),
    ...(query.commodityCategoryId ? { commodityCategoryId: query.commodityCategoryId } : {}),
    ...(q ? { name: { contains: escapeLike(q), mode: 'insensitive' } } : {}),
  };
};

export const listWorkflows = async ({
  infra: { prisma, notifier },
  query,
}: {
  infra: { prisma: PrismaClient; notifier: Notifier };
  query: ComplianceWorkflowQuery;
}): Promise<Page<ComplianceWorkflow>> => {
  const filters = workflowFilters(query);
  const total = cachedTotal({ notifier }, API_PATHS.complianceWorkflows, filters, () =>
    prisma.complianceWorkflow.count({ where: filters }),
  );
  if (query.sort === 'priority') {
    const [page, count] = await Promise.all([listByPriority(prisma, query, filters), total]);
    return { items: page.items.map(toWorkflowDto), total: count, nextCursor: page.nextCursor };
  }
  const paging = keysetPaging({ query, types: WORKFLOW_SORT_TYPES });
  const [rows, count] = await Promise.all([
    prisma.complianceWorkflow.findMany({
      where: { AND: [filters, paging.where] },
      orderBy: paging.orderBy,
      take: paging.take,
      include: workflowListInclude,
    }),
    total,
  ]);
  return paging.page(rows, count, toWorkflowDto);
};
