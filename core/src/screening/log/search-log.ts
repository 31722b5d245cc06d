// Search log for auditors: every screening request (a search, a KYC screening, a sanctions check or
// screening, a batch) is kept with who asked, when, the query, the lists and their versions, the
// candidates with their scores, the result and the decision. Rows are only ever inserted.
import type {
  ListVersion,
  SCREENING_CHANNELS,
  SCREENING_LOG_RESULTS,
  ScreeningLogEntry,
  ScreeningLogQuery,
  ScreeningMatch,
} from '@compliance/contracts';
import { API_PATHS, INTERNAL_SOURCE_IDS } from '@compliance/contracts';
import { fieldError } from '@compliance/contracts/errors';
import type { Prisma, PrismaClient, ScreeningLogEntry as Row } from '@compliance/db';

import type { Infra } from '../../infra';
import type { Actor } from '../../infra/actor';
import { notifyChanged } from '../../infra/notify-changed';
import { decodeCursor, type Page, pageOf } from '../../paging/id-cursor';

export type ScreeningChannel = (typeof SCREENING_CHANNELS)[number];
export type ScreeningLogResult = (typeof SCREENING_LOG_RESULTS)[number];

/** A strong match (score >= this) reads as 'blocked' for lookups that decide nothing themselves. */
const STRONG = 0.95;

type LoggedMatch = Pick<
  ScreeningMatch,
  'entityId' | 'list' | 'name' | 'matchedName' | 'score' | 'match'
> & {
  suppressed?: unknown;
};

/** For a lookup without a decision of its own: blocked on a strong match, flagged on any match. */
export const lookupResult = (matches: LoggedMatch[]): ScreeningLogResult =>
  matches.some((m) => m.match && m.score >= STRONG)
    ? 'blocked'
    : matches.some((m) => m.match)
      ? 'flagged'
      : 'clear';

export interface ScreeningLogInput {
  /** The signed-in user who screened; null when unknown (e.g. runs queued by older releases). */
  actor: Actor | null;
  channel: ScreeningChannel;
  queryName: string;
  query: Record<string, unknown>;
  listVersions: ListVersion[];
  matches: LoggedMatch[];
  result: ScreeningLogResult;
  decision?: string | null;
  subjectType?: string | null;
  subjectId?: number | null;
}

const MAX_LOGGED_CANDIDATES = 200;

export const recordScreeningLog = async (
  infra: Pick<Infra, 'prisma' | 'notifier' | 'logger'>,
  input: ScreeningLogInput,
): Promise<void> => {
  await infra.prisma.screeningLogEntry.create({
    data: {
      userId: input.actor?.id ?? null,
      userName: input.actor?.name || null,
      channel: input.channel,
      queryName: input.queryName.slice(0, 500),
      query: input.query as Prisma.InputJsonValue,
      lists: input.listVersions.map((v) => v.source),
      listVersions: input.listVersions.map((v) => ({
        source: v.source,
        versionId: v.versionId,
        asOf: v.asOf,
      })),
      candidates: input.matches.slice(0, MAX_LOGGED_CANDIDATES).map((m) => ({
        entityId: m.entityId,
        list: m.list,
        name: m.name,
        matchedName: m.matchedName,
        score: m.score,
        match: m.match,
        suppressed: Boolean(m.suppressed),
      })),
      candidateCount: input.matches.length,
      result: input.result,
      decision: input.decision ?? null,
      subjectType: input.subjectType ?? null,
      subjectId: input.subjectId ?? null,
    },
  });
  await notifyChanged(infra, [API_PATHS.screeningLog]);
};

const toDto = (row: Row): ScreeningLogEntry => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  userId: row.userId,
  userName: row.userName,
  channel: row.channel as ScreeningLogEntry['channel'],
  queryName: row.queryName,
  query: row.query as Record<string, unknown>,
  lists: row.lists,
  listVersions: row.listVersions as ScreeningLogEntry['listVersions'],
  candidates: row.candidates as ScreeningLogEntry['candidates'],
  candidateCount: row.candidateCount,
  result: row.result as ScreeningLogEntry['result'],
  decision: row.decision,
  subjectType: row.subjectType,
  subjectId: row.subjectId,
});

