// Screening outcomes: a flagged or blocked KYC/sanctions screening raises an alert and opens a
// sanctions_screening review workflow (titled "overridden" when the officer decided milder than the
// suggestion); a new hit found by re-screening raises an alert (error when
// the hit is strong enough to block, warning otherwise).
import { API_PATHS } from '@compliance/contracts';
import { raiseAlert } from '@compliance/core/alerts/raise-alert';
import type { ChangedPath } from '@compliance/core/infra/notify-changed';
import { openWorkflow } from '@compliance/core/workflows/open-workflow';

import type { EventHandler } from './index';

export const SCREENING_REVIEW_STEPS = [
  'Review match evidence',
  'Collect additional identification',
  'Escalate to MLRO / decide',
  'Record decision',
];

const SCREEN_LABEL: Record<string, string> = {
  kyc_screening: 'KYC screening',
  sanctions_screening: 'Sanctions screening',
};

/** 'Sanctions screening' -> 'sanctions screening'; an acronym stays as it is ('KYC screening'). */
const inSentence = (label: string) =>
  /^[A-Z]{2}/.test(label) ? label : `${label[0]!.toLowerCase()}${label.slice(1)}`;

const CHANGED: ChangedPath[] = [
  API_PATHS.complianceAlerts,
  API_PATHS.complianceWorkflows,
  API_PATHS.dashboardStats,
];

/** 'high' -> 'high risk'; absent on events recorded before the field existed. */
const withRisk = (result: string, riskLevel: string | undefined) =>
  riskLevel ? `${result} (${riskLevel} risk)` : result;

/** A sentence ends once: 'Known customer.' stays, 'Known customer' gets its full stop. */
const sentence = (text: string) => {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

export const onScreeningOutcome: EventHandler<'screening.flagged' | 'screening.blocked'> = async ({
  event,
  prisma,
}) => {
  const { payload } = event;
  const label = SCREEN_LABEL[event.subjectType] ?? 'Screening';
  const found = payload.reasons.join('; ') || `Risk level ${payload.riskLevel}.`;
  // The event's result is the stronger of decision and suggestion, so a decision that differs
  // from it is milder: an override a second officer must review. Its alert says so first, with
  // the officer's reason, instead of repeating the suggestion as if it had been decided.
  const overridden = payload.decision !== undefined && payload.decision !== payload.result;
  const suggested = payload.suggestedResult ?? payload.result;
  let title: string;
  let workflowName: string;
  let description: string;
  if (overridden) {
    const what = `(suggested ${suggested}, decided ${payload.decision})`;
    title = `${label} overridden: ${payload.entityName} ${what}`;
    workflowName = `Review overridden ${inSentence(label)}: ${payload.entityName} ${what}`;
    description = [
      `Decided ${withRisk(payload.decision!, payload.riskLevel)} against the suggested ` +
        `${withRisk(suggested, payload.suggestedRiskLevel)}.`,
      `Override reason: ${sentence(payload.overrideReason ?? 'not recorded')}`,
      `Suggestion: ${found}`,
    ].join(' ');
  } else {
    // A decision stricter than the suggestion is the result itself; the note keeps the suggestion.
    const stricter =
      payload.decision && payload.suggestedResult && payload.decision !== payload.suggestedResult
        ? ` Decision '${payload.decision}' differs from the suggested '${payload.suggestedResult}'.`
        : '';
    title = `${label} ${payload.result}: ${payload.entityName}`;
    workflowName = `Review ${payload.result} ${inSentence(label)}: ${payload.entityName}`;
    description = `${found}${stricter}`;
  }
  await prisma.$transaction(async (tx) => {
    await raiseAlert(tx, {
      title,
      description: description.slice(0, 2000),
      severity: payload.result === 'blocked' ? 'error' : 'warning',
      subjectType: event.subjectType,
      subjectId: event.subjectId,
      dedupeKey: `screening-${payload.result}:${event.subjectType}:${event.subjectId}`,
    });
    await openWorkflow(tx, {
      name: workflowName,
      type: 'sanctions_screening',
      subjectType: event.subjectType,
      subjectId: event.subjectId,
      sourceEventId: event.id,
      dueInDays: payload.result === 'blocked' ? 1 : 3,
      steps: SCREENING_REVIEW_STEPS,
    });
  });
  return CHANGED;
};

export const onScreeningNewHit: EventHandler<'screening.new_hit'> = async ({ event, prisma }) => {
  const { payload } = event;
  const label = SCREEN_LABEL[event.subjectType] ?? 'Screening';
  await raiseAlert(prisma, {
    title: `New watchlist hit for ${payload.entityName}`,
    description:
      `${label} subject matches "${payload.matchedName}" (${payload.listedName}) on ${payload.list}, ` +
      `score ${payload.score.toFixed(2)}, found by re-screening after a list change.`,
    severity: payload.strength === 'blocked' ? 'error' : 'warning',
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    // A hit raised again after its listed record changed (a false positive had been recorded) is a
    // new cause: the record hash keeps it apart from the first alert.
    dedupeKey: `screening-new-hit:${event.subjectType}:${event.subjectId}:${payload.entityId}${
      payload.recordHash ? `:${payload.recordHash.slice(0, 16)}` : ''
    }`,
  });
  return CHANGED;
};

const SCREENED_LABEL: Record<string, string> = {
  ...SCREEN_LABEL,
  batch_row: 'Batch screening',
  basic_ordering_agreement: 'Agreement party screening',
};

/** A reviewer escalated one candidate: an alert and a review workflow on the screened subject. */
export const onMatchEscalated: EventHandler<'screening.match_escalated'> = async ({
  event,
  prisma,
}) => {
  const { payload } = event;
  const label = SCREENED_LABEL[payload.screenedType] ?? 'Screening';
  await prisma.$transaction(async (tx) => {
    await raiseAlert(tx, {
      title: `Match escalated: ${payload.subjectName}`,
      description:
        `${label} candidate "${payload.entityName}" on ${payload.list} (score ` +
        `${payload.score.toFixed(2)}) escalated by ${payload.reviewerName ?? `user ${payload.reviewedBy}`}: ${payload.note}`.slice(
          0,
          2000,
        ),
      severity: 'warning',
      subjectType: payload.screenedType,
      subjectId: payload.screenedId,
      dedupeKey: `screening-escalated:${event.subjectId}`,
    });
    await openWorkflow(tx, {
      name: `Escalated match: ${payload.subjectName} / ${payload.entityName}`,
      type: 'sanctions_screening',
      subjectType: payload.screenedType,
      subjectId: payload.screenedId,
      sourceEventId: event.id,
      dueInDays: 1,
      steps: SCREENING_REVIEW_STEPS,
    });
  });
  return [...CHANGED, API_PATHS.screeningReviews];
};
