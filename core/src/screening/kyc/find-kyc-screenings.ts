// GET /api/kyc-screening (newest first), /search?entity= (case-insensitive contains,
// served by the trigram index on entityName), /:id with the stored matches.
import type { KycScreening, KycScreeningDetail } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { PrismaClient } from '@compliance/db';

import { toKycDetailDto, toKycDto } from './to-kyc-dto';

const LIST_LIMIT = 500;

/** Prisma passes `contains` to ILIKE unescaped: '%' typed by a user must match a literal '%'. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export const listKycScreenings = async ({
  prisma,
  limit = LIST_LIMIT,
}: {
  prisma: PrismaClient;
  limit?: number;
}): Promise<KycScreening[]> =>
  (
    await prisma.kycScreening.findMany({
      orderBy: [{ screenedAt: 'desc' }, { id: 'desc' }],
      take: limit,
    })
  ).map(toKycDto);

export const searchKycScreenings = async ({
  prisma,
  entity,
}: {
  prisma: PrismaClient;
  entity: string;
}): Promise<KycScreening[]> =>
  (
    await prisma.kycScreening.findMany({
      where: { entityName: { contains: escapeLike(entity), mode: 'insensitive' } },
      orderBy: [{ screenedAt: 'desc' }, { id: 'desc' }],
      take: LIST_LIMIT,
    })
  ).map(toKycDto);

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
