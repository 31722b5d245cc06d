import {
  API_PATHS,
  itemPath,
  type WatchlistEntityDetail,
  type WatchlistListsResponse,
} from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

// The loaded watchlists and their records: the watchlists panel manages them, and every screening
// result (KYC, sanctions) names their sources and versions.

export const watchlistsQueryOptions = () =>
  queryOptions<WatchlistListsResponse>({ queryKey: [API_PATHS.screeningLists] });

export const useWatchlists = () => useQuery(watchlistsQueryOptions());

export const watchlistEntityQueryOptions = (id: string) =>
  queryOptions<WatchlistEntityDetail>({
    queryKey: [itemPath(API_PATHS.screeningEntities, id)],
  });

export const useWatchlistEntity = (id: string, enabled: boolean) =>
  useQuery({ ...watchlistEntityQueryOptions(id), enabled });

/** Source id -> display name ('us_ofac_sdn' -> 'OFAC Specially Designated Nationals ...'). */
export const useSourceNames = (): ((source: string) => string) => {
  const { data } = useWatchlists();
  return useMemo(() => {
    const names = new Map(data?.sources.map((source) => [source.id, source.name]));
    return (source: string) => names.get(source) ?? source;
  }, [data]);
};
