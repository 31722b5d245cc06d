import { z } from 'zod';

import { IdSchema, strictBody, wholeNumber } from './common';
import { HsCodeInputSchema } from './hs-codes';
import { pagedQuerySchema } from './paging';
import { requiredText } from './text-fields';

// Commodity category / subcategory. Ids 1-16 are the dashboard tiles.
// Named for commodities so it cannot clash with the screening schemas' risk levels on re-export.
export const COMMODITY_RISK_LEVELS = ['low', 'medium', 'high'] as const;
export const CommodityRiskLevelSchema = z.enum(COMMODITY_RISK_LEVELS);
export type CommodityRiskLevel = z.infer<typeof CommodityRiskLevelSchema>;

/** One market's MFN lines under a commodity's HS code (see core/src/commodities/trade-figures.ts). */
export const CommodityMarketTariffSchema = z.object({
  market: z.string(),
  lineCount: z.number().int(),
  ratedLines: z.number().int(),
  /** Mean parsed ad valorem MFN percent; null when every line is a specific duty. */
  avgRate: z.number().nullable(),
  /** YYYY-MM-DD of the loaded schedule; stale marks an old edition used as a fallback. */
  asOf: z.string(),
  stale: z.boolean(),
});
export type CommodityMarketTariff = z.infer<typeof CommodityMarketTariffSchema>;

/** Where a subcategory's average tariff and trade risk come from. */
export const CommodityTariffBasisSchema = z.object({
  markets: z.array(CommodityMarketTariffSchema),
  /** Active trade remedy types covering lines under the code, e.g. section_301. */
  remedyTypes: z.array(z.string()),
});
export type CommodityTariffBasis = z.infer<typeof CommodityTariffBasisSchema>;

/** One market's schedule behind a category's average tariff. */
export const CommodityCategoryMarketSchema = z.object({
  market: z.string(),
  /** The schedule, as tariff rates name it, and its short name for notes ('HTS 2026 rev. 4'). */
  source: z.string(),
  sourceShort: z.string(),
  /** YYYY-MM-DD of the loaded schedule; stale marks an old edition used as a fallback. */
  asOf: z.string(),
  stale: z.boolean(),
  /** Subcategories whose average takes an ad valorem MFN figure from this market. */
  subcategoriesWithRate: z.number().int(),
});
export type CommodityCategoryMarket = z.infer<typeof CommodityCategoryMarketSchema>;

/**
 * Where a category's average tariff and trade risk come from (see
 * core/src/commodities/category-figures.ts): how many of its subcategories have a loaded MFN line,
 * an average, an average over part of their lines only, and a known trade risk; and the markets
 * whose schedules the average reads.
 */
export const CommodityCategoryTariffBasisSchema = z.object({
  subcategoriesTotal: z.number().int(),
  /** With at least one loaded MFN line under their HS code. */
  subcategoriesWithLines: z.number().int(),
  /** With an average tariff (a line carrying an ad valorem percent); the category mean's count. */
  subcategoriesWithRate: z.number().int(),
  /** Of those, averages over part of their lines only (the rest specific duties). */
  subcategoriesPartlyRated: z.number().int(),
  /** With a known trade risk; the category is low only when every one is known and low. */
  subcategoriesWithRisk: z.number().int(),
  markets: z.array(CommodityCategoryMarketSchema),
  /** Active trade remedy types covering lines under any of its subcategories. */
  remedyTypes: z.array(z.string()),
});
export type CommodityCategoryTariffBasis = z.infer<typeof CommodityCategoryTariffBasisSchema>;

