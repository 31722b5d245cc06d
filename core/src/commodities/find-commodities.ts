import type {
  CommodityCategory,
  CommoditySubcategory,
  CommoditySubcategoryQuery,
} from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type {
  CommodityCategory as CategoryRow,
  CommoditySubcategory as SubcategoryRow,
  Prisma,
  PrismaClient,
} from '@compliance/db';

import { escapeLike, keysetPaging, type Page } from '../paging/keyset';
import { type CategoryFigures, categoryFigures } from './category-figures';
import { higherRisk, type TradeFigures, tradeFiguresOf } from './trade-figures';

const NO_FIGURES: TradeFigures = {
  avgTariffRate: null,
  tradeRisk: null,
  markets: [],
  remedyTypes: [],
};

const NO_SUBCATEGORIES = categoryFigures([]);

const toCategoryDto = (
  row: CategoryRow,
  figures: CategoryFigures = NO_SUBCATEGORIES,
): CommodityCategory => ({
  id: row.id,
  name: row.name,
  group: row.group,
  description: row.description,
  // Derived from the loaded tariff data through its subcategories (see category-figures.ts).
  avgTariffRate: figures.avgTariffRate,
  riskLevel: higherRisk(row.riskLevel, figures.tradeRisk),
  tradeRisk: figures.tradeRisk,
  complianceRequirements: row.complianceRequirements,
  subcategoryCount: figures.tariffBasis.subcategoriesTotal,
  tariffBasis: figures.tariffBasis,
});

export const toSubcategoryDto = (
  row: SubcategoryRow,
  figures: TradeFigures = NO_FIGURES,
): CommoditySubcategory => ({
  id: row.id,
  categoryId: row.categoryId,
  name: row.name,
  hsCode: row.hsCode,
  description: row.description,
  riskLevel: higherRisk(row.riskLevel, figures.tradeRisk),
  targetMarkets: row.targetMarkets,
  avgTariffRate: figures.avgTariffRate,
  complianceRequirements: row.complianceRequirements,
  tradeRisk: figures.tradeRisk,
  tariffBasis: {
    markets: figures.markets.map(({ market, lineCount, ratedLines, avgRate, asOf, stale }) => ({
      market,
      lineCount,
      ratedLines,
      avgRate,
      asOf,
      stale,
    })),
    remedyTypes: figures.remedyTypes,
  },
});

/** Subcategory rows with their trade figures. */
export const withTradeFigures = async (prisma: PrismaClient, rows: SubcategoryRow[]) => {
  const figures = await tradeFiguresOf(
    prisma,
    rows.map((row) => row.hsCode),
  );
  return rows.map((row) => toSubcategoryDto(row, figures.get(row.hsCode)));
};

const figuresByCategory = async (prisma: PrismaClient, categoryIds?: number[]) => {
  const rows = await prisma.commoditySubcategory.findMany({
    where: categoryIds ? { categoryId: { in: categoryIds } } : {},
    select: { categoryId: true, hsCode: true },
  });
  const figures = await tradeFiguresOf(
    prisma,
    rows.map((row) => row.hsCode),
  );
  const byCategory = new Map<number, TradeFigures[]>();
  for (const row of rows) {
    const list = byCategory.get(row.categoryId) ?? [];
    list.push(figures.get(row.hsCode) ?? NO_FIGURES);
    byCategory.set(row.categoryId, list);
  }
  return new Map([...byCategory].map(([id, list]) => [id, categoryFigures(list)]));
};

/** Ordered by id: ids 1-16 are the dashboard tiles in their spec order. */
export const listCategories = async ({ prisma }: { prisma: PrismaClient }) => {
  const [rows, figures] = await Promise.all([
    prisma.commodityCategory.findMany({ orderBy: { id: 'asc' } }),
    figuresByCategory(prisma),
  ]);
  return rows.map((row) => toCategoryDto(row, figures.get(row.id)));
};

export const getCategory = async ({ prisma, id }: { prisma: PrismaClient; id: number }) => {
  const [row, figures] = await Promise.all([
    prisma.commodityCategory.findUnique({ where: { id } }),
    figuresByCategory(prisma, [id]),
  ]);
  if (!row) throw new AppError('NOT_FOUND', 'Category not found');
  return toCategoryDto(row, figures.get(id));
};

// A trader often types a longer code than the stored heading ('0901.21' for coffee '0901'): the
// stored code then is one of the query's chapter/heading/subheading prefixes (2, 4, 6, 8 digits).
const hsPrefixes = (digits: string): string[] =>
  /^\d{2,}$/.test(digits)
    ? [2, 4, 6, 8, 10].filter((n) => n <= digits.length).map((n) => digits.slice(0, n))
    : [];

const SUBCATEGORY_SORT_TYPES = { hsCode: 'string', name: 'string', id: 'number' } as const;

/**
 * A page of subcategories, by HS code unless sorted otherwise, with their trade figures.
 * Case-insensitive substring match on name, HS code or description. HS codes are stored without
 * separators ('0901'), so '09.01' matches on the code, and so does the more specific '0901 21'.
 */
export const findSubcategories = async ({
  prisma,
  query,
}: {
  prisma: PrismaClient;
  query: CommoditySubcategoryQuery;
}): Promise<Page<CommoditySubcategory>> => {
  const text = query.query?.trim();
  const hsDigits = text?.replace(/[.\s-]/g, '');
  const where: Prisma.CommoditySubcategoryWhereInput = {
    ...(query.categoryId ? { categoryId: query.categoryId } : {}),
    ...(text
      ? {
          OR: [
            { name: { contains: escapeLike(text), mode: 'insensitive' } },
            { description: { contains: escapeLike(text), mode: 'insensitive' } },
            { hsCode: { contains: escapeLike(hsDigits || text), mode: 'insensitive' } },
            { hsCode: { in: hsPrefixes(hsDigits ?? '') } },
          ],
        }
      : {}),
  };
  const paging = keysetPaging({ query, types: SUBCATEGORY_SORT_TYPES });
  const [rows, total] = await Promise.all([
    prisma.commoditySubcategory.findMany({
      where: { AND: [where, paging.where] },
      orderBy: paging.orderBy,
      take: paging.take,
    }),
    prisma.commoditySubcategory.count({ where }),
  ]);
  const page = paging.page(rows, total, (row) => row);
  return { ...page, items: await withTradeFigures(prisma, page.items) };
};
