// What an order must satisfy to be placed under an agreement: the agreement is active and within
// its validity period, no party is blocked, the currency is the agreement's and the value is
// within its maximum order value.
import { AppError } from '@compliance/contracts/errors';

import type { AgreementRow } from '../to-agreement-dto';

const money = (value: number, currency: string) =>
  `${currency} ${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const assertOrderAllowed = (
  agreement: AgreementRow,
  order: { totalValue: number; currency: string },
  now = new Date(),
) => {
  if (agreement.status !== 'active')
    throw new AppError(
      'CONFLICT',
      `Orders are placed under active agreements only; ${agreement.agreementNumber} is ${agreement.status}`,
    );
  if (
    !agreement.activatedAt ||
    agreement.activatedAt > now ||
    (agreement.expiresAt && agreement.expiresAt <= now)
  )
    throw new AppError(
      'UNPROCESSABLE',
      `The order date falls outside the agreement's validity period (${agreement.activatedAt?.toISOString() ?? '?'} to ${agreement.expiresAt?.toISOString() ?? '?'})`,
    );
  const blocked = agreement.partyScreenings.find((p) => p.result === 'blocked');
  if (blocked)
    throw new AppError(
      'CONFLICT',
      `The ${blocked.role} '${blocked.names[0]}' is blocked by watchlist screening`,
    );
  if (order.currency !== agreement.currency)
    throw new AppError(
      'UNPROCESSABLE',
      `Order currency ${order.currency} differs from the agreement's currency ${agreement.currency}`,
    );
  const max = agreement.maxOrderValue === null ? null : Number(agreement.maxOrderValue);
  if (max !== null && order.totalValue > max)
    throw new AppError(
      'UNPROCESSABLE',
      `Order value ${money(order.totalValue, order.currency)} exceeds the agreement's maximum order value ${money(max, agreement.currency)}`,
    );
};
