import { type Agreement, API_PATHS } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { Prisma, PrismaClient } from '@compliance/db';

import type { Infra } from '../infra';
import { appendAudit } from './audit';
import { activate, activationBlockers } from './lifecycle';
import {
  awaitingReviewReason,
  flaggedPartiesOf,
  partiesAwaitingReview,
} from './parties/flagged-parties';
import { AGREEMENT_INCLUDE, type AgreementRow, toAgreementDto } from './to-agreement-dto';

type Deps = Pick<Infra, 'prisma' | 'notifier' | 'logger'>;

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * Change notices for anything about agreements (the stats path sits under the collection), and
 * the dashboard's, whose Risk Flags count agreements with flagged or blocked parties.
 */
export const AGREEMENT_KEYS = [
  API_PATHS.basicOrderingAgreements,
  API_PATHS.digitalTradeOrders,
  API_PATHS.dashboardStats,
];

export const loadAgreement = async (db: Db, id: number): Promise<AgreementRow> => {
  const row = await db.basicOrderingAgreement.findUnique({
    where: { id },
    include: AGREEMENT_INCLUDE,
  });
  if (!row) throw new AppError('NOT_FOUND', `Agreement ${id} not found`);
  return row;
};

/** One agreement as the api returns it, with which flagged parties await review. */
export const loadAgreementDto = async (infra: Deps, id: number): Promise<Agreement> => {
  const row = await loadAgreement(infra.prisma, id);
  return toAgreementDto(row, await partiesAwaitingReview(infra, row.partyScreenings));
};

export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';

/**
 * After a signature: activates once both parties have signed, or records what still blocks it. A
 * signature acknowledges nothing: a flagged party awaiting review leaves activation to a person.
 */
export const activateIfReady = async (
  tx: Prisma.TransactionClient,
  {
    infra,
    id,
    actor,
    actorId,
  }: { infra: Deps; id: number; actor: string; actorId?: number | null },
) => {
  const row = await loadAgreement(tx, id);
  if (row.signatures.length < 2 || row.status !== 'draft') return;
  const flagged = await flaggedPartiesOf(infra, row.partyScreenings, tx);
  const blockers = [...activationBlockers(row), ...flagged.map(awaitingReviewReason)];
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
