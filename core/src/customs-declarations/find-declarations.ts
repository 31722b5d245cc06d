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
import { readListPage } from '../paging/list-page';
import { TEXT_COLUMNS } from '../paging/text-search';
import { loadPartyScreenings } from '../screening/parties/load-party-screenings';
import { toDeclarationDto } from './to-declaration-dto';

const DECLARATION_SORT_TYPES = {
  createdAt: 'date',
  declarationNumber: 'string',
  declarantName: 'string',
  id: 'number',
} as const;

/** The search box matches any of these (the Prisma fields are named as the columns). */
const SEARCHED_COLUMNS = [
  TEXT_COLUMNS.declarationNumber,
  TEXT_COLUMNS.declarantName,
  TEXT_COLUMNS.consignorName,
  TEXT_COLUMNS.consigneeName,
] as const;

export const listDeclarations = async ({
  infra: { prisma, notifier },
  query,
}: {
  infra: { prisma: PrismaClient; notifier: Notifier };
  query: CustomsDeclarationListQuery;
}): Promise<Page<CustomsDeclaration>> => {
  const q = query.q?.trim();
  const contains = q ? { contains: escapeLike(q), mode: 'insensitive' as const } : null;
  const others: Prisma.CustomsDeclarationWhereInput = query.status ? { status: query.status } : {};
  const paging = keysetPaging({ query, types: DECLARATION_SORT_TYPES });
  const { rows, total } = await readListPage({
    prisma,
    notifier,
    path: API_PATHS.customsDeclarations,
    filters: {
      ...others,
      ...(contains
        ? {
            OR: SEARCHED_COLUMNS.map(({ column }): Prisma.CustomsDeclarationWhereInput => ({
              [column]: contains,
            })),
          }
        : {}),
    },
    search: q
      ? {
          columns: SEARCHED_COLUMNS,
          q,
          others,
          order: paging.order,
        }
      : undefined,
    count: (where: Prisma.CustomsDeclarationWhereInput) =>
      prisma.customsDeclaration.count({ where }),
    read: (where) =>
      prisma.customsDeclaration.findMany({
        where: { AND: [where, paging.where] },
        orderBy: paging.orderBy,
        take: paging.take,
      }),
  });
  const screenings = await loadPartyScreenings(
    prisma,
    'customs_declaration',
    rows.map((r) => r.id),
  );
  return paging.page(rows, total, (row) => toDeclarationDto(row, screenings.get(row.id)));
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
