import { HsCodeInputSchema } from '@compliance/contracts';
import { z } from 'zod';

// The create body of POST /api/commodity-subcategories. The contracts package has no create schema
// for subcategories yet, so the web form states the minimum it sends; the server checks the HS code
// against the nomenclature and answers 400 with the reason (shown in the dialog).
export const SubcategoryCreateSchema = z.object({
  categoryId: z.number().int().positive(),
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(200, 'Name must be at most 200 characters'),
  hsCode: z.string().trim().min(1, 'HS code is required').pipe(HsCodeInputSchema),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters'),
});
export type SubcategoryCreate = z.output<typeof SubcategoryCreateSchema>;

export type SubcategoryFormValues = { name: string; hsCode: string; description: string };
export type SubcategoryFormErrors = Partial<Record<keyof SubcategoryFormValues, string>>;

export const parseSubcategoryForm = (
  categoryId: number,
  values: SubcategoryFormValues,
): { ok: true; value: SubcategoryCreate } | { ok: false; errors: SubcategoryFormErrors } => {
  const parsed = SubcategoryCreateSchema.safeParse({ categoryId, ...values });
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: SubcategoryFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof SubcategoryFormValues | undefined;
    if (field && field in values && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
};
