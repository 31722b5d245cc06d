// POST /api/digital-trade-orders: an order under an active agreement. Placed orders (the default)
// are signed by the organisation in the same transaction; drafts are signed when placed. A flagged
// party awaiting review needs acknowledgeFlaggedParties, recorded in the trail with the order.
import { randomInt } from 'node:crypto';

import type { DigitalOrder, DigitalOrderCreateParsed } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';

import type { Actor } from '../../infra/actor';
import { notifyChanged } from '../../infra/notify-changed';
import { actorName, appendAudit } from '../audit';
import type { Deps } from '../create-agreement';
import { AGREEMENT_KEYS, isUniqueViolation, loadAgreement } from '../load-agreement';
import {
  assertFlaggedAcknowledged,
  flaggedPartiesOf,
  recordFlaggedAcknowledgement,
} from '../parties/flagged-parties';
import { requireOrganisationKeys } from '../signing/organisation-key';
import { getOrder } from './find-orders';
import { assertOrderAllowed } from './order-rules';
import { signOrder } from './order-signature';

const generateNumber = () => `ORD-${Date.now()}${String(randomInt(0, 1000)).padStart(3, '0')}`;

export const createOrder = async ({
  infra,
  input,
  signedIn,
}: {
  infra: Deps;
  input: DigitalOrderCreateParsed;
  /** The signed-in user, who the trail names. */
  signedIn?: Actor | null;
}): Promise<DigitalOrder> => {
  const { agreementId, actorId, status, acknowledgeFlaggedParties, ...fields } = input;
  const actor = actorName(actorId, signedIn);
  const keys = status === 'placed' ? await requireOrganisationKeys() : null;
  const orderNumber = input.orderNumber ?? generateNumber();
  try {
    const order = await infra.prisma.$transaction(async (tx) => {
      const agreement = await loadAgreement(tx, agreementId).catch(() => {
        throw new AppError('UNPROCESSABLE', `Agreement ${agreementId} does not exist`);
      });
      assertOrderAllowed(agreement, fields);
      const flagged = await flaggedPartiesOf(infra, agreement.partyScreenings, tx);
      assertFlaggedAcknowledged({
        flagged,
        acknowledged: acknowledgeFlaggedParties,
        refusal: `Cannot place an order under agreement ${agreement.agreementNumber}`,
      });
      const now = new Date();
      let order = await tx.digitalTradeOrder.create({
        data: { ...fields, orderNumber, status, boaId: agreementId, placedAt: keys ? now : null },
      });
      if (keys) {
        const signature = await signOrder({ order, agreement, keys, signedAt: now });
        order = await tx.digitalTradeOrder.update({ where: { id: order.id }, data: signature });
      }
      await recordFlaggedAcknowledgement(tx, {
        agreementId,
        flagged,
        step: `Order ${orderNumber}`,
        actor,
        actorId,
        orderId: order.id,
      });
      await appendAudit(tx, {
        agreementId,
        orderId: order.id,
        action: keys ? 'order_placed' : 'order_drafted',
        toStatus: status,
        detail: `Order ${orderNumber}: ${fields.currency} ${fields.totalValue.toFixed(2)}${keys ? `, signed with key ${keys.kid}` : ''}`,
        actor,
        actorId,
      });
      return order;
    });
    infra.logger.info({ orderId: order.id, agreementId, status }, 'digital order created');
    await notifyChanged(infra, AGREEMENT_KEYS);
    return getOrder({ prisma: infra.prisma, id: order.id });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', `Order number ${orderNumber} already exists`);
    throw error;
  }
};
