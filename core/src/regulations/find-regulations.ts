// GET /api/regulations?country=&type= (newest update first) and
// /search?q=&country= (case-insensitive on title, code and description, served by the trigram
// indexes, plus an exact HS code match in applicableCommodities).
import type { Regulation, RegulationType } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { Prisma, PrismaClient } from '@compliance/db';

import { toRegulationDto } from './to-regulation-dto';

const LIST_LIMIT = 500;
const ORDER: Prisma.RegulationOrderByWithRelationInput[] = [{ updatedAt: 'desc' }, { id: 'desc' }];

/** Prisma passes `contains` to ILIKE unescaped: '%' typed by a user must match a literal '%'. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

const countryFilter = (country?: string): Prisma.RegulationWhereInput =>
  country ? { country: { equals: country, mode: 'insensitive' } } : {};

export const listRegulations = async ({
  prisma,
  country,
  type,
}: {
  prisma: PrismaClient;
  country?: string;
  type?: RegulationType;
}): Promise<Regulation[]> =>
  (
    await prisma.regulation.findMany({
      where: { ...countryFilter(country), ...(type ? { regulationType: type } : {}) },
      orderBy: ORDER,
      take: LIST_LIMIT,
    })
  ).map(toRegulationDto);

export const searchRegulations = async ({
  prisma,
  q,
  country,
}: {
  prisma: PrismaClient;
  q: string;
  country?: string;
}): Promise<Regulation[]> => {
  const contains = { contains: escapeLike(q), mode: 'insensitive' as const };
  return (
    await prisma.regulation.findMany({
      where: {
        ...countryFilter(country),
        OR: [
          { title: contains },
          { regulationCode: contains },
          { description: contains },
          { applicableCommodities: { has: q } },
        ],
      },
      orderBy: ORDER,
      take: LIST_LIMIT,
    })
  ).map(toRegulationDto);
};

export const getRegulation = async ({
  prisma,
  id,
}: {
  prisma: PrismaClient;
  id: number;
}): Promise<Regulation> => {
  const row = await prisma.regulation.findUnique({ where: { id } });
  if (!row) throw new AppError('NOT_FOUND', `Regulation ${id} not found`);
  return toRegulationDto(row);
};
