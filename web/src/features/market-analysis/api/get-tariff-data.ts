import { API_PATHS, type TariffDataSource } from '@compliance/contracts';
import { useQuery } from '@tanstack/react-query';

/** The tariff data sources and what each has loaded (the schedule behind each market). */
export const useTariffDataSources = () =>
  useQuery<TariffDataSource[]>({ queryKey: [API_PATHS.tariffData] });

/**
 * Whether a source has data loaded. A source being imported again keeps its previous rows until the
 * run succeeds, so what counts is rows with a date, not the run.
 */
export const hasLoadedRows = (source: TariffDataSource) =>
  source.rowCount > 0 && source.asOf !== null;

/** The loaded schedule of a market, or null when none is loaded. */
export const loadedScheduleOf = (
  sources: readonly TariffDataSource[],
  market: string,
): TariffDataSource | null =>
  sources.find(
    (source) => source.kind === 'schedule' && source.market === market && hasLoadedRows(source),
  ) ?? null;
