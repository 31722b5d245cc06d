import {
  API_PATHS,
  type ComplianceAlert,
  type ComplianceAlertQuery,
  DEFAULT_ALERT_STATUSES,
  subjectLink,
} from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { ComplianceAlert as AlertRow, Prisma, PrismaClient } from '@compliance/db';

import type { Notifier } from '../infra/notifier';
import { escapeLike, keysetPaging, type Page } from '../paging/keyset';
import { cachedTotal } from '../paging/list-page';

const ALERT_SORT_TYPES = {
  createdAt: 'date',
  updatedAt: 'date',
  title: 'string',
  id: 'number',
} as const;

export const toAlertDto = (row: AlertRow): ComplianceAlert => ({
  id: row.id,
  title: row.title,
  description: row.description,
  severity: row.severity,
  status: row.status,
  subjectType: row.subjectType,
  subjectId: row.subjectId,
  link: subjectLink(row.subjectType, row.subjectId),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
});

/** Without a status filter only alerts still needing attention; `q` in title or description. */
export const alertFilters = (
  query: Pick<ComplianceAlertQuery, 'q' | 'status' | 'severity'>,
): Prisma.ComplianceAlertWhereInput => {
  const q = query.q?.trim();
  const contains = q ? { contains: escapeLike(q), mode: 'insensitive' as const } : null;
  return {
    status: { in: query.status ?? DEFAULT_ALERT_STATUSES },
    ...(query.severity ? { severity: { in: query.severity } } : {}),
    ...(contains ? { OR: [{ title: contains }, { description: contains }] } : {}),
  };
};

/** Newest first unless sorted otherwise; paged by keyset. */
export const listAlerts = async ({
  infra: { prisma, notifier },
  query,
}: {
  infra: { prisma: PrismaClient; notifier: Notifier };
  query: ComplianceAlertQuery;
}): Promise<Page<ComplianceAlert>> => {
  const filters = alertFilters(query);
  const paging = keysetPaging({ query, types: ALERT_SORT_TYPES });
  const [rows, total] = await Promise.all([
    prisma.complianceAlert.findMany({
      where: { AND: [filters, paging.where] },
      orderBy: paging.orderBy,
      take: paging.take,
    }),
    cachedTotal({ notifier }, API_PATHS.complianceAlerts, filters, () =>
      prisma.complianceAlert.count({ where: filters }),
    ),
  ]);
  return paging.page(rows, total, toAlertDto);
};

export const getAlertRow = async ({ prisma, id }: { prisma: PrismaClient; id: number }) => {
  const row = await prisma.complianceAlert.findUnique({ where: { id } });
  if (!row) throw new AppError('NOT_FOUND', `Alert ${id} not found`);
  return row;
};
