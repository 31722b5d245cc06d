// Keyset paging for any list: rows ordered by one sort field, then by id in the same direction, so
// the order is total. The cursor carries the sort it was made for and the last row's (value, id),
// base64url-encoded JSON, opaque to clients. A page continues strictly after that pair, so rows
// deleted since (even the cursor's own row) do not matter, and no row is skipped or repeated.
// `limit + 1` rows are read: the extra one tells whether a next page exists.
//
// Use in a core list function:
//   const paging = keysetPaging({ query, types: DOCUMENT_SORT_TYPES });
//   const rows = await prisma.document.findMany({ where: { AND: [filters, paging.where] },
//     orderBy: paging.orderBy, take: paging.take, select });
//   return paging.page(rows, total, toDto);
import { fieldError } from '@compliance/contracts/errors';

export type SortValueType = 'date' | 'string' | 'number';
export type SortDirection = 'asc' | 'desc';
type SortValue = Date | string | number;

export interface Page<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}

export interface PagedQuery {
  limit: number;
  cursor?: string | undefined;
  sort: string;
}

export const parseSort = (sort: string): { field: string; direction: SortDirection } =>
  sort.startsWith('-')
    ? { field: sort.slice(1), direction: 'desc' }
    : { field: sort, direction: 'asc' };

const malformed = () => fieldError('cursor', 'cursor is malformed');

export const encodeKeysetCursor = (sort: string, value: SortValue, id: number): string =>
  Buffer.from(
    JSON.stringify([sort, value instanceof Date ? value.toISOString() : value, id]),
  ).toString('base64url');

export const decodeKeysetCursor = (
  cursor: string,
  sort: string,
  type: SortValueType,
): { value: SortValue; id: number } => {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw malformed();
  }
  if (!Array.isArray(decoded) || decoded.length !== 3) throw malformed();
  const [cursorSort, raw, id] = decoded as unknown[];
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) throw malformed();
  if (cursorSort !== sort)
    throw fieldError(
      'cursor',
      'cursor belongs to another sort order: request the first page again without cursor',
    );
  if (type === 'number') {
    if (typeof raw !== 'number' || !Number.isFinite(raw)) throw malformed();
    return { value: raw, id };
  }
  if (typeof raw !== 'string' || raw.length > 1000) throw malformed();
  if (type === 'string') return { value: raw, id };
  const date = new Date(raw);
  if (Number.isNaN(date.getTime())) throw malformed();
  return { value: date, id };
};

const valueOf = (row: Record<string, unknown>, field: string): SortValue => {
  const value = row[field];
  if (value instanceof Date || typeof value === 'string' || typeof value === 'number') return value;
  // Decimal columns (Prisma.Decimal) page by their numeric value.
  if (value && typeof value === 'object' && 'toNumber' in value)
    return (value as { toNumber(): number }).toNumber();
  throw new Error(`sort field ${field} is empty on a row: only non-null columns can be sorted on`);
};

/**
 * A list's order as a search that sorts its matches in SQL needs it (see readSearchPage): the sort
 * column (a date or number column named by the list, never user input), the direction, the
 * cursor's pair the page continues strictly after, and how many rows the page reads.
 */
export interface SearchOrder {
  column: string;
  direction: SortDirection;
  after: { value: Date | number; id: number } | null;
  take: number;
}

export const keysetPaging = <F extends string>({
  query,
  types,
}: {
  query: PagedQuery;
  /** The sortable fields (non-null columns) and how their cursor values are typed. */
  types: Record<F, SortValueType>;
}) => {
  const { field, direction } = parseSort(query.sort);
  // Only the list's own sort fields: the name goes into SQL as the search's sort column.
  const type = Object.hasOwn(types, field) ? types[field as F] : undefined;
  if (!type) throw fieldError('sort', `sort must be one of: ${Object.keys(types).join(', ')}`);
  const after = query.cursor ? decodeKeysetCursor(query.cursor, query.sort, type) : null;
  const strictly = direction === 'desc' ? 'lt' : 'gt';
  const orEqual = direction === 'desc' ? 'lte' : 'gte';
  // (field, id) after (value, id) as two conditions, so the first is an index range (where the
  // scan starts) rather than a filter over every row before the cursor.
  const where = after
    ? field === 'id'
      ? { id: { [strictly]: after.id } }
      : {
          AND: [
            { [field]: { [orEqual]: after.value } },
            { OR: [{ [field]: { [strictly]: after.value } }, { id: { [strictly]: after.id } }] },
          ],
        }
    : {};
  const orderBy =
    field === 'id' ? [{ id: direction }] : [{ [field]: direction }, { id: direction }];
  return {
    where,
    orderBy,
    take: query.limit + 1,
    /**
     * The order for a search that sorts its matches in SQL (see readSearchPage); none for a string
     * sort, whose order is PostgreSQL's collation.
     */
    order:
      type === 'string'
        ? undefined
        : ({
            column: field,
            direction,
            after: after as SearchOrder['after'],
            take: query.limit + 1,
          } satisfies SearchOrder),
    page<R extends { id: number }, T>(rows: R[], total: number, toDto: (row: R) => T): Page<T> {
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      return {
        items: items.map(toDto),
        total,
        nextCursor:
          rows.length > query.limit && last
            ? encodeKeysetCursor(
                query.sort,
                valueOf(last as Record<string, unknown>, field),
                last.id,
              )
            : null,
      };
    },
  };
};

/** Every row of a filtered, sorted list, page by page: for exports streamed to the client. */
export async function* allPages<T>(
  loadPage: (cursor: string | undefined) => Promise<Page<T>>,
): AsyncGenerator<T> {
  let cursor: string | undefined;
  do {
    const page = await loadPage(cursor);
    yield* page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** Prisma passes `contains` to ILIKE unescaped: '%' typed by a user must match a literal '%'. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
