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
import { cachedTotal, readFilteredPage } from '../paging/list-page';
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
} satisfies Prisma.DocumentSelect;

/** Filters of the list: `q` matches the name, or the label of the type ('invoice', 'lading'). */
export const documentFilters = (
  query: Pick<DocumentListQuery, 'q' | 'type' | 'status'>,
): Prisma.DocumentWhereInput => {
  const q = query.q?.trim();
  const types = q
    ? DOCUMENT_TYPES.filter((type) =>
        DOCUMENT_TYPE_LABELS[type].toLowerCase().includes(q.toLowerCase()),
      )
    : [];
  return {
    ...(query.type ? { type: query.type } : {}),
    ...(query.status ? { status: query.status } : {}),
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
  const filters = documentFilters(query);
  const paging = keysetPaging({ query, types: SORT_TYPES });
  const total = cachedTotal({ notifier }, API_PATHS.documents, filters, () =>
    prisma.document.count({ where: filters }),
  );
  const rows = await readFilteredPage(
    prisma,
    {
      filtered: Object.keys(filters).length > 0,
      total,
      size: () => cachedTotal({ notifier }, API_PATHS.documents, {}, () => prisma.document.count()),
    },
    () =>
      prisma.document.findMany({
        where: { AND: [filters, paging.where] },
        orderBy: paging.orderBy,
        take: paging.take,
        select: LIST_SELECT,
      }),
  );
  return paging.page(rows, await total, toDocumentDto);
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
