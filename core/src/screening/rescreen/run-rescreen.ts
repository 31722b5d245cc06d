// Re-screening after a list change, one job for every party the platform knows: stored KYC and
// sanctions subjects, agreement buyers and sellers, vendors and declaration consignors/consignees,
// against the freshly rebuilt index, with progress after each page. For KYC and sanctions
// subjects, a new hit (a match on an entity the subject was not already matched with) records a
// screening.new_hit event (-> alert) and is merged into the subject's stored matches.
// Their results and flags only ever escalate here: a subject whose hit disappeared from a list keeps its
// outcome until a person reviews it, since removals need a human decision.
import type { ScreeningMatch, ScreeningRun } from '@compliance/contracts';
import { API_PATHS } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { KycScreening, Prisma, SanctionsScreening } from '@compliance/db';

import {
  countPartiesInForce,
  rescreenAgreementParties,
} from '../../agreements/parties/rescreen-parties';
import { dispatchEvents, recordEvent } from '../../events/record-event';
import type { Infra, JobContext } from '../../infra';
import { type ChangedPath, notifyChanged } from '../../infra/notify-changed';
import { type IndexSnapshot, screeningIndexFor } from '../index-holder/holder';
import { coverageNow, screenSnapshot } from '../index-holder/screen';
import { kycQuery } from '../kyc/create-kyc-screening';
import { matchSummary, storedMatches } from '../kyc/to-kyc-dto';
import { ensurePartyRows, rescreenMonitoredParties } from '../parties/rescreen-party-screenings';
import { subjectKeyOf } from '../review/subject-key';
import { loadSuppressor, type Suppressor } from '../review/suppressions';
import { assessKyc, maxResult, maxRisk, strengthOf, suggestSanctions } from '../rules/assess';
import { finishRun, percent, toRunDto, updateRun } from '../runs/runs';
import { screenForSanctions } from '../sanctions/sanctions-screenings';
import { categoryOf } from '../sources/catalogue';
import { freshHits, type Hit, mergeMatches as merge } from './fresh-hits';

type Deps = Pick<Infra, 'prisma' | 'dispatcher' | 'notifier' | 'logger'>;
type NewHit = Extract<
  NonNullable<ScreeningRun['results']>,
  { type: 'rescreen' }
>['newHits'][number];
type SubjectType = Extract<NewHit['subjectType'], 'kyc_screening' | 'sanctions_screening'>;

const PAGE = 200;
const MAX_LISTED_HITS = 1000;

const alertStrength = (m: ScreeningMatch): NewHit['strength'] =>
  strengthOf(m) === 'strong' && categoryOf(m.list) !== 'pep' ? 'blocked' : 'flagged';

