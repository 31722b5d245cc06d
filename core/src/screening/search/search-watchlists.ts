// POST /api/screening/search and the shared entry point every screening path goes through.
import type { ScreeningSearchRequest, ScreeningSearchResponse } from '@compliance/contracts';

import type { Infra } from '../../infra';
import type { Actor } from '../../infra/actor';
import { screeningIndexFor } from '../index-holder/holder';
import { screenSnapshot } from '../index-holder/screen';
import { lookupResult, recordScreeningLog } from '../log/search-log';
import { subjectKeyOf } from '../review/subject-key';
import { loadSuppressor } from '../review/suppressions';

export type ScreeningDeps = Pick<Infra, 'prisma' | 'notifier' | 'logger'>;

export const searchWatchlists = async ({
  infra,
  query,
  actor = null,
}: {
  infra: ScreeningDeps;
  query: ScreeningSearchRequest;
  /** Who asked, for the search log. */
  actor?: Actor | null;
}): Promise<ScreeningSearchResponse> => {
  const snapshot = await screeningIndexFor(infra).current();
  const suppressor = await loadSuppressor(infra.prisma, snapshot, [
    subjectKeyOf(query.name, query.entityType),
  ]);
  const response = screenSnapshot(snapshot, query, suppressor);
  await recordScreeningLog(infra, {
    actor,
    channel: 'search',
    queryName: query.name,
    query,
    listVersions: response.listVersions,
    matches: response.matches,
    result: lookupResult(response.matches),
  });
  return response;
};
