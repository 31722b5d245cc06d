// The search box of a large list ("contains", case-insensitive, over text columns) without
// paying for the common words in it. A search such as 'Acme invoice 4471' is answered by the
// column's trigram index, which must intersect the posting lists of every trigram of the phrase:
// those of 'invoice', present in a fifth of a million documents, cost 60 ms where the rare '4471'
// alone costs 2 ms. So when the column's statistics show that a word of the search is common, the
// index is asked for the rarest word only and the whole phrase is checked on those rows, by an
// expression the index cannot take over. When that finds few rows (as searches usually do), they
// are sorted and paged in the same statement (readSearchPage), or their ids become the list's
// filter when it has other filters (fewTextMatches).
import { Prisma, type PrismaClient } from '@compliance/db';

import type { Notifier } from '../infra/notifier';
import { queryCacheFor } from '../infra/query-cache';
import { escapeLike, type SearchOrder } from './keyset';

/** The searchable text columns of the large lists (fixed identifiers, never user input). */
export const TEXT_COLUMNS = {
  documentName: { table: 'documents', column: 'name' },
  sanctionsEntityName: { table: 'sanctions_screenings', column: 'entityName' },
  kycEntityName: { table: 'kyc_screenings', column: 'entityName' },
  declarationNumber: { table: 'customs_declarations', column: 'declarationNumber' },
  declarantName: { table: 'customs_declarations', column: 'declarantName' },
  consignorName: { table: 'customs_declarations', column: 'consignorName' },
  consigneeName: { table: 'customs_declarations', column: 'consigneeName' },
} as const;
export type TextColumn = (typeof TEXT_COLUMNS)[keyof typeof TEXT_COLUMNS];

/** What PostgreSQL's statistics say about a column's values (from its last ANALYZE). */
export interface ColumnSample {
  /** Estimated rows in the table. */
  rows: number;
  /** Values with the share of rows each one stands for (common values, then histogram bounds). */
  values: Array<{ text: string; share: number }>;
}

/** Words shorter than this give the trigram index nothing to look up. */
const MIN_WORD = 3;
/** How far over `few` an estimate must be for the lookup to be skipped. */
const CLEARLY_MORE = 10;

/** The share of rows whose text contains `part`, as far as the sample tells. */
const shareOf = (sample: ColumnSample, part: string) => {
  const needle = part.toLowerCase();
  let share = 0;
  for (const value of sample.values) if (value.text.includes(needle)) share += value.share;
  return share;
};

/**
 * The word with the space before or after it when the search has one there: the index then looks
 * for the word at the start (or end) of a word, which is far more selective ('% 101%' finds 1,100
 * names of a million where '%101%' finds 4,000).
 */
const withSpaces = (q: string, word: string) => {
  const at = q.indexOf(word);
  const before = at > 0 && /\s/.test(q[at - 1]!) ? q[at - 1] : '';
  const after = /\s/.test(q[at + word.length] ?? '') ? q[at + word.length] : '';
  return `${before}${word}${after}`;
};

/**
 * The part of the search to look up in the index: the whole search, unless one of its words is
 * common in the sample; then the word (or the whole search) found in the fewest rows, a word before
 * the whole search and a longer word before a shorter one when they tie. Also the estimated count
 * of rows that part matches.
 */
export const rarestPart = (q: string, sample: ColumnSample): { part: string; estimate: number } => {
  const whole = { part: q, share: shareOf(sample, q) };
  const words = [...new Set(q.split(/\s+/).filter((word) => word.length >= MIN_WORD))]
    .map((word) => withSpaces(q, word))
    .map((word) => ({ part: word, share: shareOf(sample, word) }))
    .sort((a, b) => a.share - b.share || b.part.length - a.part.length);
  const rarestWord = words[0];
  const someWordCommon = words.some((word) => word.share > 0);
  const chosen =
    rarestWord && someWordCommon && rarestWord.share <= whole.share ? rarestWord : whole;
  return { part: chosen.part, estimate: chosen.share * sample.rows };
};

