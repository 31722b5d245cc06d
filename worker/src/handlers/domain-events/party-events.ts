// A vendor or a declaration consignor/consignee with a watchlist hit (on creation, on a change of
// name or country, or found by re-screening after a list change) raises an alert linking to the
// vendor or declaration and opens a sanctions_screening review workflow for it. The alert's key
// names the hit entities, so the same hit handled twice updates one alert, and a later new hit on
// the same party raises its own.
import { createHash } from 'node:crypto';

import { API_PATHS } from '@compliance/contracts';
import { raiseAlert } from '@compliance/core/alerts/raise-alert';
import { openWorkflow } from '@compliance/core/workflows/open-workflow';

import type { EventHandler } from './index';
import { SCREENING_REVIEW_STEPS } from './screening-events';

const TRIGGER = {
  created: 'when it was created',
  updated: 'when its name or country changed',
  rescreen: 'by re-screening after a watchlist change',
} as const;

const ROLE_LABEL = { vendor: 'Vendor', consignor: 'Consignor', consignee: 'Consignee' } as const;

export const onPartyOutcome: EventHandler<'party.flagged' | 'party.blocked'> = async ({
  event,
  prisma,
}) => {
  const { payload } = event;
  const of = event.subjectType === 'vendor' ? '' : ` of declaration ${payload.label}`;
  const hits = createHash('sha256')
    .update([...payload.entityIds].sort().join('\n'))
    .digest('hex')
    .slice(0, 16);
  await prisma.$transaction(async (tx) => {
    await raiseAlert(tx, {
      title: `${ROLE_LABEL[payload.role]}${of} ${payload.result}: ${payload.partyName}`,
      description:
        `${payload.reasons.join('; ') || `Risk level ${payload.riskLevel}.`} Screened ${TRIGGER[payload.trigger]}.`.slice(
          0,
          2000,
        ),
      severity: payload.result === 'blocked' ? 'error' : 'warning',
      subjectType: event.subjectType,
      subjectId: event.subjectId,
      dedupeKey: `party-hit:${event.subjectType}:${event.subjectId}:${payload.role}:${hits}`,
    });
    await openWorkflow(tx, {
      name: `Review ${payload.result} ${payload.role}${of}: ${payload.partyName}`.slice(0, 300),
      type: 'sanctions_screening',
      subjectType: event.subjectType,
      subjectId: event.subjectId,
      sourceEventId: event.id,
      dueInDays: payload.result === 'blocked' ? 1 : 3,
      steps: SCREENING_REVIEW_STEPS,
    });
  });
  return [
    API_PATHS.complianceAlerts,
    API_PATHS.complianceWorkflows,
    API_PATHS.dashboardStats,
    event.subjectType === 'vendor' ? API_PATHS.vendors : API_PATHS.customsDeclarations,
  ];
};
