// A rejected customs declaration raises a warning alert linking back to the declaration
// ('/customs-declarations?focus=ID' through the customs_declaration subject type).
import { raiseAlert } from '@compliance/api/services/alerts/raise-alert';
import type { DeclarationRejectedPayload } from '@compliance/api/services/customs/change-declaration-status';

import type { EventHandler } from './index';

const onRejected: EventHandler = async ({ event, prisma }) => {
  const payload = event.payload as unknown as DeclarationRejectedPayload;
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
  return ['/api/compliance-alerts', '/api/dashboard/stats'];
};

export const declarationEventHandlers: Record<string, EventHandler[]> = {
  'declaration.rejected': [onRejected],
};
