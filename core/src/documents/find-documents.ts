import {
  API_PATHS,
  type Document,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentListQuery,
} from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { Prisma, PrismaClient } from '@compliance/db';

import type { Notifier } from '../infra/notifier';
import { escapeLike, keysetPaging, type Page } from '../paging/keyset';
import { readListPage } from '../paging/list-page';
import { TEXT_COLUMNS } from '../paging/text-search';
import { toDocumentDto } from './to-document-dto';

const SORT_TYPES = { uploadedAt: 'date', name: 'string', size: 'number', id: 'number' } as const;

/** The columns a listed document returns (the stored file's key and hash stay in the database). */
const LIST_SELECT = {
  id: true,
  name: true,
  type: true,
  status: true,
  uploadedAt: true,
  fileName: true,
  contentType: true,
  size: true,
  pageCount: true,
  reasons: true,
  verification: true,
  verifiedAt: true,
  replacesId: true,
} satisfies Prisma.DocumentSelect;

/** The label types a search also matches ('invoice', 'lading'). */
const typesLabelled = (q: string) =>
  DOCUMENT_TYPES.filter((type) =>
    DOCUMENT_TYPE_LABELS[type].toLowerCase().includes(q.toLowerCase()),
  );

/** Filters of the list other than the search. */
const fieldFilters = (query: Pick<DocumentListQuery, 'type' | 'status'>) => ({
  ...(query.type ? { type: query.type } : {}),
  ...(query.status ? { status: query.status } : {}),
});

/** Filters of the list: `q` matches the name, or the label of the type ('invoice', 'lading'). */
export const documentFilters = (
  query: Pick<DocumentListQuery, 'q' | 'type' | 'status'>,
): Prisma.DocumentWhereInput => {
  const q = query.q?.trim();
  const types = q ? typesLabelled(q) : [];
  return {
    ...fieldFilters(query),
    ...(q
      ? {
          OR: [
            { name: { contains: escapeLike(q), mode: 'insensitive' } },
            ...(types.length ? [{ type: { in: types } }] : []),
          ],
        }
      : {}),
  };
};

export const listDocuments = async ({
  infra: { prisma, notifier },
  query,
}: {
  infra: { prisma: PrismaClient; notifier: Notifier };
  query: DocumentListQuery;
}): Promise<Page<Document>> => {
  const q = query.q?.trim();
  const others = fieldFilters(query);
  const paging = keysetPaging({ query, types: SORT_TYPES });
  const { rows, total } = await readListPage({
    prisma,
    notifier,
    path: API_PATHS.documents,
    filters: documentFilters(query),
    // A search naming a type ('invoice') matches by type too: that is many rows, read as a filter.
    search:
      q && typesLabelled(q).length === 0
        ? {
            columns: [TEXT_COLUMNS.documentName],
            q,
            others,
            order: paging.order,
            select: LIST_SELECT,
          }
        : undefined,
    count: (where: Prisma.DocumentWhereInput) => prisma.document.count({ where }),
    read: (where) =>
      prisma.document.findMany({
        where: { AND: [where, paging.where] },
        orderBy: paging.orderBy,
        take: paging.take,
        select: LIST_SELECT,
      }),
  });
  return paging.page(rows, total, toDocumentDto);
};

export const getDocumentRow = async ({ prisma, id }: { prisma: PrismaClient; id: number }) => {
  const row = await prisma.document.findUnique({ where: { id } });
  if (!row) throw new AppError('NOT_FOUND', `Document ${id} not found`);
  return row;
};

export const getDocument = async (options: {
  prisma: PrismaClient;
  id: number;
}): Promise<Document> => toDocumentDto(await getDocumentRow(options));