interface StatsRow {
  rows: number;
  null_frac: number | null;
  common: string[] | null;
  common_freqs: number[] | null;
  bounds: string[] | null;
}

const readSample = async (prisma: PrismaClient, { table, column }: TextColumn) => {
  const [stats] = await prisma.$queryRaw<StatsRow[]>`
    SELECT c.reltuples::float8 AS rows, s.null_frac::float8 AS null_frac,
      s.most_common_vals::text::text[] AS common, s.most_common_freqs::float8[] AS common_freqs,
      s.histogram_bounds::text::text[] AS bounds
    FROM pg_class c
    LEFT JOIN pg_stats s ON s.schemaname = current_schema() AND s.tablename = c.relname
      AND s.attname = ${column}
    WHERE c.oid = to_regclass(${table})`;
  if (!stats) return { rows: 0, values: [] };
  const common = (stats.common ?? []).map((text, index) => ({
    text: text.toLowerCase(),
    share: stats.common_freqs?.[index] ?? 0,
  }));
  const commonShare = common.reduce((sum, value) => sum + value.share, 0);
  const bounds = stats.bounds ?? [];
  const boundShare = bounds.length
    ? Math.max(0, 1 - commonShare - (stats.null_frac ?? 0)) / bounds.length
    : 0;
  return {
    rows: Math.max(0, stats.rows),
    values: [...common, ...bounds.map((text) => ({ text: text.toLowerCase(), share: boundShare }))],
  };
};

/**
 * The column's sample, kept in the query cache like a list total: read again from pg_stats in the
 * background every few seconds (a catalog read), never waited for once there is one.
 */
const sampleOf = (
  { prisma, notifier }: { prisma: PrismaClient; notifier: Notifier },
  column: TextColumn,
): Promise<ColumnSample> =>
  queryCacheFor(notifier).get(`column sample ${column.table}.${column.column}`, [], () =>
    readSample(prisma, column),
  );

/**
 * Where one of the columns (all of one table) contains `q` (case-insensitive, as Prisma's
 * `contains`), as SQL over that table; null when the statistics show the search clearly matches
 * more than `few` rows. Each column is asked for its own rarest part; several columns make one OR
 * the planner answers by adding up their trigram indexes' bitmaps.
 */
const textMatchCondition = async (
  { prisma, notifier }: { prisma: PrismaClient; notifier: Notifier },
  { columns, q, few }: { columns: readonly TextColumn[]; q: string; few: number },
): Promise<{ table: Prisma.Sql; where: Prisma.Sql } | null> => {
  const table = columns[0]?.table;
  if (!table || columns.some((column) => column.table !== table))
    throw new Error('a text search reads columns of one table');
  const parts = await Promise.all(
    columns.map(async (column) => ({
      column,
      ...rarestPart(q, await sampleOf({ prisma, notifier }, column)),
    })),
  );
  // A hundred sampled values make a coarse estimate (one hit is 1 % of the table): only a part
  // clearly too common is not tried; otherwise the LIMIT of the statement tells.
  if (parts.reduce((sum, { estimate }) => sum + estimate, 0) > few * CLEARLY_MORE) return null;
  // `|| ''` keeps the whole phrase out of the index condition: it is checked on the rows the
  // rarest part found.
  const matches = parts.map(({ column, part }) => {
    const name = Prisma.raw(`"${column.column}"`);
    return Prisma.sql`(${name} ILIKE ${`%${escapeLike(part)}%`}
      AND (${name} || '') ILIKE ${`%${escapeLike(q)}%`})`;
  });
  return { table: Prisma.raw(`"${table}"`), where: Prisma.join(matches, ' OR ') };
};

/**
 * The ids of the rows where one of the columns contains `q`, or null when there may be more than
 * `few` of them: the list then reads as it would without this (walking the order index is cheap
 * when matches are many).
 */
