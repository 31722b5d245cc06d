// The total of a filtered list, for X-Total-Count (counted once per window for every caller and
// refreshed after change notices: see infra/query-cache), and the read of a filtered page, which
// uses that total to pick how the database finds the page's rows; readListPage puts them together
// with the search box.
import type { ApiPath } from '@compliance/contracts';
import type { Prisma, PrismaClient } from '@compliance/db';

import type { Notifier } from '../infra/notifier';
import { queryCacheFor } from '../infra/query-cache';
import type { SearchOrder } from './keyset';
import { fewTextMatches, readSearchPage, type TextColumn } from './text-search';

export const cachedTotal = (
  infra: { notifier: Notifier },
  path: ApiPath,
  where: unknown,
  count: () => Promise<number>,
): Promise<number> =>
  queryCacheFor(infra.notifier).get(`total ${path} ${JSON.stringify(where)}`, [path], count);

/**
 * Up to this many matches, a filtered page of a large list is read from the matches themselves
 * (found through the filter's index, e.g. the trigram index of a search) and sorted, rather than
 * by walking the list's order index and skipping rows that do not match.
 */
export const FEW_MATCHES = 5000;
/** Lists smaller than this are walked whatever the filter: the walk is short. */
export const LARGE_LIST = 10_000;

/**
 * Reads one page of a filtered list. PostgreSQL guesses how many rows a filter such as
 * `name ILIKE '%licence 77%'` matches, and when it guesses many it walks the list's order index
 * until a page of matches has turned up: over a million documents that read 77,000 rows for one
 * search page (100-300 ms) where the trigram index finds the 2,000 matches in a few
 * milliseconds. The exact totals, which the list counts anyway and usually has cached, tell which
 * way is cheap: a few thousand matches in a large list are read through the filter and sorted
 * (order index scans are switched off for that one statement, in a transaction: three more
 * round trips); otherwise the planner chooses. Unfiltered lists always walk the order index.
 */
export const readFilteredPage = async <T>(
  prisma: PrismaClient,
  {
    filtered,
    total,
    size,
  }: {
    filtered: boolean;
    /** The exact count of the filtered list. */
    total: Promise<number>;
    /** The count of the whole list (cached like `total`), asked only when the matches are few. */
    size: () => Promise<number>;
  },
  read: () => Prisma.PrismaPromise<T>,
): Promise<T> => {
  if (!filtered || (await total) > FEW_MATCHES || (await size()) < LARGE_LIST) return read();
  const [, rows] = await prisma.$transaction([
    prisma.$executeRaw`SET LOCAL enable_indexscan = off`,
    read(),
  ]);
  return rows;
};

/** The search box of a list, over text columns of its table (see text-search). */
export interface ListSearch<Where> {
  columns: readonly TextColumn[];
  q: string;
  /** The list's other filters (a status, a result), kept beside the matching ids. */
  others: Where;
  /** The list's order when its sort column is a date or a number (keysetPaging's `order`). */
  order?: SearchOrder | undefined;
  /**
   * The columns of a listed row: the `select` of the page's read. With an order and no other
   * filter, the page is then searched, sorted and read in one statement (readSearchPage).
   */
  select?: Record<string, boolean> | undefined;
}

/**
 * One page of a list and its total (X-Total-Count). A search over text columns first asks which
 * rows match: when they are few and the search is the only filter of a list in a date or number
 * order, one statement counts them and reads the page (readSearchPage); with other filters, their
 * ids become the filter, and the count and the page read only those rows (fewTextMatches).
 * Otherwise the filters are counted (cached per window) and the page is read as readFilteredPage
 * does.
 */
export const readListPage = async <Where extends object, Rows extends unknown[]>({
  prisma,
  notifier,
  path,
  filters,
  search,
  count,
  read,
}: {
  prisma: PrismaClient;
  notifier: Notifier;
  path: ApiPath;
  /** The list's filters, the search included. */
  filters: Where;
  search?: ListSearch<Where> | undefined;
  count: (where: Where) => Promise<number>;
  /** Reads the page's rows under these filters (the caller adds paging and order). */
  read: (where: Where) => Prisma.PrismaPromise<Rows>;
}): Promise<{ rows: Rows; total: number }> => {
  const otherFilters = search ? Object.keys(search.others).length > 0 : false;
  if (search?.order && search.select && !otherFilters) {
    const page = await readSearchPage<Rows[number]>(
      { prisma, notifier },
      { ...search, order: search.order, select: search.select, few: FEW_MATCHES },
    );
    if (page) return { rows: page.rows as Rows, total: page.total };
  } else if (search) {
    const ids = await fewTextMatches({ prisma, notifier }, { ...search, few: FEW_MATCHES });
    if (ids) {
      const narrowed = { ...search.others, id: { in: ids } } as Where;
      const total = cachedTotal({ notifier }, path, filters, () =>
        otherFilters ? count(narrowed) : Promise.resolve(ids.length),
      );
      const rows = await read(narrowed);
      return { rows, total: await total };
    }
  }
  const total = cachedTotal({ notifier }, path, filters, () => count(filters));
  const rows = await readFilteredPage(
    prisma,
    {
      filtered: Object.keys(filters).length > 0,
      total,
      size: () => cachedTotal({ notifier }, path, {}, () => count({} as Where)),
    },
    () => read(filters),
  );
  return { rows, total: await total };
};
