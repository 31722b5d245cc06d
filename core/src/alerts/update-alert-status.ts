// People acknowledge or resolve alerts; the system opens them. A resolved alert stays resolved:
// if the problem comes back, the event handler raises it again.
import type { ComplianceAlert, ComplianceAlertUpdate } from '@compliance/contracts';
import { API_PATHS } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';

import type { Infra } from '../infra';
import { notifyChanged } from '../infra/notify-changed';
import { getAlertRow, toAlertDto } from './find-alerts';

export const ALERT_CHANGE_KEYS = [API_PATHS.complianceAlerts, API_PATHS.dashboardStats];

export const updateAlertStatus = async ({
  infra,
  id,
  update,
}: {
  infra: Pick<Infra, 'prisma' | 'notifier' | 'logger'>;
  id: number;
  update: ComplianceAlertUpdate;
}): Promise<ComplianceAlert> => {
  const current = await getAlertRow({ prisma: infra.prisma, id });
  if (current.status === update.status) return toAlertDto(current);
  if (current.status === 'resolved')
    throw new AppError('CONFLICT', `Alert ${id} is already resolved`);

  // The status guard makes a concurrent resolve win over a late acknowledge.
  const { count } = await infra.prisma.complianceAlert.updateMany({
    where: { id, status: current.status },
    data: {
      status: update.status,
      ...(update.status === 'resolved' ? { resolvedAt: new Date() } : {}),
    },
  });
  if (count === 0) throw new AppError('CONFLICT', `Alert ${id} was changed meanwhile; reload it`);
  await notifyChanged(infra, ALERT_CHANGE_KEYS);
  return toAlertDto(await getAlertRow({ prisma: infra.prisma, id }));
};
