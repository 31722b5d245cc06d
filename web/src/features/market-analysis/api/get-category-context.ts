import {
  API_PATHS,
  itemPath,
  type CommodityCategory,
  type CommoditySubcategory,
} from '@compliance/contracts';
import { useQuery } from '@tanstack/react-query';

/**
 * A commodity category's name and its subcategories' HS codes, for '?category=' (the commodity
 * screen's link). The subcategories are the list's first page (up to 500, a category's whole list
 * in practice) as chips to pick from; the category comes from the key the commodity screen reads.
 */
export const useCategoryContext = (categoryId: number | null) => {
  const enabled = categoryId !== null;
  const category = useQuery<CommodityCategory>({
    queryKey: [itemPath(API_PATHS.commodityCategories, categoryId ?? 0)],
    enabled,
  });
  const subcategories = useQuery<CommoditySubcategory[]>({
    queryKey: [API_PATHS.commoditySubcategories, { categoryId: categoryId ?? 0 }],
    enabled,
  });
  return { category, subcategories };
};
