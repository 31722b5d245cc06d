import { API_PATHS, type CommoditySubcategory } from '@compliance/contracts';

import { usePagedList } from '../../../lib/paged-list';

/** Subcategories a page holds: a category's whole list in practice, in one request. */
export const SUBCATEGORY_PAGE_SIZE = 500;

/**
 * The category's list, or, while a search text is set, the search endpoint's results in
 * its place, each paged (further pages load as the user scrolls). Clearing the search shows the
 * cached list again without a new request.
 */
export const useSubcategories = ({
  categoryId,
  query,
  enabled = true,
}: {
  categoryId: number;
  query: string;
  enabled?: boolean;
}) => {
  const searching = query !== '';
  const list = usePagedList<CommoditySubcategory>(
    API_PATHS.commoditySubcategories,
    { categoryId },
    { pageSize: SUBCATEGORY_PAGE_SIZE, enabled: enabled && !searching },
  );
  // Keep the previous results on screen while the next keystroke's results load.
  const search = usePagedList<CommoditySubcategory>(
    API_PATHS.commoditySubcategoriesSearch,
    { query, categoryId },
    { pageSize: SUBCATEGORY_PAGE_SIZE, enabled: enabled && searching, keepPrevious: true },
  );
  return { searching, ...(searching ? search : list) };
};
