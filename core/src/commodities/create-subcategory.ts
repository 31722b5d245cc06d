// POST /api/commodity-subcategories: the Add Subcategory dialog. The HS code must exist in the
// loaded HS 2022 nomenclature (the same check as every other HS input); it is stored as digits.
import {
  API_PATHS,
  type CommoditySubcategory,
  type CommoditySubcategoryCreateParsed,
} from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import { Prisma } from '@compliance/db';

import type { Infra } from '../infra';
import { notifyChanged } from '../infra/notify-changed';
import { validateHsCode } from '../tariffs/hs-codes';
import { withTradeFigures } from './find-commodities';

type Deps = Pick<Infra, 'prisma' | 'notifier' | 'logger'>;

export const createSubcategory = async ({
  infra,
  input,
}: {
  infra: Deps;
  input: CommoditySubcategoryCreateParsed;
}): Promise<CommoditySubcategory> => {
  const category = await infra.prisma.commodityCategory.findUnique({
    where: { id: input.categoryId },
    select: { id: true },
  });
  if (!category) {
    throw new AppError('VALIDATION_FAILED', `categoryId ${input.categoryId} does not exist`);
  }
  const hs = await validateHsCode(infra.prisma, input.hsCode);
  const row = await infra.prisma.commoditySubcategory
    .create({
      data: {
        categoryId: input.categoryId,
        name: input.name,
        hsCode: hs.code,
        // An empty description takes the official nomenclature text of the code.
        description: input.description || hs.description,
        riskLevel: input.riskLevel ?? null,
        targetMarkets: input.targetMarkets,
        complianceRequirements: input.complianceRequirements,
      },
    })
    .catch((error: unknown) => {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        throw new AppError(
          'CONFLICT',
          `A subcategory named '${input.name}' already exists in this category`,
        );
      }
      throw error;
    });
  infra.logger.info(
    { subcategoryId: row.id, categoryId: row.categoryId, hsCode: row.hsCode },
    'commodity subcategory created',
  );
  await notifyChanged(infra, [
    API_PATHS.commoditySubcategories,
    API_PATHS.commoditySubcategoriesSearch,
    API_PATHS.commodityCategories,
    `${API_PATHS.commodityCategories}/${row.categoryId}`,
  ]);
  const [dto] = await withTradeFigures(infra.prisma, [row]);
  return dto!;
};
