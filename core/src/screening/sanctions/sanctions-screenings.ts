// Sanctions screens: the user decides result and risk; the server screens the name
// against the restricted-party lists and the internal blacklist and stores its suggestion beside
// the decision. 'Check watchlists' is the same screening without storing anything.
import type {
  SanctionsCheckRequest,
  SanctionsCheckResponse,
  SanctionsListQuery,
  SanctionsScreening,
  SanctionsScreeningCreateParsed,
  SanctionsScreeningDetail,
} from '@compliance/contracts';
import { API_PATHS } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { Prisma, PrismaClient } from '@compliance/db';

import { dispatchEvents, recordEvent } from '../../events/record-event';
import type { Infra } from '../../infra';
import type { Actor } from '../../infra/actor';
import { notifyChanged } from '../../infra/notify-changed';
import { escapeLike, keysetPaging, type Page } from '../../paging/keyset';
import { readListPage } from '../../paging/list-page';
import { TEXT_COLUMNS } from '../../paging/text-search';
import { type IndexSnapshot, screeningIndexFor } from '../index-holder/holder';
import {
  coverageNow,
  screenSnapshot,
  snapshotVersions,
  withUnloadedSources,
} from '../index-holder/screen';
import { matchSummary } from '../kyc/to-kyc-dto';
import { recordScreeningLog } from '../log/search-log';
import { subjectKeyOf } from '../review/subject-key';
import { loadSuppressor, NO_SUPPRESSION, type Suppressor } from '../review/suppressions';
import { maxResult, milderThan, sanctionsRelevant, suggestSanctions } from '../rules/assess';
import { SANCTIONS_LIST_SELECT, toSanctionsDetailDto, toSanctionsDto } from './to-sanctions-dto';

type Deps = Pick<Infra, 'prisma' | 'dispatcher' | 'notifier' | 'logger'>;
export const SANCTIONS_CANDIDATES = 10;

export const sanctionsLists = (snapshot: IndexSnapshot) =>
  snapshotVersions(snapshot)
    .map((v) => v.source)
    .filter(sanctionsRelevant);

export const screenForSanctions = (
  snapshot: IndexSnapshot,
  { entityName, entityType }: SanctionsCheckRequest,
  suppressor: Suppressor = NO_SUPPRESSION,
): SanctionsCheckResponse => {
  const lists = sanctionsLists(snapshot);
  const screened = screenSnapshot(
    snapshot,
    {
      name: entityName,
      entityType,
      limit: SANCTIONS_CANDIDATES,
      ...(lists.length ? { lists } : {}),
    },
    suppressor,
  );
  const listVersions = withUnloadedSources(screened.listVersions, sanctionsRelevant);
  return {
    candidates: screened.matches,
    threshold: screened.threshold,
    listVersions,
    ...suggestSanctions({
      matches: screened.matches,
      versions: listVersions,
      coverage: coverageNow(),
    }),
  };
};

const screenWithReviews = async (infra: Deps, request: SanctionsCheckRequest) => {
  const snapshot = await screeningIndexFor(infra).current();
  const suppressor = await loadSuppressor(infra.prisma, snapshot, [
    subjectKeyOf(request.entityName, request.entityType),
  ]);
  return screenForSanctions(snapshot, request, suppressor);
};

export const checkSanctions = async ({
  infra,
  request,
  actor = null,
}: {
  infra: Deps;
  request: SanctionsCheckRequest;
  /** Who asked, for the search log. */
  actor?: Actor | null;
}): Promise<SanctionsCheckResponse> => {
  const check = await screenWithReviews(infra, request);
  await recordScreeningLog(infra, {
    actor,
    channel: 'sanctions_check',
    queryName: request.entityName,
    query: { entityName: request.entityName, entityType: request.entityType },
    listVersions: check.listVersions,
    matches: check.candidates,
    result: check.suggestedResult,
  });
  return check;
};

