import { API_PATHS, itemPath, type CommodityCategory } from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Key [itemPath(API_PATHS.commodityCategories, 3)]. */
export const categoryQueryOptions = (id: number) =>
  queryOptions<CommodityCategory>({ queryKey: [itemPath(API_PATHS.commodityCategories, id)] });

export const useCategory = (id: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...categoryQueryOptions(id), enabled });
