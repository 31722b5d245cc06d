// Match review: a reviewer records a decision (true match, false positive, escalate) with a note on
// one candidate of a screening (KYC, sanctions, a batch row, or an agreement's buyer or seller).
// The candidate must be one the screening found; the listed entity's record hash is stored with
// the decision so a false positive holds only while the record is unchanged. An escalation records
// a domain event in the same transaction; its handler opens a sanctions_screening workflow.
import type {
  MatchReview,
  MatchReviewCreate,
  ReviewSubjectType,
  ScreeningMatch,
} from '@compliance/contracts';
import { API_PATHS } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { PrismaClient, ScreeningMatchReview } from '@compliance/db';

import { appendAudit } from '../../agreements/audit';
import { dispatchEvents, recordEvent } from '../../events/record-event';
import type { Infra } from '../../infra';
import type { Actor } from '../../infra/actor';
import { notifyChanged } from '../../infra/notify-changed';
import { screeningIndexFor } from '../index-holder/holder';
import { storedMatches } from '../kyc/to-kyc-dto';
import { PARTY_ENTITY_TYPE } from '../parties/screen-party';
import { entityRecordHash, subjectKeyOf } from './subject-key';
import { entityOf } from './suppressions';

type Deps = Pick<Infra, 'prisma' | 'dispatcher' | 'notifier' | 'logger'>;
type Candidate = Pick<ScreeningMatch, 'entityId' | 'list' | 'name' | 'score'>;

interface Subject {
  name: string;
  entityType: string | null;
  candidates: Candidate[];
  /**
   * An agreement's buyer or seller: the decision goes into the agreement's audit trail, and an
   * escalation's alert and workflow point at the agreement, which the BOA screen opens.
   */
  agreementParty?: { agreementId: number; role: string };
}

const BATCH_TYPES: Record<string, string> = { individual: 'individual', company: 'company' };

/** How an agreement's trail words a decision on one of its parties' hits. */
const DECISION_TEXT: Record<MatchReviewCreate['decision'], string> = {
  true_match: 'True match',
  false_positive: 'False positive',
  escalate: 'Escalated',
};

const findSubject = async (
  prisma: PrismaClient,
  type: ReviewSubjectType,
  id: number,
  rowIndex: number | undefined,
): Promise<Subject> => {
  if (type === 'kyc_screening') {
    const row = await prisma.kycScreening.findUnique({ where: { id } });
    if (!row) throw new AppError('NOT_FOUND', `KYC screening ${id} not found`);
    return {
      name: row.entityName,
      entityType: row.entityType,
      candidates: row.matches as unknown as Candidate[],
    };
  }
  if (type === 'sanctions_screening') {
    const row = await prisma.sanctionsScreening.findUnique({ where: { id } });
    if (!row) throw new AppError('NOT_FOUND', `Sanctions screening ${id} not found`);
    return {
      name: row.entityName,
      entityType: row.entityType,
      candidates: row.matches as unknown as Candidate[],
    };
  }
  if (type === 'agreement_party') {
    const row = await prisma.agreementPartyScreening.findUnique({ where: { id } });
    if (!row) throw new AppError('NOT_FOUND', `Agreement party ${id} not found`);
    // Recorded for the party's first name (its trading name) as a company, one of the keys the
    // flagged-party check reads (core/src/agreements/parties/flagged-parties.ts).
    return {
      name: row.names[0] ?? row.role,
      entityType: PARTY_ENTITY_TYPE,
      candidates: storedMatches(row.matches),
      agreementParty: { agreementId: row.agreementId, role: row.role },
    };
  }
  if (rowIndex === undefined) {
    throw new AppError('VALIDATION_FAILED', 'rowIndex is required for a batch row');
  }
  const run = await prisma.screeningRun.findUnique({ where: { id } });
  if (!run || run.kind !== 'batch') throw new AppError('NOT_FOUND', `Batch run ${id} not found`);
  const results = run.results as {
    hits?: { index: number; name: string; entityType?: string; matches: Candidate[] }[];
  } | null;
  const hit = results?.hits?.find((h) => h.index === rowIndex);
  if (!hit) {
    throw new AppError('NOT_FOUND', `Batch run ${id} has no hit at row index ${rowIndex}`);
  }
  return {
    name: hit.name,
    entityType: (hit.entityType && BATCH_TYPES[hit.entityType]) ?? null,
    candidates: hit.matches,
  };
};

export const toReviewDto = (
  row: ScreeningMatchReview,
  workflowId: number | null = null,
): MatchReview => ({
  id: row.id,
  subjectType: row.subjectType,
  subjectId: row.subjectId,
  subjectName: row.subjectName,
  entityId: row.entityId,
  entityName: row.entityName,
  list: row.list,
  score: row.score,
  decision: row.decision,
  note: row.note,
  reviewedBy: row.reviewedBy,
  reviewerName: row.reviewerName,
  reviewedAt: row.reviewedAt.toISOString(),
  workflowId,
});

const SUBJECT_PATHS = {
  kyc_screening: API_PATHS.kycScreening,
  sanctions_screening: API_PATHS.sanctionsScreening,
  batch_row: API_PATHS.screeningRuns,
  agreement_party: API_PATHS.basicOrderingAgreements,
} as const;

