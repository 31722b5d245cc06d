import type { Document, LimitQuery } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { PrismaClient } from '@compliance/db';

import { toDocumentDto } from './to-document-dto';

export const listDocuments = async ({
  prisma,
  query,
}: {
  prisma: PrismaClient;
  query: LimitQuery;
}): Promise<Document[]> => {
  const rows = await prisma.document.findMany({
    orderBy: [{ uploadedAt: 'desc' }, { id: 'desc' }],
    take: query.limit ?? 200,
  });
  return rows.map(toDocumentDto);
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
