// A rejected document raises an error alert and opens a review workflow; a verified document
// uploaded as its corrected copy (`replaces`) completes that review's 'upload corrected document'
// step and resolves its alert.
import {
  API_PATHS,
  DOCUMENT_REVIEW_STEPS,
  DOCUMENT_REVIEW_UPLOAD_STEP,
  DOCUMENT_TYPE_LABELS,
  type DocumentType,
} from '@compliance/contracts';
import { raiseAlert, resolveAlertsFor } from '@compliance/core/alerts/raise-alert';
import { completeStep, openWorkflow } from '@compliance/core/workflows/open-workflow';

import type { EventHandler } from './index';

// Licences and certificates of origin are the exporter's papers; invoices, bills of lading and
// packing lists are checked on the import side.
const reviewTypeFor = (type: DocumentType) =>
  type === 'export_license' || type === 'certificate_of_origin' ? 'export_review' : 'import_review';

const UPLOAD_STEP = DOCUMENT_REVIEW_STEPS.indexOf(DOCUMENT_REVIEW_UPLOAD_STEP) + 1;

export const onDocumentRejected: EventHandler<'document.rejected'> = async ({ event, prisma }) => {
  const { payload } = event;
  const label = DOCUMENT_TYPE_LABELS[payload.type] ?? payload.type;
  await prisma.$transaction(async (tx) => {
    await raiseAlert(tx, {
      title: `${label} rejected: ${payload.name}`,
      description: payload.reasons.join('; ') || 'The document failed verification.',
      severity: 'error',
      subjectType: 'document',
      subjectId: event.subjectId,
      dedupeKey: `document-rejected:${event.subjectId}`,
    });
    await openWorkflow(tx, {
      name: `Review rejected ${label.toLowerCase()}: ${payload.name}`,
      type: reviewTypeFor(payload.type),
      subjectType: 'document',
      subjectId: event.subjectId,
      sourceEventId: event.id,
      dueInDays: 5,
      steps: DOCUMENT_REVIEW_STEPS,
    });
  });
  return [API_PATHS.complianceAlerts, API_PATHS.complianceWorkflows, API_PATHS.dashboardStats];
};

// Only the review of the document this one was uploaded to correct advances: a verified invoice
// from one supplier says nothing about another supplier's rejected invoice.
export const onDocumentVerified: EventHandler<'document.verified'> = async ({ event, prisma }) => {
  const verified = await prisma.document.findUnique({
    where: { id: event.subjectId },
    select: { replacesId: true },
  });
  const replacedId = verified?.replacesId;
  if (!replacedId) return [];
  const reviews = await prisma.complianceWorkflow.findMany({
    where: {
      subjectType: 'document',
      subjectId: replacedId,
      status: { in: ['pending', 'in_progress'] },
    },
    select: { id: true },
  });
  const resolved = await prisma.$transaction(async (tx) => {
    for (const review of reviews) {
      await completeStep(tx, { workflowId: review.id, position: UPLOAD_STEP, userId: null });
    }
    const alerts = await resolveAlertsFor(tx, {
      subjectType: 'document',
      subjectIds: [replacedId],
    });
    return alerts.count;
  });
  return reviews.length || resolved
    ? [API_PATHS.complianceAlerts, API_PATHS.complianceWorkflows, API_PATHS.dashboardStats]
    : [];
};
