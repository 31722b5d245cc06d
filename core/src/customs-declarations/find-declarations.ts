// GET /api/customs-declarations: newest first, paged, sortable, narrowed to one status, searched.
import {
  API_PATHS,
  type CustomsDeclaration,
  type CustomsDeclarationListQuery,
} from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { Prisma, PrismaClient } from '@compliance/db';

import type { Notifier } from '../infra/notifier';
import { escapeLike, keysetPaging, type Page } from '../paging/keyset';
import { cachedTotal, readFilteredPage } from '../paging/list-page';
import { loadPartyScreenings } from '../screening/parties/load-party-screenings';
import { toDeclarationDto } from './to-declaration-dto';

const DECLARATION_SORT_TYPES = {
  createdAt: 'date',
  declarationNumber: 'string',
  declarantName: 'string',
  id: 'number',
} as const;

export const listDeclarations = async ({
  infra: { prisma, notifier },
  query,
}: {
  infra: { prisma: PrismaClient; notifier: Notifier };
  query: CustomsDeclarationListQuery;
}): Promise<Page<CustomsDeclaration>> => {
  const q = query.q?.trim();
  const contains = q ? { contains: escapeLike(q), mode: 'insensitive' as const } : null;
  const filters: Prisma.CustomsDeclarationWhereInput = {
    ...(query.status ? { status: query.status } : {}),
    ...(contains
      ? {
          OR: [
            { declarationNumber: contains },
            { declarantName: contains },
            { consignorName: contains },
            { consigneeName: contains },
          ],
        }
      : {}),
  };
  const paging = keysetPaging({ query, types: DECLARATION_SORT_TYPES });
  const total = cachedTotal({ notifier }, API_PATHS.customsDeclarations, filters, () =>
    prisma.customsDeclaration.count({ where: filters }),
  );
  const rows = await readFilteredPage(
    prisma,
    {
      filtered: Object.keys(filters).length > 0,
      total,
      size: () =>
        cachedTotal({ notifier }, API_PATHS.customsDeclarations, {}, () =>
          prisma.customsDeclaration.count(),
        ),
    },
    () =>
      prisma.customsDeclaration.findMany({
        where: { AND: [filters, paging.where] },
        orderBy: paging.orderBy,
        take: paging.take,
      }),
  );
  const screenings = await loadPartyScreenings(
    prisma,
    'customs_declaration',
    rows.map((r) => r.id),
  );
  return paging.page(rows, await total, (row) => toDeclarationDto(row, screenings.get(row.id)));
};

export const getDeclaration = async ({
  prisma,
  id,
}: {
  prisma: PrismaClient;
  id: number;
}): Promise<CustomsDeclaration> => {
  const row = await prisma.customsDeclaration.findUnique({ where: { id } });
  if (!row) throw new AppError('NOT_FOUND', `Customs declaration ${id} not found`);
  const screenings = await loadPartyScreenings(prisma, 'customs_declaration', [id]);
  return toDeclarationDto(row, screenings.get(id));
};