export const runRescreen = async ({
  infra,
  runId,
  context,
}: {
  infra: Deps;
  runId: number;
  context: Pick<JobContext, 'updateProgress' | 'log' | 'signal'>;
}): Promise<ScreeningRun> => {
  const run = await infra.prisma.screeningRun.findUnique({ where: { id: runId } });
  if (!run || run.kind !== 'rescreen')
    throw new AppError('NOT_FOUND', `Re-screening run ${runId} not found`);
  if (run.status === 'completed' || run.status === 'failed') return toRunDto(run);
  const monitored = await ensurePartyRows(infra.prisma);
  const [kycTotal, sanctionsTotal, partiesTotal] = await Promise.all([
    infra.prisma.kycScreening.count(),
    infra.prisma.sanctionsScreening.count(),
    countPartiesInForce(infra.prisma),
  ]);
  const total =
    kycTotal + sanctionsTotal + partiesTotal + monitored.vendors + monitored.declarationParties;
  const subjects = {
    kyc: kycTotal,
    sanctions: sanctionsTotal,
    agreementParties: partiesTotal,
    vendors: monitored.vendors,
    declarationParties: monitored.declarationParties,
  };
  // A run stopped by a shutdown starts again from the first subject. The hits it stored before
  // are no longer new, so they are carried over from what it wrote after each page.
  const resumed = run.status === 'running';
  const earlier = resumed ? (toRunDto(run).results ?? null) : null;
  const newHits: NewHit[] = earlier?.type === 'rescreen' ? earlier.newHits : [];
  let hitCount = resumed ? run.hits : 0;
  let hitsWritten = hitCount;
  await updateRun(infra.prisma, runId, { status: 'running', total, processed: 0, hits: hitCount });
  // Read the lists as they are now, whatever notices this process has or has not seen yet.
  const snapshot = await screeningIndexFor(infra).refresh();
  const suppressor = await loadSuppressor(infra.prisma, snapshot);
  let processed = 0;
  const addHits = (hits: NewHit[]) => {
    hitCount += hits.length;
    newHits.push(...hits.slice(0, Math.max(0, MAX_LISTED_HITS - newHits.length)));
  };

  const record = async (
    subjectType: SubjectType,
    subject: { id: number; entityName: string },
    hits: Hit[],
    update: (tx: Prisma.TransactionClient) => Promise<unknown>,
  ) => {
    const eventIds = await infra.prisma.$transaction(async (tx) => {
      await update(tx);
      const ids: number[] = [];
      for (const hit of hits) {
        const strength = alertStrength(hit);
        ids.push(
          await recordEvent(tx, {
            type: 'screening.new_hit',
            subjectType,
            subjectId: subject.id,
            payload: {
              runId,
              entityName: subject.entityName,
              entityId: hit.entityId,
              list: hit.list,
              listedName: hit.name,
              matchedName: hit.matchedName,
              score: hit.score,
              strength,
              ...(hit.recordHash ? { recordHash: hit.recordHash } : {}),
            },
          }),
        );
        addHits([
          {
            subjectType,
            subjectId: subject.id,
            entityId: hit.entityId,
            list: hit.list,
            score: hit.score,
            strength,
          },
        ]);
      }
      return ids;
    });
    await dispatchEvents({ infra, eventIds });
  };

  // After every page, each subject's new hits committed with it: a shutdown stops the run here,
  // and the next worker starts it again, finding those hits already stored. The hits so far are
  // written with the page whenever there are more, for that next worker's summary.
  const progress = async () => {
    const more = hitCount > hitsWritten;
    await updateRun(infra.prisma, runId, {
      processed,
      hits: hitCount,
      ...(more
        ? { results: { type: 'rescreen', subjects, newHits } as Prisma.InputJsonValue }
        : {}),
    });
    hitsWritten = hitCount;
    await context.updateProgress(percent(processed, total));
    context.signal.throwIfAborted();
  };

  for (let cursor = 0; ;) {
    const page: KycScreening[] = await infra.prisma.kycScreening.findMany({
      where: { id: { gt: cursor } },
      orderBy: { id: 'asc' },
      take: PAGE,
    });
    if (!page.length) break;
    for (const row of page) await rescreenKyc(snapshot, suppressor, row, record);
    cursor = page.at(-1)!.id;
    processed += page.length;
    await progress();
  }
  for (let cursor = 0; ;) {
    const page: SanctionsScreening[] = await infra.prisma.sanctionsScreening.findMany({
      where: { id: { gt: cursor } },
      orderBy: { id: 'asc' },
      take: PAGE,
    });
    if (!page.length) break;
    for (const row of page) await rescreenSanctions(snapshot, suppressor, row, record);
    cursor = page.at(-1)!.id;
    processed += page.length;
    await progress();
  }

  // Agreement buyers and sellers: the same lists, their own events (alert + workflow per agreement).
  await rescreenAgreementParties({
    infra,
    snapshot,
    runId,
    onPage: async (count, hits) => {
      addHits(
        hits.map(({ agreementId, ...hit }) => ({
          subjectType: 'basic_ordering_agreement' as const,
          subjectId: agreementId,
          ...hit,
        })),
      );
      processed += count;
      await progress();
    },
  });

  // Vendors and declaration consignors/consignees: their own events (alert + workflow per party).
  await rescreenMonitoredParties({
    infra,
    snapshot,
    suppressor,
    runId,
    onPage: async (count, hits) => {
      addHits(hits);
      processed += count;
      await progress();
    },
  });

  context.log.info({ runId, subjects: processed, newHits: hitCount }, 're-screening finished');
  const finished = await finishRun(infra.prisma, runId, {
    status: 'completed',
    processed,
    hits: hitCount,
    results: { type: 'rescreen', subjects, newHits } as unknown as Prisma.InputJsonValue,
  });
  const keys: ChangedPath[] = [API_PATHS.screeningRuns];
  if (newHits.length)
    keys.push(
      API_PATHS.kycScreening,
      API_PATHS.sanctionsScreening,
      API_PATHS.dashboardStats,
      API_PATHS.basicOrderingAgreements,
      API_PATHS.vendors,
      API_PATHS.customsDeclarations,
    );
  await notifyChanged(infra, keys);
  return toRunDto(finished);
};

