import { API_PATHS, type CommoditySubcategory } from '@compliance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import type { SubcategoryCreate } from '../subcategory-form';

export const createSubcategory = (input: SubcategoryCreate): Promise<CommoditySubcategory> =>
  apiPost<CommoditySubcategory>(API_PATHS.commoditySubcategories, input);

/** Refreshes the category (its count and averages) and every subcategory list and search. */
export const useCreateSubcategory = ({
  onSuccess,
}: { onSuccess?: (created: CommoditySubcategory) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubcategory,
    onSuccess: (created) => {
      void refreshQueries(queryClient, { queryKey: [API_PATHS.commoditySubcategories] });
      void refreshQueries(queryClient, { queryKey: [API_PATHS.commoditySubcategoriesSearch] });
      void refreshQueries(queryClient, {
        queryKey: [`${API_PATHS.commodityCategories}/${created.categoryId}`],
      });
      onSuccess?.(created);
    },
  });
};
