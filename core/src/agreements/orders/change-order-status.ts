// POST /api/digital-trade-orders/:id/status: draft -> placed (checked and signed like a new
// order, flagged parties acknowledged included) -> accepted | rejected; accepted -> fulfilled.
// Anything else is a 409.
import {
  type DigitalOrder,
  type DigitalOrderStatusChange,
  ORDER_TRANSITIONS,
} from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';

import type { Actor } from '../../infra/actor';
import { notifyChanged } from '../../infra/notify-changed';
import { actorName, appendAudit } from '../audit';
import type { Deps } from '../create-agreement';
import { AGREEMENT_KEYS, loadAgreement } from '../load-agreement';
import {
  assertFlaggedAcknowledged,
  flaggedPartiesOf,
  recordFlaggedAcknowledgement,
} from '../parties/flagged-parties';
import { requireOrganisationKeys } from '../signing/organisation-key';
import { getOrder } from './find-orders';
import { assertOrderAllowed } from './order-rules';
import { signOrder } from './order-signature';

export const changeOrderStatus = async ({
  infra,
  id,
  status,
  reason,
  actorId,
  acknowledgeFlaggedParties,
  signedIn,
}: {
  infra: Deps;
  id: number;
  status: DigitalOrderStatusChange['status'];
  reason: string | null;
  actorId?: number;
  acknowledgeFlaggedParties?: boolean;
  /** The signed-in user, who the trail names. */
  signedIn?: Actor | null;
}): Promise<DigitalOrder> => {
  const keys = status === 'placed' ? await requireOrganisationKeys() : null;
  const actor = actorName(actorId, signedIn);
  await infra.prisma.$transaction(async (tx) => {
    const order = await tx.digitalTradeOrder.findUnique({ where: { id } });
    if (!order) throw new AppError('NOT_FOUND', `Digital order ${id} not found`);
    if (!ORDER_TRANSITIONS[order.status].includes(status))
      throw new AppError(
        'CONFLICT',
        `Cannot change ${/^[aeiou]/.test(order.status) ? 'an' : 'a'} ${order.status} order to ${status}`,
      );
    const now = new Date();
    let data: Record<string, unknown> = { status, statusReason: reason };
    if (keys) {
      const agreement = await loadAgreement(tx, order.boaId);
      assertOrderAllowed(
        agreement,
        { totalValue: Number(order.totalValue), currency: order.currency },
        now,
      );
      const flagged = await flaggedPartiesOf(infra, agreement.partyScreenings, tx);
      assertFlaggedAcknowledged({
        flagged,
        acknowledged: acknowledgeFlaggedParties,
        refusal: `Cannot place order ${order.orderNumber} under agreement ${agreement.agreementNumber}`,
      });
      await recordFlaggedAcknowledgement(tx, {
        agreementId: order.boaId,
        flagged,
        step: `Order ${order.orderNumber}`,
        actor,
        actorId,
        orderId: id,
      });
      data = {
        ...data,
        placedAt: now,
        ...(await signOrder({ order, agreement, keys, signedAt: now })),
      };
    }
    if (status === 'accepted' || status === 'rejected') data.decidedAt = now;
    if (status === 'fulfilled') data.fulfilledAt = now;
    const { count } = await tx.digitalTradeOrder.updateMany({
      where: { id, status: order.status },
      data,
    });
    if (count !== 1) throw new AppError('CONFLICT', `Digital order ${id} was changed concurrently`);
    await appendAudit(tx, {
      agreementId: order.boaId,
      orderId: id,
      action: `order_${status}`,
      fromStatus: order.status,
      toStatus: status,
      detail: `Order ${order.orderNumber}${reason ? `: ${reason}` : ''}`,
      actor,
      actorId,
    });
  });
  await notifyChanged(infra, AGREEMENT_KEYS);
  return getOrder({ prisma: infra.prisma, id });
};
