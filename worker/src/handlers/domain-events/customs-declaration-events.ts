// A rejected customs declaration raises a warning alert linking back to the declaration
// ('/customs-declarations?focus=ID' through the customs_declaration subject type).
import { API_PATHS } from '@compliance/contracts';
import { raiseAlert } from '@compliance/core/alerts/raise-alert';
import { openWorkflow } from '@compliance/core/workflows/open-workflow';

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

const FIELD_LABEL = {
  countryOfOrigin: 'origin',
  countryOfDestination: 'destination',
  consignorAddress: 'consignor address',
  consigneeAddress: 'consignee address',
} as const;

export const EMBARGO_REVIEW_STEPS = [
  'Confirm origin, destination and parties',
  'Check for a licence or exemption',
  'Hold or release the shipment',
  'Record decision',
];

/**
 * A declaration shipping from or to a comprehensively sanctioned jurisdiction raises an error
 * alert and opens a review workflow (import or export review by the declaration's type, due in
 * 1 day).
 */
export const onDeclarationSanctionedJurisdiction: EventHandler<
  'declaration.sanctioned_jurisdiction'
> = async ({ event, prisma }) => {
  const { payload } = event;
  const names = [...new Set(payload.jurisdictions.map((j) => j.name))];
  const detail = payload.jurisdictions
    .map((j) => `${j.name} (${FIELD_LABEL[j.field]}; ${j.programme})`)
    .join('; ');
  const declaration = await prisma.customsDeclaration.findUnique({
    where: { id: event.subjectId },
    select: { declarationType: true },
  });
  await prisma.$transaction(async (tx) => {
    await raiseAlert(tx, {
      title: `Embargoed jurisdiction: ${payload.declarationNumber} (${names.join(', ')})`,
      description:
        `Declaration by ${payload.declarantName} names a comprehensively sanctioned jurisdiction: ${detail}.`.slice(
          0,
          2000,
        ),
      severity: 'error',
      subjectType: 'customs_declaration',
      subjectId: event.subjectId,
      dedupeKey: `declaration-embargo:${event.subjectId}`,
    });
    await openWorkflow(tx, {
      name: `Embargo review: ${payload.declarationNumber} (${names.join(', ')})`,
      type: declaration?.declarationType === 'export' ? 'export_review' : 'import_review',
      subjectType: 'customs_declaration',
      subjectId: event.subjectId,
      sourceEventId: event.id,
      dueInDays: 1,
      steps: EMBARGO_REVIEW_STEPS,
    });
  });
  return [API_PATHS.complianceAlerts, API_PATHS.complianceWorkflows, API_PATHS.dashboardStats];
};