const whereOf = (
  query: Omit<ScreeningLogQuery, 'limit' | 'cursor'>,
): Prisma.ScreeningLogEntryWhereInput => ({
  ...(query.from || query.to
    ? {
        createdAt: {
          ...(query.from ? { gte: new Date(`${query.from}T00:00:00Z`) } : {}),
          // 'to' is a whole day, inclusive.
          ...(query.to ? { lt: new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000) } : {}),
        },
      }
    : {}),
  // A user by id, or by the name recorded with the entry (any case).
  ...(query.userId
    ? {
        OR: [
          { userId: query.userId },
          { userName: { equals: query.userId, mode: 'insensitive' as const } },
        ],
      }
    : {}),
  ...(query.result ? { result: query.result } : {}),
  ...(query.list ? { lists: { has: query.list } } : {}),
});

/**
 * Refuses a `list` filter naming no list this platform knows (loaded official sources, including
 * ones added by configuration, and the internal lists): an unknown one would answer an empty log,
 * which reads as "never screened against it".
 */
export const checkScreeningLogFilters = async (
  prisma: PrismaClient,
  query: Pick<ScreeningLogQuery, 'list'>,
) => {
  const { list } = query;
  if (!list || (Object.values(INTERNAL_SOURCE_IDS) as string[]).includes(list)) return;
  const sources = await prisma.watchlistSource.findMany({
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  if (sources.some((source) => source.id === list)) return;
  const known = [...sources.map((source) => source.id), ...Object.values(INTERNAL_SOURCE_IDS)];
  throw fieldError('list', `list must be one of: ${[...new Set(known)].join(', ')}`);
};

export const findScreeningLog = async ({
  prisma,
  query,
}: {
  prisma: PrismaClient;
  query: ScreeningLogQuery;
}): Promise<Page<ScreeningLogEntry>> => {
  await checkScreeningLogFilters(prisma, query);
  const where = whereOf(query);
  const before = decodeCursor(query.cursor);
  const [rows, total] = await Promise.all([
    prisma.screeningLogEntry.findMany({
      where: before ? { AND: [where, { id: { lt: before } }] } : where,
      orderBy: { id: 'desc' },
      take: query.limit + 1,
    }),
    prisma.screeningLogEntry.count({ where }),
  ]);
  const page = pageOf(rows, query.limit, total);
  return { ...page, items: page.items.map(toDto) };
};

const CSV_HEADER = [
  'id',
  'time',
  'user',
  'user name',
  'channel',
  'query',
  'query details',
  'lists',
  'list versions',
  'candidates',
  'top candidates (entity id, list, name, score)',
  'result',
  'decision',
  'subject',
];

export const csvCell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  // Quote everything that needs it, and neutralise spreadsheet formulas.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const EXPORT_PAGE = 1000;
/** An export holds at most this many rows; narrow the filters for more. */
export const MAX_EXPORT_ROWS = 100_000;

/** The filtered log as CSV (RFC 4180, CRLF), newest first, read in pages of 1,000 rows. */
export async function* screeningLogCsv({
  prisma,
  query,
}: {
  prisma: PrismaClient;
  query: Omit<ScreeningLogQuery, 'limit' | 'cursor'>;
}): AsyncGenerator<string> {
  yield `${CSV_HEADER.map(csvCell).join(',')}\r\n`;
  const where = whereOf(query);
  let before: number | undefined;
  let written = 0;
  while (written < MAX_EXPORT_ROWS) {
    const rows = await prisma.screeningLogEntry.findMany({
      where: before ? { AND: [where, { id: { lt: before } }] } : where,
      orderBy: { id: 'desc' },
      take: EXPORT_PAGE,
    });
    if (rows.length === 0) return;
    let chunk = '';
    for (const row of rows.map(toDto)) {
      chunk += `${[
        row.id,
        row.createdAt,
        row.userId ?? 'unknown',
        row.userName ?? '',
        row.channel,
        row.queryName,
        JSON.stringify(row.query),
        row.lists.join(' '),
        row.listVersions
          .map((v) => `${v.source}@${v.versionId ?? '-'}(${v.asOf ?? 'no date'})`)
          .join(' '),
        row.candidateCount,
        row.candidates
          .slice(0, 5)
          .map(
            (c) =>
              `${c.entityId} ${c.list} ${c.name} ${c.score.toFixed(3)}${c.suppressed ? ' suppressed' : ''}`,
          )
          .join('; '),
        row.result,
        row.decision ?? '',
        row.subjectType ? `${row.subjectType}:${row.subjectId}` : '',
      ]
        .map(csvCell)
        .join(',')}\r\n`;
    }
    yield chunk;
    written += rows.length;
    before = rows.at(-1)!.id;
  }
}