export const createSanctionsScreening = async ({
  infra,
  input,
  actor = null,
}: {
  infra: Deps;
  input: SanctionsScreeningCreateParsed;
  /** Who decided, for the search log. */
  actor?: Actor | null;
}): Promise<SanctionsScreeningDetail> => {
  const check = await screenWithReviews(infra, input);
  const decision = input.screeningResult;
  // A result milder than the suggestion is an override an auditor must be able to follow.
  if (milderThan(decision, check.suggestedResult) && !input.overrideReason) {
    throw new AppError(
      'VALIDATION_FAILED',
      `overrideReason: a reason is required to record '${decision}' against a suggestion of '${check.suggestedResult}' (${check.reasons[0] ?? 'see the candidates'})`,
    );
  }
  // The stronger of decision and suggestion drives the alert: an override to 'clear' of a strong
  // match is exactly what a reviewer must see.
  const outcome = maxResult(decision, check.suggestedResult);
  const { row, eventId } = await infra.prisma.$transaction(async (tx) => {
    const row = await tx.sanctionsScreening.create({
      data: {
        entityName: input.entityName,
        entityType: input.entityType,
        screeningResult: decision,
        riskLevel: input.riskLevel,
        notes: input.notes,
        overrideReason: milderThan(decision, check.suggestedResult) ? input.overrideReason : null,
        suggestedResult: check.suggestedResult,
        suggestedRiskLevel: check.suggestedRiskLevel,
        matches: check.candidates as unknown as Prisma.InputJsonValue,
        ...matchSummary(check.candidates),
        listVersions: check.listVersions as unknown as Prisma.InputJsonValue,
        decidedBy: actor?.id ?? null,
        decidedByName: actor?.name ?? null,
      },
    });
    if (outcome === 'clear') return { row, eventId: null };
    const eventId = await recordEvent(tx, {
      type: outcome === 'blocked' ? 'screening.blocked' : 'screening.flagged',
      subjectType: 'sanctions_screening',
      subjectId: row.id,
      payload: {
        screen: 'sanctions',
        entityName: row.entityName,
        result: outcome,
        decision,
        suggestedResult: check.suggestedResult,
        riskLevel: row.riskLevel,
        suggestedRiskLevel: check.suggestedRiskLevel,
        ...(row.overrideReason ? { overrideReason: row.overrideReason } : {}),
        reasons: check.reasons.slice(0, 5),
      },
    });
    return { row, eventId };
  });
  if (eventId !== null) await dispatchEvents({ infra, eventIds: [eventId] });
  await recordScreeningLog(infra, {
    actor,
    channel: 'sanctions',
    queryName: row.entityName,
    query: { entityName: row.entityName, entityType: row.entityType },
    listVersions: check.listVersions,
    matches: check.candidates,
    result: check.suggestedResult,
    decision: decision,
    subjectType: 'sanctions_screening',
    subjectId: row.id,
  });
  infra.logger.info(
    {
      sanctionsScreeningId: row.id,
      decision,
      suggested: check.suggestedResult,
      candidates: check.candidates.length,
    },
    'sanctions screening recorded',
  );
  await notifyChanged(infra, [API_PATHS.sanctionsScreening, API_PATHS.dashboardStats]);
  return toSanctionsDetailDto(row);
};

const SANCTIONS_SORT_TYPES = { screenedAt: 'date', entityName: 'string', id: 'number' } as const;

export const listSanctionsScreenings = async ({
  infra: { prisma, notifier },
  query,
}: {
  infra: Pick<Infra, 'prisma' | 'notifier'>;
  query: SanctionsListQuery;
}): Promise<Page<SanctionsScreening>> => {
  const q = query.q?.trim();
  const others: Prisma.SanctionsScreeningWhereInput = {
    ...(query.screeningResult ? { screeningResult: query.screeningResult } : {}),
    ...(query.riskLevel ? { riskLevel: query.riskLevel } : {}),
  };
  const paging = keysetPaging({ query, types: SANCTIONS_SORT_TYPES });
  const { rows, total } = await readListPage({
    prisma,
    notifier,
    path: API_PATHS.sanctionsScreening,
    filters: {
      ...others,
      ...(q ? { entityName: { contains: escapeLike(q), mode: 'insensitive' } } : {}),
    },
    search: q
      ? {
          columns: [TEXT_COLUMNS.sanctionsEntityName],
          q,
          others,
          order: paging.order,
          select: SANCTIONS_LIST_SELECT,
        }
      : undefined,
    count: (where: Prisma.SanctionsScreeningWhereInput) =>
      prisma.sanctionsScreening.count({ where }),
    read: (where) =>
      prisma.sanctionsScreening.findMany({
        where: { AND: [where, paging.where] },
        orderBy: paging.orderBy,
        take: paging.take,
        select: SANCTIONS_LIST_SELECT,
      }),
  });
  return paging.page(rows, total, toSanctionsDto);
};

export const getSanctionsScreening = async ({
  prisma,
  id,
}: {
  prisma: PrismaClient;
  id: number;
}): Promise<SanctionsScreeningDetail> => {
  const row = await prisma.sanctionsScreening.findUnique({ where: { id } });
  if (!row) throw new AppError('NOT_FOUND', `Sanctions screening ${id} not found`);
  return toSanctionsDetailDto(row);
};