export const CommodityCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Dashboard tile group, e.g. 'Cash Crops'. */
  group: z.string(),
  description: z.string(),
  /** Percent: the mean of its subcategories' derived averages; null when none has one. */
  avgTariffRate: z.number().nullable(),
  /** The higher of the curated compliance risk and the trade risk. */
  riskLevel: CommodityRiskLevelSchema.nullable(),
  /**
   * The highest trade risk of its subcategories (tariffs and remedies); low only when every
   * subcategory's is known and low; null without data.
   */
  tradeRisk: CommodityRiskLevelSchema.nullable(),
  complianceRequirements: z.array(z.string()),
  subcategoryCount: z.number().int(),
  tariffBasis: CommodityCategoryTariffBasisSchema,
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
  /** Percent, derived from the loaded MFN rates; null ('No data') when none is loaded. */
  avgTariffRate: z.number().nullable(),
  complianceRequirements: z.array(z.string()),
  /** Trade risk from the loaded rates and remedies; null without data. */
  tradeRisk: CommodityRiskLevelSchema.nullable(),
  tariffBasis: CommodityTariffBasisSchema,
});
export type CommoditySubcategory = z.infer<typeof CommoditySubcategorySchema>;
export const CommoditySubcategoryListSchema = z.array(CommoditySubcategorySchema);

const categoryId = wholeNumber(
  z
    .number({ error: 'categoryId must be a number' })
    .int('categoryId must be an integer')
    .positive('categoryId must be positive'),
);
const searchText = z
  .string({ error: 'query is required' })
  .trim()
  .max(100, 'query must be at most 100 characters');

export const SUBCATEGORY_SORT_FIELDS = ['hsCode', 'name', 'id'] as const;

/**
 * Subcategories page like every list (limit, cursor, sort; X-Total-Count and Link), by HS code
 * unless sorted otherwise. A page holds up to 500 by default, a category's whole list in practice.
 */
const subcategoryPaging = pagedQuerySchema({
  sortFields: SUBCATEGORY_SORT_FIELDS,
  defaultSort: 'hsCode',
  defaultLimit: 500,
});

export const CommoditySubcategoryQuerySchema = subcategoryPaging.extend({
  categoryId: categoryId.optional(),
  /** Case-insensitive match on name, HS code (dots and spaces ignored) or description. */
  query: searchText.optional(),
});
export type CommoditySubcategoryQuery = z.infer<typeof CommoditySubcategoryQuerySchema>;

export const CommoditySubcategorySearchSchema = subcategoryPaging.extend({
  query: searchText.pipe(z.string().min(1, 'query is required')),
  categoryId: categoryId.optional(),
});
export type CommoditySubcategorySearch = z.infer<typeof CommoditySubcategorySearchSchema>;

export const CommodityCategoryParamsSchema = z.object({ id: IdSchema });

const textList = (field: string, maxItems: number, maxLength: number) =>
  z
    .array(
      z
        .string({ error: `${field} must be a list of texts` })
        .trim()
        .min(1, `${field} must not contain empty entries`)
        .max(maxLength, `${field} entries must be at most ${maxLength} characters`),
      { error: `${field} must be a list of texts` },
    )
    .max(maxItems, `${field} must have at most ${maxItems} entries`)
    .refine((items) => new Set(items).size === items.length, `${field} must not repeat an entry`);

/**
 * POST /api/commodity-subcategories (the Add Subcategory dialog sends name, HS code and
 * description). The HS code's syntax is checked here; the server checks it exists in HS 2022.
 */
export const CommoditySubcategoryCreateSchema = strictBody({
  categoryId: z
    .number({ error: 'categoryId must be a number' })
    .int('categoryId must be an integer')
    .positive('categoryId must be positive'),
  name: requiredText('Name', 'name', 200),
  hsCode: HsCodeInputSchema,
  description: z
    .string({ error: 'description must be a string' })
    .trim()
    .max(2000, 'Description must be at most 2000 characters')
    .default(''),
  riskLevel: CommodityRiskLevelSchema.nullable().optional(),
  targetMarkets: textList('targetMarkets', 50, 100).default([]),
  complianceRequirements: textList('complianceRequirements', 50, 500).default([]),
});
export type CommoditySubcategoryCreate = z.input<typeof CommoditySubcategoryCreateSchema>;
export type CommoditySubcategoryCreateParsed = z.output<typeof CommoditySubcategoryCreateSchema>;
