// A flagged or blocked agreement party (on creation, amendment or re-screening) raises an alert
// linking to the agreement and opens a sanctions_screening review workflow for it.
import { API_PATHS } from '@compliance/contracts';
import { raiseAlert } from '@compliance/core/alerts/raise-alert';
import { openWorkflow } from '@compliance/core/workflows/open-workflow';

import type { EventHandler } from './index';
import { SCREENING_REVIEW_STEPS } from './screening-events';

const TRIGGER = {
  created: 'when the agreement was created',
  amended: 'when the agreement was amended',
  rescreen: 'by re-screening after a watchlist change',
} as const;

export const onAgreementPartyOutcome: EventHandler<
  'agreement.party_flagged' | 'agreement.party_blocked'
> = async ({ event, prisma }) => {
  const { payload } = event;
  const label = `${payload.agreementNumber} v${payload.version}`;
  await prisma.$transaction(async (tx) => {
    await raiseAlert(tx, {
      title: `Agreement ${payload.role} ${payload.result}: ${payload.partyName}`,
      description:
        `${payload.reasons.join('; ') || `Risk level ${payload.riskLevel}.`} Screened ${TRIGGER[payload.trigger]} (${label}).` +
        (payload.result === 'blocked' ? ' The agreement cannot become active.' : ''),
      severity: payload.result === 'blocked' ? 'error' : 'warning',
      subjectType: 'basic_ordering_agreement',
      subjectId: event.subjectId,
      dedupeKey: `agreement-party-${payload.result}:${event.subjectId}:${payload.role}`,
    });
    await openWorkflow(tx, {
      name: `Review ${payload.result} ${payload.role} of agreement ${label}: ${payload.partyName}`,
      type: 'sanctions_screening',
      subjectType: 'basic_ordering_agreement',
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
    API_PATHS.basicOrderingAgreements,
  ];
};
