// GET /api/customs-declarations, newest first, optionally narrowed to one status.
import type { CustomsDeclaration, DeclarationStatus } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { PrismaClient } from '@compliance/db';

import { toDeclarationDto } from './to-declaration-dto';

const LIST_LIMIT = 500;

export const listDeclarations = async ({
  prisma,
  status,
}: {
  prisma: PrismaClient;
  status?: DeclarationStatus;
}): Promise<CustomsDeclaration[]> =>
  (
    await prisma.customsDeclaration.findMany({
      where: status ? { status } : {},
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: LIST_LIMIT,
    })
  ).map(toDeclarationDto);

export const getDeclaration = async ({
  prisma,
  id,
}: {
  prisma: PrismaClient;
  id: number;
}): Promise<CustomsDeclaration> => {
  const row = await prisma.customsDeclaration.findUnique({ where: { id } });
  if (!row) throw new AppError('NOT_FOUND', `Customs declaration ${id} not found`);
  return toDeclarationDto(row);
};
