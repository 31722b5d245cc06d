import {
  type ComplianceAlert,
  type ComplianceAlertQuery,
  DEFAULT_ALERT_STATUSES,
  subjectLink,
} from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { ComplianceAlert as AlertRow, PrismaClient } from '@compliance/db';

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

/** Newest first; without a status filter only alerts still needing attention. */
export const listAlerts = async ({
  prisma,
  query,
}: {
  prisma: PrismaClient;
  query: ComplianceAlertQuery;
}): Promise<ComplianceAlert[]> => {
  const rows = await prisma.complianceAlert.findMany({
    where: {
      status: { in: query.status ?? DEFAULT_ALERT_STATUSES },
      ...(query.severity ? { severity: { in: query.severity } } : {}),
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: query.limit ?? 100,
  });
  return rows.map(toAlertDto);
};

export const getAlertRow = async ({ prisma, id }: { prisma: PrismaClient; id: number }) => {
  const row = await prisma.complianceAlert.findUnique({ where: { id } });
  if (!row) throw new AppError('NOT_FOUND', `Alert ${id} not found`);
  return row;
};
