// Batch screening: POST /api/screening/batch stores the names on a ScreeningRun and queues the
// screening-batch job, which screens them in chunks with progress and stores the hits on the run.
import type { BatchRequest, CompactMatch, ScreeningRun } from '@compliance/contracts';
import { API_PATHS } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import { QUEUES } from '@compliance/contracts/queues';
import type { Prisma } from '@compliance/db';

import type { Infra, JobContext } from '../../infra';
import { jobIdFor } from '../../infra/jobs/dispatcher';
import { notifyChanged } from '../../infra/notify-changed';
import { screeningIndexFor } from '../index-holder/holder';
import { checkLists, screenSnapshot } from '../index-holder/screen';
import { finishRun, percent, toRunDto, updateRun } from '../runs/runs';

type Deps = Pick<Infra, 'prisma' | 'dispatcher' | 'notifier' | 'logger'>;
const CHUNK = 500;
const MATCHES_PER_HIT = 3;

export const startBatch = async ({
  infra,
  request,
}: {
  infra: Deps;
  request: BatchRequest;
}): Promise<ScreeningRun> => {
  checkLists(await screeningIndexFor(infra).current(), request.lists);
  const run = await infra.prisma.screeningRun.create({
    data: {
      kind: 'batch',
      status: 'pending',
      total: request.names.length,
      params: request as unknown as Prisma.InputJsonValue,
    },
  });
  await infra.dispatcher.enqueue(
    QUEUES.screeningBatch,
    { runId: run.id },
    { jobId: jobIdFor('screening-batch', run.id) },
  );
  return toRunDto(run);
};

const compact = (m: CompactMatch): CompactMatch => ({
  entityId: m.entityId,
  list: m.list,
  name: m.name,
  matchedName: m.matchedName,
  score: m.score,
  match: m.match,
});

export const runBatch = async ({
  infra,
  runId,
  context,
}: {
  infra: Deps;
  runId: number;
  context: Pick<JobContext, 'updateProgress' | 'log'>;
}): Promise<ScreeningRun | null> => {
  const run = await infra.prisma.screeningRun.findUnique({ where: { id: runId } });
  if (!run || run.kind !== 'batch') throw new AppError('NOT_FOUND', `Batch run ${runId} not found`);
  if (run.status === 'completed' || run.status === 'failed') return toRunDto(run);
  const request = run.params as unknown as BatchRequest;
  await updateRun(infra.prisma, runId, { status: 'running', processed: 0, hits: 0 });
  const snapshot = await screeningIndexFor(infra).current();
  const started = performance.now();
  const hits: { index: number; name: string; matches: CompactMatch[] }[] = [];
  for (let from = 0; from < request.names.length; from += CHUNK) {
    const chunk = request.names.slice(from, from + CHUNK);
    chunk.forEach((item, offset) => {
      const { matches } = screenSnapshot(snapshot, {
        ...item,
        ...(request.threshold ? { threshold: request.threshold } : {}),
        ...(request.lists ? { lists: request.lists } : {}),
        limit: MATCHES_PER_HIT,
      });
      if (matches.some((m) => m.match)) {
        hits.push({ index: from + offset, name: item.name, matches: matches.map(compact) });
      }
    });
    const processed = from + chunk.length;
    await updateRun(infra.prisma, runId, { processed, hits: hits.length });
    await context.updateProgress(percent(processed, request.names.length));
    // Let lock renewals and other jobs run between chunks.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const durationMs = Math.max(1, Math.round(performance.now() - started));
  const results = {
    type: 'batch',
    summary: {
      total: request.names.length,
      withMatches: hits.length,
      durationMs,
      namesPerSecond: Math.round((request.names.length / durationMs) * 1000),
    },
    hits,
  };
  context.log.info({ runId, ...results.summary }, 'batch screening finished');
  const finished = await finishRun(infra.prisma, runId, {
    status: 'completed',
    processed: request.names.length,
    hits: hits.length,
    results: results as unknown as Prisma.InputJsonValue,
  });
  await notifyChanged(infra, [API_PATHS.screeningRuns]);
  return toRunDto(finished);
};
