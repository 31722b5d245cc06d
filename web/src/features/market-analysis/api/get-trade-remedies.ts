import { API_PATHS, type TradeRemedy } from '@compliance/contracts';

import { usePagedList } from '../../../lib/paged-list';

/** Remedies a page at a time: the US lists alone hold over ten thousand lines. */
export const REMEDY_PAGE_SIZE = 50;

export const useTradeRemedies = () =>
  usePagedList<TradeRemedy>(API_PATHS.tradeRemedies, {}, { pageSize: REMEDY_PAGE_SIZE });
