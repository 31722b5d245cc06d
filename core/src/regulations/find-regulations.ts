// GET /api/regulations?country=&type= (newest update first) and
// /search?q=&country= (case-insensitive on title, code and description, served by the trigram
// indexes, plus an exact HS code match in applicableCommodities).
import { API_PATHS, type Regulation, type RegulationListQuery } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { Prisma, PrismaClient } from '@compliance/db';

import type { Notifier } from '../infra/notifier';
import { escapeLike, keysetPaging, type Page } from '../paging/keyset';
import { cachedTotal } from '../paging/list-page';
import { toRegulationDto } from './to-regulation-dto';

const LIST_LIMIT = 500;
const ORDER: Prisma.RegulationOrderByWithRelationInput[] = [{ updatedAt: 'desc' }, { id: 'desc' }];

const REGULATION_SORT_TYPES = {
  updatedAt: 'date',
  effectiveDate: 'date',
  title: 'string',
  regulationCode: 'string',
  country: 'string',
  id: 'number',
} as const;

const countryFilter = (country?: string): Prisma.RegulationWhereInput =>
  country ? { country: { equals: country, mode: 'insensitive' } } : {};

const searchFilter = (q: string | undefined): Prisma.RegulationWhereInput => {
  const text = q?.trim();
  if (!text) return {};
  const contains = { contains: escapeLike(text), mode: 'insensitive' as const };
  return {
    OR: [
      { title: contains },
      { regulationCode: contains },
      { description: contains },
      { applicableCommodities: { has: text } },
    ],
  };
};

export const regulationFilters = (query: RegulationListQuery): Prisma.RegulationWhereInput => ({
  ...countryFilter(query.country),
  ...(query.type ? { regulationType: query.type } : {}),
  ...searchFilter(query.q),
});

/** The paged list: most recently updated first unless sorted otherwise. */
export const listRegulations = async ({
  infra: { prisma, notifier },
  query,
}: {
  infra: { prisma: PrismaClient; notifier: Notifier };
  query: RegulationListQuery;
}): Promise<Page<Regulation>> => {
  const filters = regulationFilters(query);
  const paging = keysetPaging({ query, types: REGULATION_SORT_TYPES });
  const [rows, total] = await Promise.all([
    prisma.regulation.findMany({
      where: { AND: [filters, paging.where] },
      orderBy: paging.orderBy,
      take: paging.take,
    }),
    cachedTotal({ notifier }, API_PATHS.regulations, filters, () =>
      prisma.regulation.count({ where: filters }),
    ),
  ]);
  return paging.page(rows, total, toRegulationDto);
};

export const searchRegulations = async ({
  prisma,
  q,
  country,
}: {
  prisma: PrismaClient;
  q: string;
  country?: string;
}): Promise<Regulation[]> => {
  return (
    await prisma.regulation.findMany({
      where: { ...countryFilter(country), ...searchFilter(q) },
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
