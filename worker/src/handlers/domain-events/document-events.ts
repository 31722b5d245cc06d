// A rejected document raises an error alert and opens a review workflow; a verified document of
// the same type completes the 'upload corrected document' step of open reviews and resolves the alert.
import { API_PATHS, DOCUMENT_TYPE_LABELS, type DocumentType } from '@compliance/contracts';
import { raiseAlert, resolveAlertsFor } from '@compliance/core/alerts/raise-alert';
import { completeStep, openWorkflow } from '@compliance/core/workflows/open-workflow';

import type { EventHandler } from './index';

// Licences and certificates of origin are the exporter's papers; invoices, bills of lading and
// packing lists are checked on the import side.
const reviewTypeFor = (type: DocumentType) =>
  type === 'export_license' || type === 'certificate_of_origin' ? 'export_review' : 'import_review';

export const DOCUMENT_REVIEW_STEPS = [
  'Review verification findings',
  'Request corrected document from counterparty',
  'Upload corrected document',
  'Compliance sign-off',
];
const UPLOAD_STEP = 3;

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

export const onDocumentVerified: EventHandler<'document.verified'> = async ({ event, prisma }) => {
  const { payload } = event;
  const rejectedOfType = await prisma.document.findMany({
    where: { type: payload.type, status: 'rejected', uploadedAt: { lte: event.createdAt } },
    select: { id: true },
  });
  const ids = rejectedOfType.map((row) => row.id);
  if (!ids.length) return [];
  const reviews = await prisma.complianceWorkflow.findMany({
    where: {
      subjectType: 'document',
      subjectId: { in: ids },
      status: { in: ['pending', 'in_progress'] },
    },
  });
  await prisma.$transaction(async (tx) => {
    for (const review of reviews) {
      await completeStep(tx, { workflowId: review.id, position: UPLOAD_STEP, userId: null });
    }
    await resolveAlertsFor(tx, {
      subjectType: 'document',
      subjectIds: reviews.map((r) => r.subjectId!),
    });
  });
  return reviews.length
    ? [API_PATHS.complianceAlerts, API_PATHS.complianceWorkflows, API_PATHS.dashboardStats]
    : [];
};
