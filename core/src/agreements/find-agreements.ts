// GET /api/basic-ordering-agreements, newest first unless sorted otherwise, paged by keyset,
// searchable by number, buyer or seller, filterable by status; the screen's stats; one agreement.
import {
  type Agreement,
  type AgreementDetail,
  type AgreementListQuery,
  type AgreementStats,
  ICC_COMPLIANT_RULES_VERSION,
} from '@compliance/contracts';
import type { Prisma, PrismaClient } from '@compliance/db';

import type { Infra } from '../infra';
import { escapeLike, keysetPaging, type Page } from '../paging/keyset';
import { toAuditDto } from './audit';
import { loadAgreement } from './load-agreement';
import { partiesAwaitingReview, partyHits } from './parties/flagged-parties';
import { AGREEMENT_INCLUDE, toAgreementDto } from './to-agreement-dto';

type Deps = Pick<Infra, 'prisma' | 'notifier' | 'logger'>;

const AGREEMENT_SORT_TYPES = {
  id: 'number',
  createdAt: 'date',
  updatedAt: 'date',
  agreementNumber: 'string',
  buyerName: 'string',
  sellerName: 'string',
} as const;

export const agreementFilters = (
  query: AgreementListQuery,
): Prisma.BasicOrderingAgreementWhereInput => {
  const q = query.q?.trim();
  const contains = q ? { contains: escapeLike(q), mode: 'insensitive' as const } : null;
  return {
    ...(query.status ? { status: query.status } : {}),
    ...(contains
      ? {
          OR: [{ agreementNumber: contains }, { buyerName: contains }, { sellerName: contains }],
        }
      : {}),
  };
};

export const listAgreements = async ({
  infra,
  query,
}: {
  infra: Deps;
  query: AgreementListQuery;
}): Promise<Page<Agreement>> => {
  const { prisma } = infra;
  const filters = agreementFilters(query);
  const paging = keysetPaging({ query, types: AGREEMENT_SORT_TYPES });
  const [rows, total] = await Promise.all([
    prisma.basicOrderingAgreement.findMany({
      where: { AND: [filters, paging.where] },
      include: AGREEMENT_INCLUDE,
      orderBy: paging.orderBy,
      take: paging.take,
    }),
    prisma.basicOrderingAgreement.count({ where: filters }),
  ]);
  const awaiting = await partiesAwaitingReview(
    infra,
    rows.flatMap((row) => row.partyScreenings),
  );
  return paging.page(rows, total, (row) => toAgreementDto(row, awaiting));
};

/**
 * The four numbers at the top of the screen, counted in the database. An amendment is a new version
 * of the same agreement, not another BOA: the total and the ICC-compliant count read each
 * agreement number once, by its latest version (the one its terms are going to or already
 * stand on). Only one version of an agreement is ever active, so `active` counts rows.
 */
export const agreementStats = async ({
  prisma,
}: {
  prisma: PrismaClient;
}): Promise<AgreementStats> => {
  const [[agreements], active, digitalOrders] = await Promise.all([
    prisma.$queryRaw<Array<{ total: number; iccCompliant: number }>>`
      SELECT count(*)::int AS total,
        (count(*) FILTER (WHERE a."iccRulesVersion" = ${ICC_COMPLIANT_RULES_VERSION}))::int
          AS "iccCompliant"
      FROM basic_ordering_agreements a
      WHERE NOT EXISTS (
        SELECT 1 FROM basic_ordering_agreements later
        WHERE later."agreementNumber" = a."agreementNumber" AND later.version > a.version
      )`,
    prisma.basicOrderingAgreement.count({ where: { status: 'active' } }),
    prisma.digitalTradeOrder.count(),
  ]);
  return {
    total: agreements?.total ?? 0,
    active,
    digitalOrders,
    iccCompliant: agreements?.iccCompliant ?? 0,
  };
};

export const getAgreement = async ({
  infra,
  id,
}: {
  infra: Deps;
  id: number;
}): Promise<AgreementDetail> => {
  const { prisma } = infra;
  const row = await loadAgreement(prisma, id);
  const [awaiting, hits] = await Promise.all([
    partiesAwaitingReview(infra, row.partyScreenings),
    partyHits(infra, row.partyScreenings),
  ]);
  const agreement = toAgreementDto(row, awaiting);
  const [audit, versions, orderCount] = await Promise.all([
    prisma.agreementAuditEntry.findMany({ where: { agreementId: id }, orderBy: { id: 'asc' } }),
    prisma.basicOrderingAgreement.findMany({
      where: { agreementNumber: agreement.agreementNumber },
      select: { id: true, version: true, status: true, createdAt: true },
      orderBy: { version: 'asc' },
    }),
    prisma.digitalTradeOrder.count({ where: { boaId: id } }),
  ]);
  return {
    ...agreement,
    parties: agreement.parties.map((party) => ({ ...party, hits: hits.get(party.id) ?? [] })),
    auditTrail: audit.map(toAuditDto),
    versions: versions.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })),
    orderCount,
  };
};
