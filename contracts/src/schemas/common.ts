import { z } from 'zod';

/**
 * A JSON request body that refuses fields it does not know, naming them: a misspelt optional field
 * ("dateofBirth") would otherwise vanish without a word and the record be stored without it.
 */
export const strictBody = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field: ${issue.keys.join(', ')}`
        : 'The body must be a JSON object',
  });

/**
 * A whole number sent as decimal digits (a path segment or query value) or as a JSON number,
 * checked by `schema` (whose type error is the message for anything else). `z.coerce` alone would
 * read '0x10', '1e3', '12.0' and ' 12' as numbers, so `/api/vendors/0x2` would name vendor 2.
 */
export const wholeNumber = <T extends z.ZodNumber>(schema: T) =>
  z.preprocess(
    (value) =>
      // Digits, or a fraction ('1.5': a number, but not a whole one, which the schema then says).
      typeof value === 'string' && /^-?\d+(?:\.\d*[1-9]\d*)?$/.test(value) ? Number(value) : value,
    schema,
  );

/**
 * Whether a date's calendar day exists: a full `YYYY-MM-DD` (or the date part of a date-time)
 * must name a real day ('2026-02-30' and '2026-11-31' do not; JavaScript's parser would roll them
 * over), a `YYYY` or `YYYY-MM` always does.
 */
export const isRealDate = (value: string) => {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  if (!day) return true;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

const REGIONS = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * Whether a 2-letter code is a current ISO 3166-1 country or territory, by the ICU region names
 * every runtime ships: 'ZZ' (unknown), unassigned codes (which ICU echoes), groupings such as 'EU'
 * or 'UN' and withdrawn codes ('SU', 'YU', which ICU maps to successors) are not.
 */
export const isCountryCode = (code: string) => {
  if (!/^[A-Z]{2}$/.test(code)) return false;
  const name = REGIONS.of(code);
  return (
    !!name &&
    name !== code &&
    !/unknown|outlying|pseudo|european union|united nations|eurozone/i.test(name) &&
    Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`
  );
};

/** Every id in the product is a positive integer (spec: workflow codes 'WF-' + padded id, vendorId 1). */
export const IdSchema = wholeNumber(
  z
    .number({ error: 'id must be a number' })
    .int('id must be an integer')
    .positive('id must be positive')
    // Ids are Postgres integers: a larger one names nothing, and the query would fail on it.
    .max(2_147_483_647, 'id must be at most 2147483647'),
);

export const IdParamsSchema = z.object({ id: IdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

export const LimitQuerySchema = z.object({
  limit: wholeNumber(
    z
      .number({ error: 'limit must be a number' })
      .int('limit must be an integer')
      .min(1, 'limit must be at least 1')
      .max(500, 'limit must be at most 500'),
  ).optional(),
});
export type LimitQuery = z.infer<typeof LimitQuerySchema>;

/** Dates travel as ISO-8601 strings. */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });

export const ErrorResponseSchema = z.object({
  statusCode: z.number(),
  error: z.string(),
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/**
 * An enum whose refusal names the field and every accepted value ("status must be one of:
 * pending, verified, rejected"), for bodies and query strings alike.
 */
export const oneOf = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `${field} must be one of: ${values.join(', ')}` });
