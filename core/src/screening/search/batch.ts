// Batch screening: POST /api/screening/batch stores the names on a ScreeningRun and queues the
// screening-batch job, which screens them in chunks with progress and stores the hits on the run.
import type {
  BatchRequest,
  CompactMatch,
  ScreeningMatch,
  ScreeningRun,
} from '@compliance/contracts';
import { API_PATHS } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import { QUEUES } from '@compliance/contracts/queues';
import type { Prisma } from '@compliance/db';

import type { Infra, JobContext } from '../../infra';
import type { Actor } from '../../infra/actor';
import { jobIdFor } from '../../infra/jobs/dispatcher';
import { notifyChanged } from '../../infra/notify-changed';
import { screeningIndexFor } from '../index-holder/holder';
import { checkLists, screenSnapshot, snapshotVersions } from '../index-holder/screen';
import { lookupResult, recordScreeningLog } from '../log/search-log';
import { loadSuppressor } from '../review/suppressions';
import { finishRun, percent, toRunDto, updateRun } from '../runs/runs';

type Deps = Pick<Infra, 'prisma' | 'dispatcher' | 'notifier' | 'logger'>;
type BatchHit = {
  index: number;
  name: string;
  entityType?: string;
  country?: string;
  matches: CompactMatch[];
};
const CHUNK = 500;
const MATCHES_PER_HIT = 3;

export const startBatch = async ({
  infra,
  request,
  actor = null,
}: {
  infra: Deps;
  request: BatchRequest;
  /** Who asked, for the search log. */
  actor?: Actor | null;
}): Promise<ScreeningRun> => {
  checkLists(await screeningIndexFor(infra).current(), request.lists);
  const run = await infra.prisma.screeningRun.create({
    data: {
      kind: 'batch',
      status: 'pending',
      total: request.names.length,
      params: { ...request, actor } as unknown as Prisma.InputJsonValue,
    },
  });
  await infra.dispatcher.enqueue(
    QUEUES.screeningBatch,
    { runId: run.id },
    { jobId: jobIdFor('screening-batch', run.id) },
  );
  return toRunDto(run);
};

const compact = (m: ScreeningMatch): CompactMatch => ({
  entityId: m.entityId,
  list: m.list,
  name: m.name,
  matchedName: m.matchedName,
  score: m.score,
  match: m.match,
  ...(m.suppressed ? { suppressed: true } : {}),
});

export const runBatch = async ({
  infra,
  runId,
  context,
}: {
  infra: Deps;
  runId: number;
  context: Pick<JobContext, 'updateProgress' | 'log' | 'signal'>;
}): Promise<ScreeningRun | null> => {
  const run = await infra.prisma.screeningRun.findUnique({ where: { id: runId } });
  if (!run || run.kind !== 'batch') throw new AppError('NOT_FOUND', `Batch run ${runId} not found`);
  if (run.status === 'completed' || run.status === 'failed') return toRunDto(run);
  const request = run.params as unknown as Omit<BatchRequest, 'names'> & {
    actor?: Actor | null;
    /** Runs queued by older releases name their user by a numeric id only. */
    userId?: number | null;
    names: (BatchRequest['names'][number] & { identifier?: string })[];
    /** Batch files: each name's line in the file, and the rows that could not be read. */
    lines?: number[];
    file?: { fileName: string; format: string; rows: number };
    rowErrors?: { line: number; message: string }[];
    rowErrorCount?: number;
  };
  await updateRun(infra.prisma, runId, { status: 'running', processed: 0, hits: 0 });
  const snapshot = await screeningIndexFor(infra).current();
  const suppressor = await loadSuppressor(infra.prisma, snapshot);
  const started = performance.now();
  const hits: BatchHit[] = [];
  let suppressedRows = 0;
  for (let from = 0; from < request.names.length; from += CHUNK) {
    // The hits are stored at the end: a shutdown stops here and the next worker starts again.
    context.signal.throwIfAborted();
    const chunk = request.names.slice(from, from + CHUNK);
    chunk.forEach((item, offset) => {
      const { identifier, ...fields } = item;
      const query = {
        ...fields,
        ...(identifier ? { identifiers: [{ value: identifier }] } : {}),
        ...(request.threshold ? { threshold: request.threshold } : {}),
        ...(request.lists ? { lists: request.lists } : {}),
        limit: MATCHES_PER_HIT,
      };
      const { matches } = screenSnapshot(snapshot, query, suppressor);
      const matched = matches.some((m) => m.match);
      // Rows whose only hits are remembered false positives stay visible, marked suppressed.
      if (matched || matches.some((m) => m.suppressed)) {
        if (!matched) suppressedRows += 1;
        hits.push({
          index: from + offset,
          name: item.name,
          ...(request.lines ? { line: request.lines[from + offset] } : {}),
          ...(identifier ? { identifier } : {}),
          ...(item.entityType ? { entityType: item.entityType } : {}),
          ...(item.country ? { country: item.country } : {}),
          matches: matches.map(compact),
        });
      }
    });
    const processed = from + chunk.length;
    await updateRun(infra.prisma, runId, { processed, hits: hits.length - suppressedRows });
    await notifyChanged(infra, [`${API_PATHS.screeningRuns}/${runId}`]);
    await context.updateProgress(percent(processed, request.names.length));
    // Let lock renewals and other jobs run between chunks.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const durationMs = Math.max(1, Math.round(performance.now() - started));
  // The versions every row was checked against (the lists asked for, or all): a row without a
  // hit is clear against these, which the run keeps for the audit.
  const wanted = request.lists ? new Set(request.lists) : null;
  const listVersions = snapshotVersions(snapshot).filter(
    (version) => !wanted || wanted.has(version.source),
  );
  const results = {
    type: 'batch',
    listVersions,
    summary: {
      total: request.names.length,
      withMatches: hits.length - suppressedRows,
      suppressed: suppressedRows,
      durationMs,
      namesPerSecond: Math.round((request.names.length / durationMs) * 1000),
    },
    hits,
    ...(request.file
      ? {
          file: request.file,
          rowErrors: request.rowErrors ?? [],
          rowErrorCount: request.rowErrorCount ?? 0,
        }
      : {}),
  };
  context.log.info({ runId, ...results.summary }, 'batch screening finished');
  const finished = await finishRun(infra.prisma, runId, {
    status: 'completed',
    processed: request.names.length,
    hits: hits.length - suppressedRows,
    results: results as unknown as Prisma.InputJsonValue,
  });
  const allMatches = hits.flatMap((hit) => hit.matches.filter((m) => m.match || m.suppressed));
  await recordScreeningLog(infra, {
    actor:
      request.actor ??
      (typeof request.userId === 'number' ? { id: String(request.userId), name: '' } : null),
    channel: 'batch',
    queryName: `Batch run ${runId}: ${request.names.length} names`,
    query: {
      runId,
      names: request.names.length,
      ...(request.lists ? { lists: request.lists } : {}),
    },
    listVersions,
    matches: allMatches.map((m) => ({ ...m, suppressed: m.suppressed ? true : undefined })),
    result: lookupResult(allMatches),
    subjectType: 'screening_run',
    subjectId: runId,
  });
  await notifyChanged(infra, [API_PATHS.screeningRuns]);
  return toRunDto(finished);
};