type Recorder = (
  subjectType: SubjectType,
  subject: { id: number; entityName: string },
  hits: Hit[],
  update: (tx: Prisma.TransactionClient) => Promise<unknown>,
) => Promise<void>;

const rescreenKyc = async (
  snapshot: IndexSnapshot,
  suppressor: Suppressor,
  row: KycScreening,
  record: Recorder,
) => {
  const subject = { ...row, dateOfBirth: row.dateOfBirth?.toISOString().slice(0, 10) ?? null };
  const query = kycQuery(subject);
  const { matches, listVersions } = screenSnapshot(snapshot, query, suppressor);
  const stored = storedMatches(row.matches);
  const hits = freshHits(stored, matches, suppressor, subjectKeyOf(query.name, query.entityType));
  if (!hits.length) return;
  const merged = merge(stored, matches, hits);
  const outcome = assessKyc({
    matches: merged,
    subject: row,
    versions: listVersions,
    coverage: coverageNow(),
  });
  await record('kyc_screening', row, hits, (tx) =>
    tx.kycScreening.update({
      where: { id: row.id },
      data: {
        matches: merged as unknown as Prisma.InputJsonValue,
        ...matchSummary(merged),
        listVersions: listVersions as unknown as Prisma.InputJsonValue,
        screeningResult: maxResult(row.screeningResult, outcome.screeningResult),
        riskLevel: maxRisk(row.riskLevel, outcome.riskLevel),
        sanctionsMatch: row.sanctionsMatch || outcome.sanctionsMatch,
        isBlacklisted: row.isBlacklisted || outcome.isBlacklisted,
        isPEP: row.isPEP || outcome.isPEP,
        amlFlags: [...new Set([...row.amlFlags, ...outcome.amlFlags])],
      },
    }),
  );
};

const rescreenSanctions = async (
  snapshot: IndexSnapshot,
  suppressor: Suppressor,
  row: SanctionsScreening,
  record: Recorder,
) => {
  const check = screenForSanctions(snapshot, row, suppressor);
  const stored = storedMatches(row.matches);
  const hits = freshHits(
    stored,
    check.candidates,
    suppressor,
    subjectKeyOf(row.entityName, row.entityType),
  );
  if (!hits.length) return;
  const merged = merge(stored, check.candidates, hits);
  const suggestion = suggestSanctions({
    matches: merged,
    versions: check.listVersions,
    coverage: coverageNow(),
  });
  await record('sanctions_screening', row, hits, (tx) =>
    tx.sanctionsScreening.update({
      where: { id: row.id },
      data: {
        matches: merged as unknown as Prisma.InputJsonValue,
        ...matchSummary(merged),
        listVersions: check.listVersions as unknown as Prisma.InputJsonValue,
        suggestedResult: maxResult(row.suggestedResult ?? 'clear', suggestion.suggestedResult),
        suggestedRiskLevel: maxRisk(row.suggestedRiskLevel ?? 'low', suggestion.suggestedRiskLevel),
      },
    }),
  );
};
