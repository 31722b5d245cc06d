import { z } from 'zod';

import { IdSchema } from './common';

// Commodity category / subcategory. Ids 1-16 are the dashboard tiles.
// Named for commodities so it cannot clash with the screening schemas' risk levels on re-export.
export const COMMODITY_RISK_LEVELS = ['low', 'medium', 'high'] as const;
export const CommodityRiskLevelSchema = z.enum(COMMODITY_RISK_LEVELS);
export type CommodityRiskLevel = z.infer<typeof CommodityRiskLevelSchema>;

export const CommodityCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Dashboard tile group, e.g. 'Cash Crops'. */
  group: z.string(),
  description: z.string(),
  /** Percent; the category's own figure, else the mean of its subcategories'; null shows N/A. */
  avgTariffRate: z.number().nullable(),
  riskLevel: CommodityRiskLevelSchema.nullable(),
  complianceRequirements: z.array(z.string()),
  subcategoryCount: z.number().int(),
});
export type CommodityCategory = z.infer<typeof CommodityCategorySchema>;
export const CommodityCategoryListSchema = z.array(CommodityCategorySchema);

export const CommoditySubcategorySchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  name: z.string(),
  hsCode: z.string(),
  description: z.string(),
  riskLevel: CommodityRiskLevelSchema.nullable(),
  targetMarkets: z.array(z.string()),
  avgTariffRate: z.number().nullable(),
  complianceRequirements: z.array(z.string()),
});
export type CommoditySubcategory = z.infer<typeof CommoditySubcategorySchema>;
export const CommoditySubcategoryListSchema = z.array(CommoditySubcategorySchema);

const categoryId = z.coerce
  .number({ error: 'categoryId must be a number' })
  .int('categoryId must be an integer')
  .positive('categoryId must be positive');
const searchText = z
  .string({ error: 'query is required' })
  .trim()
  .max(100, 'query must be at most 100 characters');

export const CommoditySubcategoryQuerySchema = z.object({
  categoryId: categoryId.optional(),
  /** Case-insensitive match on name, HS code (dots and spaces ignored) or description. */
  query: searchText.optional(),
});
export type CommoditySubcategoryQuery = z.infer<typeof CommoditySubcategoryQuerySchema>;

export const CommoditySubcategorySearchSchema = z.object({
  query: searchText.pipe(z.string().min(1, 'query is required')),
  categoryId: categoryId.optional(),
});
export type CommoditySubcategorySearch = z.infer<typeof CommoditySubcategorySearchSchema>;

export const CommodityCategoryParamsSchema = z.object({ id: IdSchema });
