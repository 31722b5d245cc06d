import type { DocumentType, PrismaClient } from '../../generated/client/client';
import { readReferenceJson } from './reference-data';
import { syncRows } from './sync-rows';

type DocumentTypeFile = {
  documentTypes: {
    code: DocumentType;
    label: string;
    description: string;
    requiredElements: string[];
  }[];
};

export const seedDocumentTypes = async (prisma: PrismaClient): Promise<number> => {
  const { documentTypes } = readReferenceJson<DocumentTypeFile>('document-types.json');
  await syncRows({
    desired: documentTypes,
    existing: await prisma.documentTypeInfo.findMany(),
    keyOf: (row) => String(row.code),
    createMany: (data) => prisma.documentTypeInfo.createMany({ data, skipDuplicates: true }),
    update: ({ code, ...data }) => prisma.documentTypeInfo.update({ where: { code }, data }),
  });
  return documentTypes.length;
};
