// GET /api/customs-declarations: newest first, paged, sortable, narrowed to one status, searched.
import {
  API_PATHS,
  type CustomsDeclaration,
  type CustomsDeclarationListQuery,
} from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type {
  CustomsDeclaration as CustomsDeclarationRow,
  Prisma,
  PrismaClient,
} from '@compliance/db';

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

/** Every column of a declaration: the list shows the whole declaration. */
const LIST_SELECT = {
  id: true,
  declarationNumber: true,
  declarationType: true,
  customsOffice: true,
  declarantName: true,
  declarantCode: true,
  consignorName: true,
  consigneeName: true,
  consignorAddress: true,
  consigneeAddress: true,
  totalValue: true,
  currency: true,
  countryOfOrigin: true,
  countryOfDestination: true,
  transportMode: true,
  items: true,
  status: true,
  rejectionReason: true,
  clearedAt: true,
  createdAt: true,
  updatedAt: true,
} satisfies Record<keyof Prisma.CustomsDeclarationSelect & keyof CustomsDeclarationRow, true>;

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
          select: LIST_SELECT,
        }
      : undefined,
    count: (where: Prisma.CustomsDeclarationWhereInput) =>
      prisma.customsDeclaration.count({ where }),
    read: (where) =>
      prisma.customsDeclaration.findMany({
        where: { AND: [where, paging.where] },
        orderBy: paging.orderBy,
        take: paging.take,
        select: LIST_SELECT,
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