/** Besides the reviews and the screening decided on: what shows whether a flagged party awaits review. */
export const DECISION_ALSO_CHANGES = [
  API_PATHS.basicOrderingAgreements,
  API_PATHS.dashboardStats,
] as const;

export const createMatchReview = async ({
  infra,
  input,
  reviewer,
}: {
  infra: Deps;
  input: MatchReviewCreate;
  /** The signed-in user who decides. */
  reviewer: Actor;
}): Promise<MatchReview> => {
  const subject = await findSubject(
    infra.prisma,
    input.subjectType,
    input.subjectId,
    input.rowIndex,
  );
  const candidate = subject.candidates.find((c) => c.entityId === input.entityId);
  if (!candidate) {
    throw new AppError(
      'VALIDATION_FAILED',
      `entityId: '${input.entityId}' is not a candidate of this screening`,
    );
  }
  const entity = entityOf(await screeningIndexFor(infra).current(), input.entityId);
  if (!entity) {
    throw new AppError(
      'CONFLICT',
      `'${input.entityId}' is no longer on any loaded list; screen the subject again`,
    );
  }
  const { review, eventId } = await infra.prisma.$transaction(async (tx) => {
    const review = await tx.screeningMatchReview.create({
      data: {
        subjectType: input.subjectType,
        subjectId: input.subjectId,
        subjectKey: subjectKeyOf(subject.name, subject.entityType),
        subjectName: subject.name,
        entityId: candidate.entityId,
        entityName: candidate.name,
        list: candidate.list,
        score: candidate.score,
        entityHash: entityRecordHash(entity),
        decision: input.decision,
        note: input.note,
        reviewedBy: reviewer.id,
        reviewerName: reviewer.name,
      },
    });
    if (subject.agreementParty) {
      const { agreementId, role } = subject.agreementParty;
      await appendAudit(tx, {
        agreementId,
        action: 'party_match_reviewed',
        detail: `${DECISION_TEXT[input.decision]} on the ${role} '${subject.name}': '${candidate.name}' on ${candidate.list} (score ${candidate.score.toFixed(2)}), by ${reviewer.name}: ${input.note}`,
        actor: reviewer.name,
      });
    }
    if (input.decision !== 'escalate') return { review, eventId: null };
    const eventId = await recordEvent(tx, {
      type: 'screening.match_escalated',
      subjectType: 'screening_match_review',
      subjectId: review.id,
      payload: {
        ...(subject.agreementParty
          ? {
              screenedType: 'basic_ordering_agreement',
              screenedId: subject.agreementParty.agreementId,
            }
          : { screenedType: input.subjectType, screenedId: input.subjectId }),
        subjectName: subject.name,
        entityId: candidate.entityId,
        entityName: candidate.name,
        list: candidate.list,
        score: candidate.score,
        note: input.note,
        reviewedBy: reviewer.id,
        reviewerName: reviewer.name,
      },
    });
    const updated = await tx.screeningMatchReview.update({
      where: { id: review.id },
      data: { eventId },
    });
    return { review: updated, eventId };
  });
  if (eventId !== null) await dispatchEvents({ infra, eventIds: [eventId] });
  infra.logger.info(
    { reviewId: review.id, decision: review.decision, entityId: review.entityId },
    'match review recorded',
  );
  await notifyChanged(infra, [
    API_PATHS.screeningReviews,
    SUBJECT_PATHS[input.subjectType],
    // A decision holds for the name wherever it is screened: an agreement party with the same name
    // may no longer await review, which the BOA list and the dashboard's Risk Flags show.
    ...DECISION_ALSO_CHANGES,
  ]);
  return toReviewDto(review);
};

/** Every decision recorded on one screening (or one batch row), newest first. */
export const listMatchReviews = async ({
  prisma,
  subjectType,
  subjectId,
  rowIndex,
}: {
  prisma: PrismaClient;
  subjectType: ReviewSubjectType;
  subjectId: number;
  rowIndex?: number;
}): Promise<MatchReview[]> => {
  let rows = await prisma.screeningMatchReview.findMany({
    where: { subjectType, subjectId },
    orderBy: [{ reviewedAt: 'desc' }, { id: 'desc' }],
  });
  if (subjectType === 'batch_row' && rowIndex !== undefined) {
    const subject = await findSubject(prisma, subjectType, subjectId, rowIndex);
    const key = subjectKeyOf(subject.name, subject.entityType);
    rows = rows.filter((row) => row.subjectKey === key);
  }
  const eventIds = rows.map((r) => r.eventId).filter((id): id is number => id !== null);
  const workflows = eventIds.length
    ? await prisma.complianceWorkflow.findMany({
        where: { sourceEventId: { in: eventIds } },
        select: { id: true, sourceEventId: true },
      })
    : [];
  const byEvent = new Map(workflows.map((w) => [w.sourceEventId, w.id]));
  return rows.map((row) =>
    toReviewDto(row, row.eventId === null ? null : (byEvent.get(row.eventId) ?? null)),
  );
};
