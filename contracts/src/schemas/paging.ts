// Query parameters shared by every paged list: `limit` (1-500), an opaque keyset `cursor` from the
// previous page's `Link: <...>; rel="next"` header, and `sort` (a field name, '-' in front for
// descending). Each list declares its sortable fields; anything else is a 400 that names them.
import { z } from 'zod';

import { wholeNumber } from './common';

export const MAX_PAGE_LIMIT = 500;

export const CursorSchema = z
  .string({ error: 'cursor must be a string' })
  .regex(/^[A-Za-z0-9_-]{1,400}$/, 'cursor is malformed');

export const pageLimitSchema = (defaultLimit: number) =>
  wholeNumber(
    z
      .number({ error: 'limit must be a number' })
      .int('limit must be an integer')
      .min(1, 'limit must be at least 1')
      .max(MAX_PAGE_LIMIT, `limit must be at most ${MAX_PAGE_LIMIT}`),
  ).default(defaultLimit);

/**
 * The `sort` values of a list: each field ascending, or descending with a leading '-'. Fields in
 * `ascendingOnly` (an order with no meaningful reverse, such as a work order) have no '-' form.
 */
export const sortSchema = <const F extends string>(
  fields: readonly [F, ...F[]],
  defaultSort: F | `-${F}`,
  ascendingOnly: readonly F[] = [],
) => {
  const values = fields.flatMap((field) =>
    ascendingOnly.includes(field) ? [field] : [field, `-${field}`],
  ) as [F | `-${F}`, ...Array<F | `-${F}`>];
  return z
    .enum(values, { error: `sort must be one of: ${values.join(', ')}` })
    .default(defaultSort as never);
};

/** `limit`, `cursor` and `sort` for one list; extend it with the list's filters and `q`. */
export const pagedQuerySchema = <const F extends string>({
  sortFields,
  defaultSort,
  ascendingOnly,
  defaultLimit = 100,
}: {
  sortFields: readonly [F, ...F[]];
  defaultSort: F | `-${F}`;
  ascendingOnly?: readonly F[];
  defaultLimit?: number;
}) =>
  z.object({
    limit: pageLimitSchema(defaultLimit),
    cursor: CursorSchema.optional(),
    sort: sortSchema(sortFields, defaultSort, ascendingOnly),
  });

/** A search text: trimmed, at most 200 characters, empty means no search. */
export const SearchTextSchema = z
  .string({ error: 'q must be a string' })
  .trim()
  .max(200, 'q must be at most 200 characters')
  .optional();
