// GET /api/screening/lists: every source with its current version and an honest age: the bundled
// snapshots are old, and a list without a date of its own is never shown as current.
import type { WatchlistListsResponse, WatchlistSourceStatus } from '@compliance/contracts';
import type { PrismaClient } from '@compliance/db';

import { toRunDto } from '../runs/runs';
import { categoryOf } from '../sources/catalogue';

const DAY_MS = 86_400_000;

export const sourceStaleness = ({
  asOf,
  bundled,
  staleAfterDays,
  now = new Date(),
}: {
  asOf: Date | null;
  bundled: boolean;
  staleAfterDays: number;
  now?: Date;
}): Pick<WatchlistSourceStatus, 'ageDays' | 'stale' | 'staleReason'> => {
  if (!asOf) {
    return {
      ageDays: null,
      stale: true,
      staleReason: bundled
        ? 'Bundled snapshot without a publication date: refresh from the publisher'
        : 'The list states no publication date',
    };
  }
  const ageDays = Math.max(0, Math.floor((now.getTime() - asOf.getTime()) / DAY_MS));
  if (ageDays > staleAfterDays) {
    return {
      ageDays,
      stale: true,
      staleReason: `${bundled ? 'Bundled snapshot' : 'List'} dated ${asOf.toISOString().slice(0, 10)}, ${ageDays} days old`,
    };
  }
  return { ageDays, stale: false, staleReason: null };
};

export const listWatchlists = async ({
  prisma,
  staleAfterDays,
}: {
  prisma: PrismaClient;
  staleAfterDays: number;
}): Promise<WatchlistListsResponse> => {
  const [sources, internal, lastRefresh] = await Promise.all([
    prisma.watchlistSource.findMany({
      include: { versions: { where: { isCurrent: true }, take: 1 } },
      orderBy: [{ kind: 'asc' }, { id: 'asc' }],
    }),
    prisma.internalListEntry.groupBy({ by: ['list'], _count: { _all: true } }),
    prisma.screeningRun.findFirst({
      where: { kind: 'watchlist_refresh' },
      orderBy: { id: 'desc' },
    }),
  ]);
  const internalCount = (list: 'blacklist' | 'pep') =>
    internal.find((g) => g.list === list)?._count._all ?? 0;
  return {
    sources: sources.map((source) => {
      const current = source.versions[0] ?? null;
      const bundled = current?.origin === 'bundled';
      const isInternal = source.kind === 'internal';
      const entityCount = isInternal
        ? internalCount(source.id === 'internal_pep' ? 'pep' : 'blacklist')
        : (current?.entityCount ?? 0);
      return {
        id: source.id,
        name: source.name,
        kind: source.kind,
        category: categoryOf(source.id),
        description: source.description,
        entityCount,
        current: current && {
          id: current.id,
          sha256: current.sha256,
          entityCount: current.entityCount,
          nameCount: current.nameCount,
          asOf: current.asOf?.toISOString().slice(0, 10) ?? null,
          origin: current.origin,
          loadedAt: current.loadedAt.toISOString(),
        },
        // Internal lists are edited live: always current by definition.
        ...(isInternal
          ? { ageDays: null, stale: false, staleReason: null }
          : current
            ? sourceStaleness({ asOf: current.asOf, bundled, staleAfterDays })
            : { ageDays: null, stale: true, staleReason: 'Not loaded' }),
        bundled,
      };
    }),
    internalLists: { blacklist: internalCount('blacklist'), pep: internalCount('pep') },
    staleAfterDays,
    lastRefresh: lastRefresh ? toRunDto(lastRefresh) : null,
  };
};
