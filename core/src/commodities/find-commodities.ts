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

type SubcategoryStats = { count: number; avgTariffRate: number | null };

const toNumber = (value: Prisma.Decimal | null): number | null =>
  value === null ? null : Number(value);

const toCategoryDto = (
  row: CategoryRow,
  stats: SubcategoryStats | undefined,
): CommodityCategory => ({
  id: row.id,
  name: row.name,
  group: row.group,
  description: row.description,
  // The category's own figure when curated, otherwise the mean over its subcategories.
  avgTariffRate: toNumber(row.avgTariffRate) ?? stats?.avgTariffRate ?? null,
  riskLevel: row.riskLevel,
  complianceRequirements: row.complianceRequirements,
  subcategoryCount: stats?.count ?? 0,
});

const toSubcategoryDto = (row: SubcategoryRow): CommoditySubcategory => ({
  id: row.id,
  categoryId: row.categoryId,
  name: row.name,
  hsCode: row.hsCode,
  description: row.description,
  riskLevel: row.riskLevel,
  targetMarkets: row.targetMarkets,
  avgTariffRate: toNumber(row.avgTariffRate),
  complianceRequirements: row.complianceRequirements,
});

const subcategoryStats = async (prisma: PrismaClient, categoryIds?: number[]) => {
  const groups = await prisma.commoditySubcategory.groupBy({
    by: ['categoryId'],
    where: categoryIds ? { categoryId: { in: categoryIds } } : {},
    _count: { _all: true },
    _avg: { avgTariffRate: true },
  });
  return new Map<number, SubcategoryStats>(
    groups.map((group) => [
      group.categoryId,
      { count: group._count._all, avgTariffRate: toNumber(group._avg.avgTariffRate) },
    ]),
  );
};

/** Ordered by id: ids 1-16 are the dashboard tiles in their spec order. */
export const listCategories = async ({ prisma }: { prisma: PrismaClient }) => {
  const [rows, stats] = await Promise.all([
    prisma.commodityCategory.findMany({ orderBy: { id: 'asc' } }),
    subcategoryStats(prisma),
  ]);
  return rows.map((row) => toCategoryDto(row, stats.get(row.id)));
};

export const getCategory = async ({ prisma, id }: { prisma: PrismaClient; id: number }) => {
  const [row, stats] = await Promise.all([
    prisma.commodityCategory.findUnique({ where: { id } }),
    subcategoryStats(prisma, [id]),
  ]);
  if (!row) throw new AppError('NOT_FOUND', 'Category not found');
  return toCategoryDto(row, stats.get(id));
};

// A trader often types a longer code than the stored heading ('0901.21' for coffee '0901'): the
// stored code then is one of the query's chapter/heading/subheading prefixes (2, 4, 6, 8 digits).
const hsPrefixes = (digits: string): string[] =>
  /^\d{2,}$/.test(digits)
    ? [2, 4, 6, 8, 10].filter((n) => n <= digits.length).map((n) => digits.slice(0, n))
    : [];

/**
 * Case-insensitive substring match on name, HS code or description. HS codes are stored without
 * separators ('0901'), so '09.01' matches on the code, and so does the more specific '0901 21'.
 */
export const findSubcategories = async ({
  prisma,
  query,
}: {
  prisma: PrismaClient;
  query: CommoditySubcategoryQuery;
}): Promise<CommoditySubcategory[]> => {
  const text = query.query?.trim();
  const hsDigits = text?.replace(/[.\s-]/g, '');
  const rows = await prisma.commoditySubcategory.findMany({
    where: {
      ...(query.categoryId ? { categoryId: query.categoryId } : {}),
      ...(text
        ? {
            OR: [
              { name: { contains: text, mode: 'insensitive' } },
              { description: { contains: text, mode: 'insensitive' } },
              { hsCode: { contains: hsDigits || text, mode: 'insensitive' } },
              { hsCode: { in: hsPrefixes(hsDigits ?? '') } },
            ],
          }
        : {}),
    },
    orderBy: [{ categoryId: 'asc' }, { hsCode: 'asc' }, { id: 'asc' }],
  });
  return rows.map(toSubcategoryDto);
};
