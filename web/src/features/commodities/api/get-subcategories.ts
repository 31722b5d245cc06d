import { API_PATHS, type CommoditySubcategory } from '@compliance/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** Key [API_PATHS.commoditySubcategories, { categoryId }]. */
export const subcategoriesQueryOptions = (categoryId: number) =>
  queryOptions<CommoditySubcategory[]>({
    queryKey: [API_PATHS.commoditySubcategories, { categoryId }],
  });

/** Key [API_PATHS.commoditySubcategoriesSearch, { query, categoryId }]. */
export const subcategorySearchQueryOptions = ({
  query,
  categoryId,
}: {
  query: string;
  categoryId: number;
}) =>
  queryOptions<CommoditySubcategory[]>({
    queryKey: [API_PATHS.commoditySubcategoriesSearch, { query, categoryId }],
  });

/**
 * The category's list, or, while a search text is set, the search endpoint's results in
 * its place. Clearing the search shows the cached list again without a new request.
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
  const list = useQuery({
    ...subcategoriesQueryOptions(categoryId),
    enabled: enabled && !searching,
  });
  const search = useQuery({
    ...subcategorySearchQueryOptions({ query, categoryId }),
    enabled: enabled && searching,
    // Keep the previous results on screen while the next keystroke's results load.
    placeholderData: keepPreviousData,
  });
  return { searching, ...(searching ? search : list) };
};
