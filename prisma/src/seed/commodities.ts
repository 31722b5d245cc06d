import type { PrismaClient, RiskLevel } from '../../generated/client/client';
import { readReferenceJson } from './reference-data';
import { syncRows } from './sync-rows';

type Subcategory = {
  name: string;
  hsCode: string;
  description: string;
  riskLevel: RiskLevel;
  targetMarkets: string[];
  complianceRequirements: string[];
};

type Category = {
  id: number;
  group: string;
  name: string;
  description: string;
  riskLevel: RiskLevel;
  complianceRequirements: string[];
  subcategories: Subcategory[];
};

// Category ids are part of the product (dashboard tiles link to /commodity/1..16), so they
// are written explicitly; the id sequence is then moved past them for rows added later.
export const seedCommodities = async (prisma: PrismaClient) => {
  const { categories } = readReferenceJson<{ categories: Category[] }>('commodity-categories.json');
  const categoryRows = categories.map(({ subcategories: _subcategories, ...category }) => category);
  const subcategoryRows = categories.flatMap(({ id, subcategories }) =>
    subcategories.map((subcategory) => ({ categoryId: id, ...subcategory })),
  );
  await syncRows({
    desired: categoryRows,
    existing: await prisma.commodityCategory.findMany(),
    keyOf: (row) => String(row.id),
    createMany: (data) => prisma.commodityCategory.createMany({ data, skipDuplicates: true }),
    update: ({ id, ...data }) => prisma.commodityCategory.update({ where: { id }, data }),
  });
  await syncRows({
    desired: subcategoryRows,
    existing: await prisma.commoditySubcategory.findMany(),
    keyOf: (row) => `${String(row.categoryId)}:${String(row.name)}`,
    createMany: (data) => prisma.commoditySubcategory.createMany({ data, skipDuplicates: true }),
    update: ({ categoryId, name, ...data }) =>
      prisma.commoditySubcategory.update({
        where: { categoryId_name: { categoryId, name } },
        data,
      }),
  });
  await prisma.$executeRaw`SELECT setval(pg_get_serial_sequence('commodity_categories', 'id'), (SELECT MAX(id) FROM commodity_categories))`;
  return { categories: categoryRows.length, subcategories: subcategoryRows.length };
};
