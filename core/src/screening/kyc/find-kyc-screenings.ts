// GET /api/kyc-screening (newest first, paged), /search?entity= (the same list searched:
// case-insensitive contains, served by the trigram index on entityName), /:id with the stored
// matches.
import {
  API_PATHS,
  type KycListQuery,
  type KycScreening,
  type KycScreeningDetail,
  type KycSearchQuery,
} from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { Prisma, PrismaClient } from '@compliance/db';

import type { Notifier } from '../../infra/notifier';
import { escapeLike, keysetPaging, type Page } from '../../paging/keyset';
import { readListPage } from '../../paging/list-page';
import { TEXT_COLUMNS } from '../../paging/text-search';
import { KYC_LIST_SELECT, toKycDetailDto, toKycDto } from './to-kyc-dto';

const KYC_SORT_TYPES = {
  screenedAt: 'date',
  entityName: 'string',
  country: 'string',
  id: 'number',
} as const;

const entityNameContains = (text: string): Prisma.KycScreeningWhereInput => ({
  entityName: { contains: escapeLike(text), mode: 'insensitive' },
});

export const listKycScreenings = async ({
  infra: { prisma, notifier },
  query,
}: {
  infra: { prisma: PrismaClient; notifier: Notifier };
  query: KycListQuery;
}): Promise<Page<KycScreening>> => {
  const q = query.q?.trim();
  const others: Prisma.KycScreeningWhereInput = {
    ...(query.screeningResult ? { screeningResult: query.screeningResult } : {}),
    ...(query.riskLevel ? { riskLevel: query.riskLevel } : {}),
  };
  const paging = keysetPaging({ query, types: KYC_SORT_TYPES });
  const { rows, total } = await readListPage({
    prisma,
    notifier,
    path: API_PATHS.kycScreening,
    filters: { ...others, ...(q ? entityNameContains(q) : {}) },
    search: q
      ? {
          columns: [TEXT_COLUMNS.kycEntityName],
          q,
          others,
          order: paging.order,
          select: KYC_LIST_SELECT,
        }
      : undefined,
    count: (where: Prisma.KycScreeningWhereInput) => prisma.kycScreening.count({ where }),
    read: (where) =>
      prisma.kycScreening.findMany({
        where: { AND: [where, paging.where] },
        orderBy: paging.orderBy,
        take: paging.take,
        select: KYC_LIST_SELECT,
      }),
  });
  return paging.page(rows, total, toKycDto);
};

/**
 * The entity-name search (`/search?entity=`): the list searched with `q`, with its paging and
 * sorting, so a search matching more than a page says so (X-Total-Count, Link) instead of being
 * cut.
 */
export const searchKycScreenings = ({
  infra,
  query: { entity, ...paging },
}: {
  infra: { prisma: PrismaClient; notifier: Notifier };
  query: KycSearchQuery;
}): Promise<Page<KycScreening>> => listKycScreenings({ infra, query: { ...paging, q: entity } });

export const getKycScreening = async ({
  prisma,
  id,
}: {
  prisma: PrismaClient;
  id: number;
}): Promise<KycScreeningDetail> => {
  const row = await prisma.kycScreening.findUnique({ where: { id } });
  if (!row) throw new AppError('NOT_FOUND', `KYC screening ${id} not found`);
  return toKycDetailDto(row);
};
