import { API_PATHS } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { Prisma, PrismaClient } from '@compliance/db';

import { appendAudit } from './audit';
import { activate, activationBlockers } from './lifecycle';
import { AGREEMENT_INCLUDE, type AgreementRow } from './to-agreement-dto';

type Db = PrismaClient | Prisma.TransactionClient;

/** Change notices for anything about agreements (the stats path sits under the collection). */
export const AGREEMENT_KEYS = [API_PATHS.basicOrderingAgreements, API_PATHS.digitalTradeOrders];

export const loadAgreement = async (db: Db, id: number): Promise<AgreementRow> => {
  const row = await db.basicOrderingAgreement.findUnique({
    where: { id },
    include: AGREEMENT_INCLUDE,
  });
  if (!row) throw new AppError('NOT_FOUND', `Agreement ${id} not found`);
  return row;
};

export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';

/** After a signature: activates once both parties have signed, or records what still blocks it. */
export const activateIfReady = async (
  tx: Prisma.TransactionClient,
  { id, actor, actorId }: { id: number; actor: string; actorId?: number | null },
) => {
  const row = await loadAgreement(tx, id);
  if (row.signatures.length < 2 || row.status !== 'draft') return;
  const blockers = activationBlockers(row);
  if (!blockers.length) return activate(tx, { row, actor, actorId });
  await appendAudit(tx, {
    agreementId: id,
    action: 'activation_blocked',
    fromStatus: row.status,
    detail: `Signed by both parties but not activated: ${blockers.join('; ')}`,
    actor,
    actorId,
  });
};
