// One screening index per process (api and worker alike), built lazily from the database and
// swapped atomically when lists change. Two indexes: the official lists (11,000 to 34,000 entities,
// 2 to 5 s of CPU, built in slices so that requests keep being served meanwhile) and the small
// internal lists, so a blacklist edit never rebuilds the big one. Changes arrive as notifier
// notices ('/api/screening/lists'); a periodic version check covers a lost notice.
import type { ListVersion } from '@compliance/contracts';
import { API_PATHS } from '@compliance/contracts';
import type { PrismaClient } from '@compliance/db';

import type { Logger } from '../../infra/logger';
import type { Notifier } from '../../infra/notifier';
import { buildIndex, type ScreeningIndex } from '../engine';
import {
  currentOfficialVersions,
  internalListVersions,
  loadInternalEntities,
  loadOfficialEntities,
} from './load-entities';

export const LISTS_CHANGED_KEY = API_PATHS.screeningLists;
const VERSION_CHECK_INTERVAL_MS = 30_000;

export interface IndexSnapshot {
  official: ScreeningIndex | null;
  internal: ScreeningIndex | null;
  officialVersions: ListVersion[];
  internalVersions: ListVersion[];
  builtAt: Date;
  officialBuildMs: number;
  internalBuildMs: number;
}

export interface ScreeningIndexHolder {
  /** The current snapshot, building it on first use. */
  current(): Promise<IndexSnapshot>;
  /** Re-reads list versions now and rebuilds whatever changed; resolves with the new snapshot. */
  refresh(): Promise<IndexSnapshot>;
  peek(): IndexSnapshot | null;
}

const keyOf = (versions: ListVersion[]) =>
  versions.map((v) => `${v.source}:${v.versionId ?? ''}:${v.entityCount}:${v.loadedAt}`).join('|');

export const createIndexHolder = ({
  prisma,
  notifier,
  logger,
}: {
  prisma: PrismaClient;
  notifier: Notifier;
  logger: Logger;
}): ScreeningIndexHolder => {
  let snapshot: IndexSnapshot | null = null;
  let chain: Promise<IndexSnapshot> | null = null;
  let lastCheck = 0;

  const rebuild = async (): Promise<IndexSnapshot> => {
    lastCheck = Date.now();
    const [officialVersions, internalVersions] = await Promise.all([
      currentOfficialVersions(prisma),
      internalListVersions(prisma),
    ]);
    const previous = snapshot;
    let { official, officialBuildMs, internal, internalBuildMs } = previous ?? {
      official: null,
      officialBuildMs: 0,
      internal: null,
      internalBuildMs: 0,
    };
    if (!previous || keyOf(previous.officialVersions) !== keyOf(officialVersions)) {
      const t0 = performance.now();
      const entities = await loadOfficialEntities(
        prisma,
        officialVersions.map((v) => v.versionId!),
      );
      official = entities.length ? await buildIndex(entities) : null;
      officialBuildMs = Math.round(performance.now() - t0);
      logger.info(
        { entities: entities.length, names: official?.stats.names ?? 0, ms: officialBuildMs },
        'screening index built (official lists)',
      );
      if (!entities.length)
        logger.warn('no official watchlist is loaded: screening covers internal lists only');
    }
    if (!previous || keyOf(previous.internalVersions) !== keyOf(internalVersions)) {
      const t0 = performance.now();
      const entities = await loadInternalEntities(prisma);
      internal = entities.length ? await buildIndex(entities) : null;
      internalBuildMs = Math.round(performance.now() - t0);
    }
    snapshot = {
      official,
      internal,
      officialVersions,
      internalVersions,
      builtAt: new Date(),
      officialBuildMs,
      internalBuildMs,
    };
    return snapshot;
  };

  const refresh = (): Promise<IndexSnapshot> => {
    // Serialised: a notice during a rebuild queues one more check after it.
    const next = (chain ?? Promise.resolve(null as unknown as IndexSnapshot))
      .catch(() => null)
      .then(rebuild);
    chain = next;
    void next
      .finally(() => {
        if (chain === next) chain = null;
      })
      .catch(() => {});
    return next;
  };

  notifier.subscribe((notice) => {
    if (!notice.keys.includes(LISTS_CHANGED_KEY) || !snapshot) return;
    refresh().catch((error: unknown) =>
      logger.error({ err: error }, 'screening index refresh failed'),
    );
  });

  return {
    async current() {
      if (!snapshot) return chain ?? refresh();
      if (Date.now() - lastCheck > VERSION_CHECK_INTERVAL_MS && !chain) {
        refresh().catch((error: unknown) =>
          logger.error({ err: error }, 'screening index refresh failed'),
        );
      }
      return snapshot;
    },
    refresh,
    peek: () => snapshot,
  };
};

const holders = new WeakMap<PrismaClient, ScreeningIndexHolder>();

/** The process's holder for this infrastructure (one per Prisma client, i.e. per process). */
export const screeningIndexFor = (infra: {
  prisma: PrismaClient;
  notifier: Notifier;
  logger: Logger;
}): ScreeningIndexHolder => {
  let holder = holders.get(infra.prisma);
  if (!holder) {
    holder = createIndexHolder(infra);
    holders.set(infra.prisma, holder);
  }
  return holder;
};
