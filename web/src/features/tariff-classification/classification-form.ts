import {
  resolveTariffMarket,
  TariffClassificationCreateSchema,
  type TariffClassificationCreate,
} from '@compliance/contracts';

import { fieldErrorsOf } from '../../lib/field-errors';

export type ClassificationFormValues = {
  productDescription: string;
  hsCode: string;
  tariffRate: string;
  country: string;
};

export type ClassificationFormErrors = Partial<Record<keyof ClassificationFormValues, string>>;

export const EMPTY_CLASSIFICATION_FORM: ClassificationFormValues = {
  productDescription: '',
  hsCode: '',
  tariffRate: '',
  country: '',
};

/** The suggestion service needs a few characters to work with. */
export const SUGGEST_MIN_LENGTH = 3;

type Parsed =
  { ok: true; value: TariffClassificationCreate } | { ok: false; errors: ClassificationFormErrors };

/**
 * The required-field messages ('Product description is required', 'HS code is required',
 * 'Country is required') come from the API's own schema. A market the product knows is sent as its
 * code, so the server can fill the rate from that market's schedule.
 */
export const parseClassificationForm = (values: ClassificationFormValues): Parsed => {
  const parsed = TariffClassificationCreateSchema.safeParse(values);
  if (!parsed.success) {
    const errors: ClassificationFormErrors = fieldErrorsOf(parsed.error.issues);
    return { ok: false, errors };
  }
  const country = values.country.trim();
  return {
    ok: true,
    value: {
      productDescription: values.productDescription.trim(),
      hsCode: values.hsCode.trim(),
      tariffRate: values.tariffRate.trim() || null,
      country: resolveTariffMarket(country) ?? country,
    },
  };
};
