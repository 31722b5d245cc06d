// POST /api/screening/search and the shared entry point every screening path goes through.
import type { ScreeningSearchRequest, ScreeningSearchResponse } from '@compliance/contracts';

import type { Infra } from '../../infra';
import { screeningIndexFor } from '../index-holder/holder';
import { screenSnapshot } from '../index-holder/screen';

export type ScreeningDeps = Pick<Infra, 'prisma' | 'notifier' | 'logger'>;

export const searchWatchlists = async ({
  infra,
  query,
}: {
  infra: ScreeningDeps;
  query: ScreeningSearchRequest;
}): Promise<ScreeningSearchResponse> =>
  screenSnapshot(await screeningIndexFor(infra).current(), query);
