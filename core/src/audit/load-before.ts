// The "before" snapshot of an entity a write is about to change, by the collection name in its
// route (/api/<collection>/:id/...). Collections not listed here are recorded with no before.
import type { PrismaClient } from '@compliance/db';

type Loader = (prisma: PrismaClient, id: number) => Promise<unknown>;

const BEFORE_LOADERS: Record<string, Loader> = {
  'customs-declarations': (prisma, id) => prisma.customsDeclaration.findUnique({ where: { id } }),
  'basic-ordering-agreements': (prisma, id) =>
    prisma.basicOrderingAgreement.findUnique({ where: { id } }),
  'compliance-alerts': (prisma, id) => prisma.complianceAlert.findUnique({ where: { id } }),
  'compliance-workflows': (prisma, id) => prisma.complianceWorkflow.findUnique({ where: { id } }),
  'digital-trade-orders': (prisma, id) => prisma.digitalTradeOrder.findUnique({ where: { id } }),
  'internal-lists': (prisma, id) => prisma.internalListEntry.findUnique({ where: { id } }),
  'sanctions-screening': (prisma, id) => prisma.sanctionsScreening.findUnique({ where: { id } }),
  'kyc-screening': (prisma, id) => prisma.kycScreening.findUnique({ where: { id } }),
  vendors: (prisma, id) => prisma.vendor.findUnique({ where: { id } }),
};

export const loadAuditBefore = async (
  prisma: PrismaClient,
  collection: string,
  id: number,
): Promise<unknown> => {
  const load = BEFORE_LOADERS[collection];
  if (!load || !Number.isInteger(id) || id <= 0) return undefined;
  return load(prisma, id).catch(() => undefined);
};
