// A rejected customs declaration raises a warning alert linking back to the declaration
// ('/customs-declarations?focus=ID' through the customs_declaration subject type).
import { API_PATHS } from '@compliance/contracts';
import { raiseAlert } from '@compliance/core/alerts/raise-alert';

import type { EventHandler } from './index';

export const onDeclarationRejected: EventHandler<'declaration.rejected'> = async ({
  event,
  prisma,
}) => {
  const { payload } = event;
  await raiseAlert(prisma, {
    title: `Customs declaration rejected: ${payload.declarationNumber}`,
    description:
      payload.reason ??
      `Declaration by ${payload.declarantName} was rejected at ${payload.customsOffice}.`,
    severity: 'warning',
    subjectType: 'customs_declaration',
    subjectId: event.subjectId,
    dedupeKey: `declaration-rejected:${event.subjectId}`,
  });
  return [API_PATHS.complianceAlerts, API_PATHS.dashboardStats];
};
