import { ErrorResponseSchema } from '@compliance/contracts';

export const AGREEMENT_ERRORS = {
  400: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
  503: ErrorResponseSchema,
};
export const tags = ['basic-ordering-agreements'];
