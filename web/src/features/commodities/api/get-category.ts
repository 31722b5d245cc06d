import type { CommodityCategory } from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const CATEGORIES_PATH = '/api/commodity-categories';

/** Key ['/api/commodity-categories/3']. */
export const categoryQueryOptions = (id: number) =>
  queryOptions<CommodityCategory>({ queryKey: [`${CATEGORIES_PATH}/${id}`] });

export const useCategory = (id: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...categoryQueryOptions(id), enabled });
