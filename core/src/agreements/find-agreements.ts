// GET /api/basic-ordering-agreements, newest first, paged on the server (limit + cursor),
// searchable by number, buyer or seller, filterable by status; the screen's stats; one agreement.
import {
  type Agreement,
  type AgreementDetail,
  type AgreementListQuery,
  type AgreementStats,
  ICC_COMPLIANT_RULES_VERSION,
} from '@compliance/contracts';
import type { Prisma, PrismaClient } from '@compliance/db';

import { decodeCursor, type Page, pageOf } from '../paging/id-cursor';
import { toAuditDto } from './audit';
import { loadAgreement } from './load-agreement';
import { AGREEMENT_INCLUDE, toAgreementDto } from './to-agreement-dto';

export const listAgreements = async ({
  prisma,
  query,
}: {
  prisma: PrismaClient;
  query: AgreementListQuery;
}): Promise<Page<Agreement>> => {
  const q = query.q?.trim();
  const where: Prisma.BasicOrderingAgreementWhereInput = {
    ...(query.status ? { status: query.status } : {}),
    ...(q
      ? {
          OR: ['agreementNumber', 'buyerName', 'sellerName'].map((field) => ({
            [field]: { contains: q, mode: 'insensitive' },
          })),
        }
      : {}),
  };
  const before = decodeCursor(query.cursor);
  const [rows, total] = await Promise.all([
    prisma.basicOrderingAgreement.findMany({
      where: { ...where, ...(before ? { id: { lt: before } } : {}) },
      include: AGREEMENT_INCLUDE,
      orderBy: { id: 'desc' },
      take: query.limit + 1,
    }),
    prisma.basicOrderingAgreement.count({ where }),
  ]);
  const page = pageOf(rows, query.limit, total);
  return { ...page, items: page.items.map(toAgreementDto) };
};

/** The four numbers at the top of the screen, counted in the database. */
export const agreementStats = async ({
  prisma,
}: {
  prisma: PrismaClient;
}): Promise<AgreementStats> => {
  const [total, active, digitalOrders, iccCompliant] = await Promise.all([
    prisma.basicOrderingAgreement.count(),
    prisma.basicOrderingAgreement.count({ where: { status: 'active' } }),
    prisma.digitalTradeOrder.count(),
    prisma.basicOrderingAgreement.count({
      where: { iccRulesVersion: ICC_COMPLIANT_RULES_VERSION },
    }),
  ]);
  return { total, active, digitalOrders, iccCompliant };
};

export const getAgreement = async ({
  prisma,
  id,
}: {
  prisma: PrismaClient;
  id: number;
}): Promise<AgreementDetail> => {
  const row = await loadAgreement(prisma, id);
  const [audit, versions, orderCount] = await Promise.all([
    prisma.agreementAuditEntry.findMany({ where: { agreementId: id }, orderBy: { id: 'asc' } }),
    prisma.basicOrderingAgreement.findMany({
      where: { agreementNumber: row.agreementNumber },
      select: { id: true, version: true, status: true, createdAt: true },
      orderBy: { version: 'asc' },
    }),
    prisma.digitalTradeOrder.count({ where: { boaId: id } }),
  ]);
  return {
    ...toAgreementDto(row),
    auditTrail: audit.map(toAuditDto),
    versions: versions.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })),
    orderCount,
  };
};
