// The agreement lifecycle: draft -> (legal review + compliance approval) -> signed by both parties
// -> active -> suspended | terminated. Expired and superseded are set by the system only. Every
// move is checked here; an illegal one is a 409 with the reason.
import type { BoaStatus } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { Prisma } from '@compliance/db';

import { appendAudit, SYSTEM_ACTOR } from './audit';
import { canonicalTerms } from './terms';
import type { AgreementRow } from './to-agreement-dto';

export const AGREEMENT_MOVES: Record<BoaStatus, readonly BoaStatus[]> = {
  draft: ['active', 'terminated'],
  active: ['suspended', 'terminated'],
  suspended: ['active', 'terminated'],
  terminated: [],
  expired: [],
  superseded: [],
};

export const FINAL_STATUSES: readonly BoaStatus[] = ['terminated', 'expired', 'superseded'];

export const addMonths = (date: Date, months: number) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

/** Everything that keeps an agreement from being active now; empty when it may be. */
export const activationBlockers = (row: AgreementRow, now = new Date()): string[] => {
  const blockers: string[] = [];
  if (!row.legalReview) blockers.push('legal review is not recorded');
  if (!row.complianceApproval) blockers.push('compliance approval is not recorded');
  const parties = new Set(row.signatures.map((s) => s.party));
  if (!parties.has('organisation')) blockers.push('the organisation has not signed');
  if (!parties.has('counterparty')) blockers.push('the counterparty has not signed');
  if (row.termsDigest && canonicalTerms(row).termsDigest !== row.termsDigest)
    blockers.push('the terms changed after they were signed');
  for (const party of row.partyScreenings) {
    const name = party.names[0] ?? party.role;
    if (party.result === 'blocked')
      blockers.push(`the ${party.role} '${name}' is blocked by watchlist screening`);
    else if (!(party.listVersions as unknown[]).length)
      blockers.push(`the ${party.role} '${name}' has not been screened (no watchlist loaded)`);
  }
  if (row.partyScreenings.length < 2) blockers.push('the parties have not been screened');
  if (row.expiresAt && row.expiresAt <= now) blockers.push('its validity period has ended');
  return blockers;
};

export const assertMove = (row: { status: BoaStatus; agreementNumber: string }, to: BoaStatus) => {
  if (!AGREEMENT_MOVES[row.status].includes(to))
    throw new AppError(
      'CONFLICT',
      `Cannot change agreement ${row.agreementNumber} from ${row.status} to ${to}`,
    );
};

/** Moves status with a guard on the current one, so a concurrent change loses instead of overwriting. */
export const moveStatus = async (
  tx: Prisma.TransactionClient,
  row: { id: number; status: BoaStatus },
  data: Prisma.BasicOrderingAgreementUpdateManyMutationInput & { status: BoaStatus },
) => {
  const { count } = await tx.basicOrderingAgreement.updateMany({
    where: { id: row.id, status: row.status },
    data,
  });
  if (count !== 1) throw new AppError('CONFLICT', `Agreement ${row.id} was changed concurrently`);
};

/** Activates (first activation starts the validity period) and supersedes the version it amends. */
export const activate = async (
  tx: Prisma.TransactionClient,
  {
    row,
    actor,
    actorId,
    now = new Date(),
  }: { row: AgreementRow; actor: string; actorId?: number | null; now?: Date },
) => {
  const activatedAt = row.activatedAt ?? now;
  await moveStatus(tx, row, {
    status: 'active',
    statusReason: null,
    activatedAt,
    expiresAt: row.expiresAt ?? addMonths(activatedAt, row.validityPeriod),
  });
  await appendAudit(tx, {
    agreementId: row.id,
    action: row.status === 'draft' ? 'activated' : 'reinstated',
    fromStatus: row.status,
    toStatus: 'active',
    actor,
    actorId,
  });
  if (row.status !== 'draft' || !row.amendsId) return;
  const previous = await tx.basicOrderingAgreement.findUnique({ where: { id: row.amendsId } });
  if (!previous || !['active', 'suspended'].includes(previous.status)) return;
  await moveStatus(tx, previous, {
    status: 'superseded',
    statusReason: `Amended by version ${row.version}`,
  });
  await appendAudit(tx, {
    agreementId: previous.id,
    action: 'superseded',
    fromStatus: previous.status,
    toStatus: 'superseded',
    detail: `Version ${row.version} (#${row.id}) became active`,
    actor: SYSTEM_ACTOR,
  });
};
