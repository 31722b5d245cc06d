// Watchlist refresh: POST /api/screening/lists/refresh opens a run and queues the job; the job
// fetches every configured source, records a version for each changed one, and on any change
// swaps the indexes everywhere and re-screens stored subjects. A failing source (download error,
// malformed file) fails the run with its message and leaves that source's current version alone.
import type { ScreeningRun } from '@compliance/contracts';
import { API_PATHS } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import { QUEUES } from '@compliance/contracts/queues';
import type { Prisma } from '@compliance/db';

import type { Infra, JobContext } from '../../infra';
import { jobIdFor } from '../../infra/jobs/dispatcher';
import { notifyChanged } from '../../infra/notify-changed';
import { loadScreeningEnv } from '../env';
import { finishRun, percent, toRunDto, updateRun } from '../runs/runs';
import {
  fetchSource,
  parseSource,
  type ResolvedSource,
  resolveSources,
} from '../sources/read-source';
import { currentVersionOf, recordVersion } from '../sources/record-version';
import { announceListsChanged } from './lists-changed';

type Deps = Pick<Infra, 'prisma' | 'dispatcher' | 'notifier' | 'logger'>;
type SourceOutcome = Extract<
  NonNullable<ScreeningRun['results']>,
  { type: 'watchlist_refresh' }
>['sources'][number];

const selectSources = (wanted: string[] | undefined): ResolvedSource[] => {
  const all = resolveSources(loadScreeningEnv());
  if (!wanted?.length) return all;
  const unknown = wanted.filter((id) => !all.some((s) => s.definition.id === id));
  if (unknown.length) {
    throw new AppError(
      'VALIDATION_FAILED',
      `sources: unknown or unconfigured source ${unknown.join(', ')}; configured: ${all.map((s) => s.definition.id).join(', ')}`,
    );
  }
  return all.filter((s) => wanted.includes(s.definition.id));
};

export const startWatchlistRefresh = async ({
  infra,
  sources,
}: {
  infra: Deps;
  sources?: string[];
}): Promise<ScreeningRun> => {
  const selected = selectSources(sources);
  const run = await infra.prisma.screeningRun.create({
    data: {
      kind: 'watchlist_refresh',
      status: 'pending',
      total: selected.length,
      params: { sources: selected.map((s) => s.definition.id) },
    },
  });
  await infra.dispatcher.enqueue(
    QUEUES.watchlistRefresh,
    { runId: run.id, ...(sources?.length ? { sources } : {}) },
    { jobId: jobIdFor('watchlist-refresh', run.id) },
  );
  return toRunDto(run);
};

const refreshOne = async (
  infra: Deps,
  source: ResolvedSource,
  minRetainedShare: number,
  timeoutMs: number,
): Promise<SourceOutcome> => {
  const base = { source: source.definition.id, origin: source.origin };
  try {
    const fetched = await fetchSource(source, timeoutMs);
    const current = await currentVersionOf(infra.prisma, source.definition.id);
    if (current?.sha256 === fetched.sha256) {
      return {
        ...base,
        status: 'unchanged',
        versionId: current.id,
        entityCount: current.entityCount,
        sha256: fetched.sha256,
        error: null,
      };
    }
    const recorded = await recordVersion({
      prisma: infra.prisma,
      definition: source.definition,
      parsed: parseSource(fetched),
      sha256: fetched.sha256,
      origin: source.origin,
      minRetainedShare,
    });
    return { ...base, ...recorded, sha256: fetched.sha256, error: null };
  } catch (error) {
    const message = (error as Error).message;
    infra.logger.warn(
      { source: source.definition.id, err: error },
      'watchlist source refresh failed',
    );
    return {
      ...base,
      status: 'failed',
      versionId: null,
      entityCount: null,
      sha256: null,
      error: message.startsWith(source.definition.id)
        ? message
        : `${source.definition.id}: ${message}`,
    };
  }
};

export const runWatchlistRefresh = async ({
  infra,
  payload,
  context,
}: {
  infra: Deps;
  payload: { runId?: number; sources?: string[] };
  context: Pick<JobContext, 'updateProgress' | 'log'>;
}): Promise<ScreeningRun> => {
  const env = loadScreeningEnv();
  const selected = selectSources(payload.sources);
  const run = payload.runId
    ? await infra.prisma.screeningRun.findUnique({ where: { id: payload.runId } })
    : await infra.prisma.screeningRun.create({
        data: {
          kind: 'watchlist_refresh',
          status: 'pending',
          total: selected.length,
          params: { scheduled: true },
        },
      });
  if (!run) throw new AppError('NOT_FOUND', `Screening run ${payload.runId} not found`);
  if (run.status === 'completed' || run.status === 'failed') return toRunDto(run);
  await updateRun(infra.prisma, run.id, {
    status: 'running',
    total: selected.length,
    processed: 0,
  });

  const outcomes: SourceOutcome[] = [];
  for (const source of selected) {
    outcomes.push(
      await refreshOne(
        infra,
        source,
        env.WATCHLIST_MIN_RETAINED_SHARE,
        env.WATCHLIST_FETCH_TIMEOUT_MS,
      ),
    );
    await updateRun(infra.prisma, run.id, { processed: outcomes.length });
    await context.updateProgress(percent(outcomes.length, selected.length));
  }
  const loaded = outcomes.filter((o) => o.status === 'loaded');
  const failed = outcomes.filter((o) => o.status === 'failed');
  let rescreenRunId: number | null = null;
  if (loaded.length) {
    ({ rescreenRunId } = await announceListsChanged({
      infra,
      reason: { refreshRunId: run.id, sources: loaded.map((o) => o.source) },
    }));
  }
  context.log.info(
    { runId: run.id, loaded: loaded.length, failed: failed.length, sources: outcomes.length },
    'watchlist refresh finished',
  );
  const finished = await finishRun(infra.prisma, run.id, {
    status: failed.length ? 'failed' : 'completed',
    error: failed.length ? failed.map((o) => o.error).join('; ') : null,
    processed: outcomes.length,
    results: {
      type: 'watchlist_refresh',
      sources: outcomes,
      rescreenRunId,
    } as unknown as Prisma.InputJsonValue,
  });
  await notifyChanged(infra, [API_PATHS.screeningRuns, API_PATHS.screeningLists]);
  return toRunDto(finished);
};
