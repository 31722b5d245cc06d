import {
  CommoditySubcategoryCreateSchema,
  type CommoditySubcategoryCreate,
} from '@compliance/contracts';

import { fieldErrorsOf } from '../../lib/field-errors';

// The Add Subcategory dialog parses its fields with the request schema of
// POST /api/commodity-subcategories; the server also checks the HS code against the nomenclature
// and answers 400 naming the nearest valid code (shown in the dialog).
export type SubcategoryCreate = CommoditySubcategoryCreate;

export type SubcategoryFormValues = { name: string; hsCode: string; description: string };
export type SubcategoryFormErrors = Partial<Record<keyof SubcategoryFormValues, string>>;

export const parseSubcategoryForm = (
  categoryId: number,
  values: SubcategoryFormValues,
): { ok: true; value: SubcategoryCreate } | { ok: false; errors: SubcategoryFormErrors } => {
  const parsed = CommoditySubcategoryCreateSchema.safeParse({ categoryId, ...values });
  if (parsed.success) {
    // The dialog sends its own three fields; markets and requirements stay the server's defaults.
    const { name, hsCode, description } = parsed.data;
    return { ok: true, value: { categoryId, name, hsCode, description } };
  }
  const errors: SubcategoryFormErrors = fieldErrorsOf(
    parsed.error.issues,
    {},
    (key): key is keyof SubcategoryFormValues => typeof key === 'string' && key in values,
  );
  return { ok: false, errors };
};
