// GET /api/kyc-screening (newest first), /search?entity= (case-insensitive contains,
// served by the trigram index on entityName), /:id with the stored matches.
import {
  API_PATHS,
  type KycListQuery,
  type KycScreening,
  type KycScreeningDetail,
} from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { Prisma, PrismaClient } from '@compliance/db';

import type { Notifier } from '../../infra/notifier';
import { escapeLike, keysetPaging, type Page } from '../../paging/keyset';
import { cachedTotal, readFilteredPage } from '../../paging/list-page';
import { toKycDetailDto, toKycDto } from './to-kyc-dto';

const LIST_LIMIT = 500;

const KYC_SORT_TYPES = {
  screenedAt: 'date',
  entityName: 'string',
  country: 'string',
  id: 'number',
} as const;

export const listKycScreenings = async ({
  infra: { prisma, notifier },
  query,
}: {
  infra: { prisma: PrismaClient; notifier: Notifier };
  query: KycListQuery;
}): Promise<Page<KycScreening>> => {
  const q = query.q?.trim();
  const filters: Prisma.KycScreeningWhereInput = {
    ...(query.screeningResult ? { screeningResult: query.screeningResult } : {}),
    ...(query.riskLevel ? { riskLevel: query.riskLevel } : {}),
    ...(q ? { entityName: { contains: escapeLike(q), mode: 'insensitive' } } : {}),
  };
  const paging = keysetPaging({ query, types: KYC_SORT_TYPES });
  const total = cachedTotal({ notifier }, API_PATHS.kycScreening, filters, () =>
    prisma.kycScreening.count({ where: filters }),
  );
  const rows = await readFilteredPage(
    prisma,
    {
      filtered: Object.keys(filters).length > 0,
      total,
      size: () =>
        cachedTotal({ notifier }, API_PATHS.kycScreening, {}, () => prisma.kycScreening.count()),
    },
    () =>
      prisma.kycScreening.findMany({
        where: { AND: [filters, paging.where] },
        orderBy: paging.orderBy,
        take: paging.take,
      }),
  );
  return paging.page(rows, await total, toKycDto);
};

export const searchKycScreenings = async ({
  infra: { prisma, notifier },
  entity,
}: {
  infra: { prisma: PrismaClient; notifier: Notifier };
  entity: string;
}): Promise<KycScreening[]> => {
  // The same filter, and so the same cached total, as the list searched with `q`.
  const filters: Prisma.KycScreeningWhereInput = {
    entityName: { contains: escapeLike(entity), mode: 'insensitive' },
  };
  const total = cachedTotal({ notifier }, API_PATHS.kycScreening, filters, () =>
    prisma.kycScreening.count({ where: filters }),
  );
  const rows = await readFilteredPage(
    prisma,
    {
      filtered: true,
      total,
      size: () =>
        cachedTotal({ notifier }, API_PATHS.kycScreening, {}, () => prisma.kycScreening.count()),
    },
    () =>
      prisma.kycScreening.findMany({
        where: filters,
        orderBy: [{ screenedAt: 'desc' }, { id: 'desc' }],
        take: LIST_LIMIT,
      }),
  );
  return rows.map(toKycDto);
};

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
