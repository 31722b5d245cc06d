// The agreement's own audit trail: one row per transition, approval, signature, amendment and order
// change, written in the same transaction as the change itself.
import type { AuditEntry } from '@compliance/contracts';
import type { AgreementAuditEntry, Prisma } from '@compliance/db';

import type { Actor } from '../infra/actor';

export const SYSTEM_ACTOR = 'system';

/**
 * Who acts, as the agreement's trail names them: the signed-in user the api identified. Only a
 * caller of core without one (a script, a job) may name a user by id instead; a body's actorId
 * never overrides the signed-in user.
 */
export const actorName = (actorId?: number | null, signedIn?: Actor | null) =>
  signedIn?.name ?? (actorId ? `User ${actorId}` : 'API client (no user given)');

export interface AuditInput {
  agreementId: number;
  action: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  detail?: string | null;
  actor: string;
  actorId?: number | null;
  orderId?: number | null;
}

export const appendAudit = (tx: Prisma.TransactionClient, entry: AuditInput) =>
  tx.agreementAuditEntry.create({
    data: {
      agreementId: entry.agreementId,
      action: entry.action,
      fromStatus: entry.fromStatus ?? null,
      toStatus: entry.toStatus ?? null,
      detail: entry.detail?.slice(0, 2000) ?? null,
      actor: entry.actor,
      actorId: entry.actorId ?? null,
      orderId: entry.orderId ?? null,
    },
  });

export const toAuditDto = (row: AgreementAuditEntry): AuditEntry => ({
  id: row.id,
  action: row.action,
  fromStatus: row.fromStatus,
  toStatus: row.toStatus,
  detail: row.detail,
  actor: row.actor,
  orderId: row.orderId,
  createdAt: row.createdAt.toISOString(),
});