export const fewTextMatches = async (
  infra: { prisma: PrismaClient; notifier: Notifier },
  search: { columns: readonly TextColumn[]; q: string; few: number },
): Promise<number[] | null> => {
  const condition = await textMatchCondition(infra, search);
  if (!condition) return null;
  const rows = await infra.prisma.$queryRaw<Array<{ id: number }>>`
    SELECT id FROM ${condition.table} WHERE ${condition.where} LIMIT ${search.few + 1}`;
  return rows.length > search.few ? null : rows.map((row) => row.id);
};

/** The column list of a Prisma `select` of scalar fields (the fields are named as the columns). */
const selectedColumns = (select: Record<string, boolean>) =>
  Prisma.join(
    Object.entries(select).map(([field, wanted]) => {
      if (wanted !== true) throw new Error(`readSearchPage selects scalar fields only: ${field}`);
      return Prisma.raw(`t."${field}"`);
    }),
  );

/** The cursor's sort value as SQL of the sort column's type (timestamps are stored in UTC). */
const sortValue = (value: Date | number) =>
  value instanceof Date
    ? Prisma.sql`(${value.toISOString()}::timestamptz AT TIME ZONE 'UTC')`
    : Prisma.sql`${value}::float8`;

/**
 * One page of a search with no other filter, and its total, in one statement: the rows matching
 * (as fewTextMatches finds them), counted, sorted in the list's order after the cursor, and the
 * page's rows read with the columns of `select`. Null when more than `few` rows match: the list is
 * then read along its order index. One round trip, and only the page's rows come back: sending the
 * thousand matches of a search to the api to be sorted, then reading the page by id, cost the api
 * about three times the CPU of this, and the api is what limits searches.
 * Rows come back as Prisma's raw queries type them: for these scalar columns, as its `findMany`
 * with the same `select` would (tests/api/search-page.test.ts compares both).
 */
export const readSearchPage = async <Row>(
  infra: { prisma: PrismaClient; notifier: Notifier },
  {
    columns,
    q,
    few,
    order,
    select,
  }: {
    columns: readonly TextColumn[];
    q: string;
    few: number;
    order: SearchOrder;
    select: Record<string, boolean>;
  },
): Promise<{ rows: Row[]; total: number } | null> => {
  // The id tells the page's rows from the empty row that carries the total of an empty page.
  if (select.id !== true) throw new Error('readSearchPage selects the id of each row');
  const condition = await textMatchCondition(infra, { columns, q, few });
  if (!condition) return null;
  const direction = Prisma.raw(order.direction === 'desc' ? 'DESC' : 'ASC');
  const after = order.after
    ? Prisma.sql`WHERE (key, id) ${Prisma.raw(order.direction === 'desc' ? '<' : '>')}
        (${sortValue(order.after.value)}, ${order.after.id}::int)`
    : Prisma.empty;
  const sortColumn = Prisma.raw(`"${order.column}"`);
  // The outer LEFT JOIN keeps one row (the total, with empty columns) when the page is empty.
  const found = await infra.prisma.$queryRaw<Array<Row & { id: number | null; __total: number }>>`
    WITH matches AS MATERIALIZED (
      SELECT id, ${sortColumn} AS key FROM ${condition.table} WHERE ${condition.where}
      LIMIT ${few + 1}
    ), page AS (
      SELECT id FROM matches ${after} ORDER BY key ${direction}, id ${direction} LIMIT ${order.take}
    )
    SELECT (SELECT count(*) FROM matches)::int AS "__total", ${selectedColumns(select)}
    FROM (SELECT 1) AS one
    LEFT JOIN (page JOIN ${condition.table} AS t USING (id)) ON true
    ORDER BY t.${sortColumn} ${direction}, t.id ${direction}`;
  const total = found[0]?.__total ?? 0;
  if (total > few) return null;
  return {
    total,
    rows: found
      .filter((row) => row.id !== null)
      .map(({ __total: _total, ...row }) => row as unknown as Row),
  };
};
