// npm run bench:scale — the platform (`npm start`'s compiled launcher, request logging at `info` as
// in production) with 1,000, 100,000 and 1,000,000 rows each of documents, KYC and sanctions
// screenings (one in five with the candidates a real screening of a common name stored) and customs
// declarations. Per size it prints p50/p99 latency and req/s of the list,
// search and stats routes (autocannon, 10 connections, after a second of warm-up, sending a
// browser's Accept-Encoding), each with its
// ratio to a bare Fastify route measured in the same run right before it, searches again with a new term on every
// request (so the api's response cache cannot answer them), the documents list and stats again while 20 change notices a
// second arrive (needs redis-server), and the time to page through every document. Before the
// sizes it times the real re-screening job over SCALE_RESCREEN_SUBJECTS KYC subjects (default
// 100,000; 0 skips it), and counts the change notices one SSE client receives while a second
// process changes 10,000 rows and announces each one over Redis, as a worker does (needs
// redis-server on PATH).
// Each cached answer is also sent by bare Fastify, same headers and bytes (`/replay`): the notes
// give that rate too, the ceiling this machine's load generator leaves for an answer that size.
// SCALE_SIZES=1000,100000 limits the sizes; SCALE_DURATION (seconds per route, default 5);
// SCALE_ONLY=changes (or list, search, new, stats, comma-separated) measures only those routes.
// SCALE_DATA_DIR keeps the platform's data (database included) in that folder across runs: a later
// run loads only the rows still missing, so a 1,000,000-row run need not load them again.
// Timing starts once the first start's background work (tariff import) is over.
// Figures are from this run only: the machines are noisy.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { API_PATHS } from '@compliance/contracts';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';

import { startBenchRedis } from './support/bench-redis';
import { startPlatform, stopPlatform, waitForStartupWork } from './support/platform-process';
import { countSseNotices } from './support/sse-notices';

const sizes = (process.env.SCALE_SIZES ?? '1000,100000,1000000')
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isInteger(size) && size > 0);
const duration = Number(process.env.SCALE_DURATION ?? 5);
const rescreenSubjects = Number(process.env.SCALE_RESCREEN_SUBJECTS ?? 100_000);
const only = process.env.SCALE_ONLY?.split(',').map((kind) => kind.trim());
/** Whether SCALE_ONLY (unset: everything) asks for routes of this kind. */
const measures = (kind: 'list' | 'search' | 'new' | 'stats' | 'changes') =>
  !only || only.includes(kind);
const BATCH_ROWS = 10_000;
const CHUNK = 100_000;

// Rows generated inside PostgreSQL (INSERT ... SELECT over generate_series): no round trip per row.
// Documents are loaded already verified or rejected: a pending one would be picked up by the
// platform's own verification worker (it runs in the same process), which would then spend the
// timed seconds rejecting made-up files and announcing each change.
// Numbering continues from the previous size, so each size adds only the missing rows.
const WITH_CANDIDATES = `CASE WHEN g % 5 = 0 THEN $3::jsonb ELSE '[]'::jsonb END,
      CASE WHEN g % 5 = 0 THEN $4::int ELSE 0 END, CASE WHEN g % 5 = 0 THEN $5::int ELSE 0 END,
      CASE WHEN g % 5 = 0 THEN $6::float8 END`;
// One screened subject in five carries the candidates a real screening of a common name stored
// (`Candidates`, $3-$6), as a KYC or sanctions table in use does: lists and searches must not pay
// for them (they read the summary columns), the detail view and re-screening do.
const LOADERS: Record<string, { sql: string; candidates?: true }> = {
  documents: {
    sql: `INSERT INTO documents (name, type, status, "fileName", "contentType", size, "storageKey",
      sha256, "uploadedAt", "createdAt", "updatedAt")
    SELECT 'Bench ' || (ARRAY['invoice','lading bill','origin certificate','packing list','licence'])[1 + g % 5] || ' ' || g,
      (enum_range(NULL::"DocumentType"))[1 + g % 5], (ARRAY['verified', 'rejected']::"DocumentStatus"[])[1 + g % 2],
      'bench-' || g || '.pdf', 'application/pdf', 1000 + g % 5000, 'bench/' || g, md5(g::text),
      now() - (g || ' seconds')::interval, now(), now()
    FROM generate_series($1::int, $2::int) AS g`,
  },
  kyc_screenings: {
    sql: `INSERT INTO kyc_screenings ("entityName", "entityType", country, "screeningResult",
      "riskLevel", "screenedAt", "createdAt", "updatedAt", matches, "matchCount", "candidateCount", "topScore")
    SELECT 'Bench Subject ' || g || ' Trading', (enum_range(NULL::"KycEntityType"))[1 + g % 3],
      (ARRAY['US','DE','CN','GB','FR'])[1 + g % 5], (enum_range(NULL::"ScreeningResult"))[1 + (g % 10) / 8],
      (enum_range(NULL::"RiskLevel"))[1 + g % 3], now() - (g || ' seconds')::interval, now(), now(),
      ${WITH_CANDIDATES}
    FROM generate_series($1::int, $2::int) AS g`,
    candidates: true,
  },
  sanctions_screenings: {
    sql: `INSERT INTO sanctions_screenings ("entityName", "entityType", "screeningResult",
      "riskLevel", "screenedAt", "createdAt", "updatedAt", matches, "matchCount", "candidateCount", "topScore")
    SELECT 'Bench Entity ' || g || ' Shipping', (enum_range(NULL::"SanctionsEntityType"))[1 + g % 3],
      (enum_range(NULL::"ScreeningResult"))[1 + (g % 10) / 8], (enum_range(NULL::"RiskLevel"))[1 + g % 3],
      now() - (g || ' seconds')::interval, now(), now(), ${WITH_CANDIDATES}
    FROM generate_series($1::int, $2::int) AS g`,
    candidates: true,
  },
  customs_declarations: {
    sql: `INSERT INTO customs_declarations ("declarationNumber", "customsOffice",
      "declarantName", status, "createdAt", "updatedAt")
    SELECT 'BENCH-' || g, 'Port ' || (g % 40), 'Declarant ' || g,
      (enum_range(NULL::"DeclarationStatus"))[1 + g % 4], now() - (g || ' seconds')::interval, now()
    FROM generate_series($1::int, $2::int) AS g`,
  },
};

/** A stored screening's candidates with the summary the lists read, as the platform wrote them. */
interface Candidates {
  matches: string;
  matchCount: number;
  candidateCount: number;
  topScore: number | null;
}

/** Loads rows `from`..`to` of one table. */
const load = (
  db: pg.Client,
  { sql, candidates: withCandidates }: { sql: string; candidates?: true },
  [from, to]: [number, number],
  candidates: Candidates,
) =>
  db.query(
    sql,
    withCandidates
      ? [
          from,
          to,
          candidates.matches,
          candidates.matchCount,
          candidates.candidateCount,
          candidates.topScore,
        ]
      : [from, to],
  );

/**
 * The candidates the platform stores for a real KYC screening of a common name (ten of them,
 * ~9 KB), read back from the row it wrote, which is then removed.
 */
const commonNameCandidates = async (db: pg.Client, base: string): Promise<Candidates> => {
  const response = await fetch(`${base}/api/kyc-screening`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ entityName: 'Mohammed Ali', entityType: 'individual', country: 'SY' }),
  });
  if (response.status !== 201) throw new Error(`KYC screening: ${response.status}`);
  const { id } = (await response.json()) as { id: number };
  const { rows } = await db.query<Omit<Candidates, 'matches'> & { matches: unknown }>(
    `DELETE FROM kyc_screenings WHERE id = $1
       RETURNING matches, "matchCount", "candidateCount", "topScore"`,
    [id],
  );
  const [row] = rows;
  if (!row) throw new Error(`KYC screening ${id} was not stored`);
  return { ...row, matches: JSON.stringify(row.matches) };
};

// Lists and repeated searches are answered from the api's response cache between changes (see
// core/src/infra/response-cache); `distinct` searches change the term on every request, so each one
// reads the database.
const ROUTES: Array<{
  kind: 'list' | 'search' | 'search, new term each' | 'stats';
  path: string;
  distinct?: boolean;
}> = [
  { kind: 'list', path: '/api/documents?limit=50' },
  { kind: 'list', path: '/api/sanctions-screening?limit=50' },
  { kind: 'list', path: '/api/kyc-screening?limit=50' },
  { kind: 'list', path: '/api/customs-declarations?limit=50' },
  { kind: 'search', path: '/api/documents?limit=50&q=Bench%20licence%2077' },
  { kind: 'search', path: '/api/sanctions-screening?limit=50&q=Entity%20777' },
  { kind: 'search', path: '/api/kyc-screening/search?entity=Subject%20777' },
  {
    kind: 'search, new term each',
    path: '/api/documents?limit=50&q=Bench%20licence%20{n}',
    distinct: true,
  },
  {
    kind: 'search, new term each',
    path: '/api/sanctions-screening?limit=50&q=Entity%20{n}',
    distinct: true,
  },
  {
    kind: 'search, new term each',
    path: '/api/kyc-screening/search?entity=Subject%20{n}',
    distinct: true,
  },
  {
    kind: 'search, new term each',
    path: '/api/customs-declarations?limit=50&q=Declarant%20{n}',
    distinct: true,
  },
  { kind: 'stats', path: '/api/dashboard/stats' },
];

// Measured again while change notices for documents and the dashboard arrive 20 times a second
// over Redis (as a worker verifying a stream of uploads sends them), so cached totals and stats
// are invalidated all the time.
const UNDER_CHANGES = ['/api/documents?limit=50', '/api/dashboard/stats'];
const NOTICES_PER_SECOND = 20;

/** Runs `measure` while notices naming documents and the dashboard stats are published. */
const whileChanging = async <T>(redisUrl: string, measure: () => Promise<T>): Promise<T> => {
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const notice = JSON.stringify({ keys: [API_PATHS.documents, API_PATHS.dashboardStats] });
  const timer = setInterval(
    () => void publisher.publish('compliance:changes', notice).catch(() => {}),
    1000 / NOTICES_PER_SECOND,
  );
  try {
    return await measure();
  } finally {
    clearInterval(timer);
    publisher.disconnect();
  }
};

// The SQL behind the list and search routes (their default order, first page, ILIKE search and the
// count behind X-Total-Count), checked with EXPLAIN ANALYZE at every size: the plan must use the
// table's indexes, not a sequential scan over the rows.
// Searches are explained twice: as the planner chooses on its own, and as the app reads a page of
// a few thousand matches or fewer (order index scans off: see readFilteredPage in core/src/paging).
// A search page as the app reads it when the search is the only filter: matches, count, order and
// the page's columns in one statement (readSearchPage in core/src/paging/text-search).
const searchPage = (table: string, where: string, sortColumn: string, columns: string) =>
  `WITH matches AS MATERIALIZED (
    SELECT id, "${sortColumn}" AS key FROM ${table} WHERE ${where} LIMIT 5001
  ), page AS (SELECT id FROM matches ORDER BY key DESC, id DESC LIMIT 51)
  SELECT (SELECT count(*) FROM matches)::int AS "__total", ${columns}
  FROM (SELECT 1) AS one LEFT JOIN (page JOIN ${table} AS t USING (id)) ON true
  ORDER BY t."${sortColumn}" DESC, t.id DESC`;

const EXPLAINED: Array<{ label: string; sql: string; fewMatches?: boolean }> = [
  {
    label: 'documents, newest first',
    sql: `SELECT id, name FROM documents ORDER BY "uploadedAt" DESC, id DESC LIMIT 50`,
  },
  {
    label: 'documents, name search',
    sql: `SELECT id, name FROM documents WHERE name ILIKE '%licence 77%' ORDER BY "uploadedAt" DESC, id DESC LIMIT 50`,
  },
  {
    label: 'documents, name search (as the app reads few matches)',
    sql: `SELECT id, name FROM documents WHERE name ILIKE '%licence 77%' ORDER BY "uploadedAt" DESC, id DESC LIMIT 50`,
    fewMatches: true,
  },
  {
    // What the app asks first when a word of the search is common (see core/src/paging/text-search).
    label: 'documents, name search (rarest word, one statement, as the app asks it)',
    sql: searchPage(
      'documents',
      `name ILIKE '%777%' AND (name || '') ILIKE '%Bench licence 777%'`,
      'uploadedAt',
      't.id, t.name, t.type, t.status, t."uploadedAt", t.size, t.reasons, t.verification',
    ),
  },
  {
    label: 'documents, search total',
    sql: `SELECT count(*) FROM documents WHERE name ILIKE '%licence 77%'`,
  },
  {
    label: 'sanctions, newest first',
    sql: `SELECT id FROM sanctions_screenings ORDER BY "screenedAt" DESC, id DESC LIMIT 50`,
  },
  {
    label: 'sanctions, entity search',
    sql: `SELECT id FROM sanctions_screenings WHERE "entityName" ILIKE '%Entity 777%' ORDER BY "screenedAt" DESC, id DESC LIMIT 50`,
  },
  {
    label: 'sanctions, entity search (as the app reads few matches)',
    sql: `SELECT id FROM sanctions_screenings WHERE "entityName" ILIKE '%Entity 777%' ORDER BY "screenedAt" DESC, id DESC LIMIT 50`,
    fewMatches: true,
  },
  {
    label: 'sanctions, entity search (rarest word, one statement, as the app asks it)',
    sql: searchPage(
      'sanctions_screenings',
      `"entityName" ILIKE '%777%' AND ("entityName" || '') ILIKE '%Entity 777%'`,
      'screenedAt',
      't.id, t."entityName", t."screeningResult", t."riskLevel", t."matchCount", t."topScore"',
    ),
  },
  {
    label: 'KYC, entity search',
    sql: `SELECT id FROM kyc_screenings WHERE "entityName" ILIKE '%Subject 777%' ORDER BY "screenedAt" DESC, id DESC LIMIT 50`,
  },
  {
    // The search box matches any of four columns: a BitmapOr of their trigram indexes.
    label: 'customs, search total',
    sql: `SELECT count(*) FROM customs_declarations WHERE "declarationNumber" ILIKE '%BENCH-7777%'
      OR "declarantName" ILIKE '%BENCH-7777%' OR "consignorName" ILIKE '%BENCH-7777%'
      OR "consigneeName" ILIKE '%BENCH-7777%'`,
  },
  {
    // As the app asks a search of four columns: each column's rarest part ('Declarant' is in
    // every declarant name), the whole phrase checked on the rows it finds.
    label: 'customs, search (rarest word per column, one statement, as the app asks it)',
    sql: searchPage(
      'customs_declarations',
      `("declarationNumber" ILIKE '%Declarant 4321%' AND ("declarationNumber" || '') ILIKE '%Declarant 4321%')
        OR ("declarantName" ILIKE '% 4321%' AND ("declarantName" || '') ILIKE '%Declarant 4321%')
        OR ("consignorName" ILIKE '%Declarant 4321%' AND ("consignorName" || '') ILIKE '%Declarant 4321%')
        OR ("consigneeName" ILIKE '%Declarant 4321%' AND ("consigneeName" || '') ILIKE '%Declarant 4321%')`,
      'createdAt',
      't.*',
    ),
  },
  {
    label: 'customs, newest first',
    sql: `SELECT id FROM customs_declarations ORDER BY "createdAt" DESC, id DESC LIMIT 50`,
  },
];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

const explain = async (db: pg.Client, sql: string, fewMatches = false) => {
  if (fewMatches) await db.query('BEGIN; SET LOCAL enable_indexscan = off');
  const { rows } = await db
    .query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`,
    )
    .finally(() => (fewMatches ? db.query('COMMIT') : undefined));
  const [{ Plan, 'Execution Time': ms }] = rows[0]!['QUERY PLAN'];
  const nodes = planNodes(Plan);
  const indexes = [...new Set(nodes.flatMap((n) => (n['Index Name'] ? [n['Index Name']] : [])))];
  const seqScans = nodes
    .filter((n) => n['Node Type'] === 'Seq Scan')
    .map((n) => n['Relation Name']);
  return { ms, indexes, seqScans };
};

interface Measured {
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
}

/** Every request says what a browser says it accepts (bare Fastify ignores it). */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * autocannon at 10 connections for `duration` seconds, after one second of warm-up (the JIT).
 * With `distinct`, every request asks a new URL (`{n}` in it becomes a fresh number), so no two
 * requests can share a cached answer: what an officer typing a new search costs.
 */
const measure = async (url: string, { distinct = false } = {}): Promise<Measured> => {
  let n = 0;
  const requests = distinct
    ? [
        {
          setupRequest: (request: autocannon.Request) => {
            n += 1;
            return {
              ...request,
              path: request.path?.replace(/\{n\}|%7Bn%7D/i, String(100 + (n % 9900))),
            };
          },
        },
      ]
    : undefined;
  await autocannon({ url, connections: 10, duration: 1, headers: BROWSER_HEADERS, requests });
  const result = await autocannon({
    url,
    connections: 10,
    duration,
    headers: BROWSER_HEADERS,
    requests,
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    non2xx: result.non2xx + result.errors,
  };
};

/** Bare Fastify in its own process; with a database URL it also answers `/db` (one read each). */
const startBare = async (databaseUrl?: string): Promise<{ child: ChildProcess; url: string }> => {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'support/bare-fastify.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: databaseUrl ? { ...process.env, DATABASE_URL: databaseUrl } : process.env,
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', () => reject(new Error('bare Fastify exited')));
  });
  return { child, url };
};

/** Headers a server writes per connection or per response, not part of the answer replayed. */
const NOT_REPLAYED = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/**
 * Gives bare Fastify one answer of `url` to send: its headers and its body as the client received
 * them (gzipped when the route gzips for a browser; Node's fetch would unzip it).
 */
const setReplay = async (bareUrl: string, url: string) => {
  const answer = await new Promise<{ headers: Record<string, string>; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers: BROWSER_HEADERS }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const headers: Record<string, string> = {};
            for (const [name, value] of Object.entries(response.headers))
              if (!NOT_REPLAYED.has(name) && value !== undefined)
                headers[name] = Array.isArray(value) ? value.join(', ') : value;
            resolve({ headers, body: Buffer.concat(chunks) });
          });
        })
        .on('error', reject);
    },
  );
  const response = await fetch(`${bareUrl}/replay`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ headers: answer.headers, body: answer.body.toString('base64') }),
  });
  if (!response.ok) throw new Error(`bare Fastify refused the replay: ${response.status}`);
};

/** Follows `Link: rel="next"` from the first page to the last; null when the route does not page. */
const pageThrough = async (base: string, first: string) => {
  const started = performance.now();
  let next: string | null = first;
  let rows = 0;
  let pages = 0;
  while (next) {
    const response: Response = await fetch(`${base}${next}`);
    if (!response.ok) throw new Error(`${next}: ${response.status}`);
    rows += ((await response.json()) as unknown[]).length;
    pages += 1;
    next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1] ?? null;
    if (pages === 1 && !next && response.headers.get('x-total-count') === null) return null;
  }
  return { rows, pages, ms: performance.now() - started };
};

/** Waits for the newest re-screening run to finish; resolves with it. */
const waitForRescreen = async (db: pg.Client, afterId: number, timeoutMs = 30 * 60_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query<{ id: number; status: string; processed: number }>(
      `SELECT id, status, processed FROM screening_runs
        WHERE kind = 'rescreen' AND id > $1 ORDER BY id DESC LIMIT 1`,
      [afterId],
    );
    const run = rows[0];
    if (run && (run.status === 'completed' || run.status === 'failed')) return run;
    if (Date.now() > deadline) throw new Error('re-screening did not finish in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** No re-screening pending or running (the start-up list load may have queued one). */
const rescreenIdle = async (db: pg.Client) => {
  for (;;) {
    const { rows } = await db.query<{ id: number | null; busy: number }>(
      `SELECT max(id) AS id, count(*) FILTER (WHERE status IN ('pending', 'running'))::int AS busy
         FROM screening_runs WHERE kind = 'rescreen'`,
    );
    if (!rows[0]?.busy) return rows[0]?.id ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

/** The real re-screening job over `count` KYC subjects, started as a list edit starts it. */
const timeRescreen = async (db: pg.Client, base: string, count: number, candidates: Candidates) => {
  await load(db, LOADERS.kyc_screenings!, [1, count], candidates);
  await db.query('ANALYZE kyc_screenings');
  const lastRun = await rescreenIdle(db);
  const started = performance.now();
  const response = await fetch(`${base}/api/screening/internal-lists/blacklist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Blacklisted Holdings Ltd', entityType: 'company' }),
  });
  if (response.status !== 201) throw new Error(`internal list entry: ${response.status}`);
  const run = await waitForRescreen(db, lastRun);
  const seconds = (performance.now() - started) / 1000;
  // The size runs below load their own subjects.
  await db.query('TRUNCATE kyc_screenings RESTART IDENTITY CASCADE');
  return { ...run, seconds };
};

const keptDataDir = process.env.SCALE_DATA_DIR ? path.resolve(process.env.SCALE_DATA_DIR) : null;
if (keptDataDir && rescreenSubjects > 0)
  throw new Error(
    'SCALE_DATA_DIR needs SCALE_RESCREEN_SUBJECTS=0 (re-screening empties the KYC table)',
  );
if (keptDataDir) await mkdir(keptDataDir, { recursive: true });
const dataDir = keptDataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'bench-scale-')));
const redis = await startBenchRedis(dataDir);
const platform = startPlatform({
  dataDir,
  env: {
    LOG_LEVEL: 'info',
    // Searches are rate-limited per client (240 a minute by default): this bench is one client
    // measuring speed, not the limit.
    RATE_LIMIT_SEARCHES_PER_MINUTE: '100000000',
    ...(redis ? { REDIS_URL: redis.url } : {}),
  },
});
const bare = await startBare();
let bareDb: { child: ChildProcess; url: string } | undefined;
const table: string[][] = [];
const plans: string[][] = [];
const extras: string[] = [];
try {
  await platform.ready;
  await waitForStartupWork(dataDir, platform.child);
  const pid = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  const pgPort = Number(pid.split('\n')[3]);
  const databaseUrl = `postgresql://compliance:compliance@127.0.0.1:${pgPort}/compliance`;
  const db = new pg.Client({ connectionString: databaseUrl });
  // Stopping the platform ends its Postgres under this client: not an error worth a crash.
  db.on('error', () => {});
  await db.connect();

  // A search with a new term reads the database every time: its floor is bare Fastify doing the
  // same with the most trivial statement.
  if (measures('new')) bareDb = await startBare(databaseUrl);
  const candidates = await commonNameCandidates(db, platform.base);
  console.error(
    `one screened subject in five carries ${candidates.candidateCount} candidates ` +
      `(${candidates.matches.length.toLocaleString('en')} bytes of JSON)`,
  );
  if (rescreenSubjects > 0) {
    const run = await timeRescreen(db, platform.base, rescreenSubjects, candidates);
    extras.push(
      `re-screening ${rescreenSubjects.toLocaleString('en')} KYC subjects (real job, run ${run.id}): ` +
        `${run.status}, ${run.processed.toLocaleString('en')} processed in ${run.seconds.toFixed(1)} s ` +
        `(${Math.round(run.processed / run.seconds).toLocaleString('en')} subjects/s)`,
    );
    console.error(extras.at(-1));
  }
  if (redis) {
    const sse = await countSseNotices({
      db,
      base: platform.base,
      redisUrl: redis.url,
      rows: BATCH_ROWS,
    });
    extras.push(
      `SSE during a ${BATCH_ROWS.toLocaleString('en')}-row batch update (${sse.published.toLocaleString('en')} notices ` +
        `published over Redis in ${(sse.batchMs / 1000).toFixed(1)} s): one client received ${sse.received} ` +
        `notices naming ${sse.distinctKeys.toLocaleString('en')} distinct paths; the last arrived ${sse.trailingMs.toFixed(0)} ms after the batch`,
    );
  } else {
    extras.push('SSE notices during a batch: not measured (redis-server not on PATH)');
  }
  console.error(extras.at(-1));

  // Rows a kept data dir already holds (every loader numbers its rows 1..n, customs last).
  const { rows: present } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM customs_declarations WHERE "declarationNumber" LIKE 'BENCH-%'`,
  );
  let loaded = present[0]!.n;
  for (const size of sizes) {
    const loadStarted = performance.now();
    for (let from = loaded + 1; from <= size; from += CHUNK) {
      const to = Math.min(size, from + CHUNK - 1);
      for (const loader of Object.values(LOADERS)) await load(db, loader, [from, to], candidates);
    }
    loaded = Math.max(loaded, size);
    // What an operator does after a bulk load: without it, autovacuum's insert-triggered vacuum of
    // the new rows runs during the first routes' measurement and takes a core from them.
    await db.query('VACUUM (ANALYZE)');
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    console.error(
      `loaded ${size.toLocaleString('en')} rows per table in ${loadSeconds.toFixed(1)} s`,
    );

    // Bare Fastify is measured again right before every route, and each route's ratio is to that
    // measurement: on a shared 2-core machine the ceiling itself drifts by a fifth within one run
    // (load from elsewhere, the machine's clock), and a ratio to one early measurement mixes that
    // drift into every later route.
    const ceilings: number[] = [];
    const paired = async (measureRoute: () => Promise<Measured>) => {
      const ceiling = await measure(bare.url);
      ceilings.push(ceiling.rps);
      return { ceiling, measured: await measureRoute() };
    };
    for (const route of ROUTES) {
      if (!measures(route.kind === 'search, new term each' ? 'new' : route.kind)) continue;
      const { ceiling, measured } = await paired(() =>
        measure(`${platform.base}${route.path}`, route),
      );
      // A cached answer is the same bytes every time: bare Fastify sends them too.
      let sameBytes: Measured | undefined;
      let oneRead: Measured | undefined;
      if (!route.distinct) {
        await setReplay(bare.url, `${platform.base}${route.path}`);
        sameBytes = await measure(`${bare.url}/replay`);
      } else if (bareDb) {
        oneRead = await measure(`${bareDb.url}/db?n={n}`, { distinct: true });
      }
      table.push([
        size.toLocaleString('en'),
        route.kind,
        route.path,
        ...format(measured, ceiling, sameBytes, oneRead),
      ]);
    }
    if (redis && measures('changes'))
      for (const route of UNDER_CHANGES) {
        const { ceiling, measured } = await paired(() =>
          whileChanging(redis.url, () => measure(`${platform.base}${route}`)),
        );
        table.push([
          size.toLocaleString('en'),
          `${NOTICES_PER_SECOND} changes/s`,
          route,
          ...format(measured, ceiling),
        ]);
      }
    const sorted = [...ceilings].sort((a, b) => a - b);
    table.push([
      size.toLocaleString('en'),
      'bare Fastify',
      '/',
      '',
      '',
      sorted[Math.floor(sorted.length / 2)]!.toFixed(0),
      '1.00',
      `median of ${ceilings.length} runs, one before each route: ${sorted[0]!.toFixed(0)}-${sorted.at(-1)!.toFixed(0)} req/s`,
    ]);
    for (const query of EXPLAINED) {
      const plan = await explain(db, query.sql, query.fewMatches);
      plans.push([
        size.toLocaleString('en'),
        query.label,
        `${plan.ms.toFixed(2)} ms`,
        plan.indexes.join(', ') || '(none)',
        plan.seqScans.length ? `Seq Scan on ${plan.seqScans.join(', ')}` : 'no Seq Scan',
      ]);
    }
    const paged = await pageThrough(platform.base, '/api/documents?limit=500');
    table.push([
      size.toLocaleString('en'),
      'page all',
      '/api/documents?limit=500 (Link rel=next)',
      '',
      '',
      '',
      '',
      paged
        ? `${paged.rows.toLocaleString('en')} rows in ${paged.pages} pages: ${(paged.ms / 1000).toFixed(1)} s`
        : 'no paging (one cut list)',
    ]);
  }
  await db.end();
} finally {
  await stopPlatform(platform.child);
  bare.child.kill('SIGTERM');
  bareDb?.child.kill('SIGTERM');
  await redis?.stop();
  if (!keptDataDir) await rm(dataDir, { recursive: true, force: true });
}

function format(
  measured: Measured,
  ceiling: Measured,
  sameBytes?: Measured,
  oneRead?: Measured,
): string[] {
  const notes = [`bare ${ceiling.rps.toFixed(0)} req/s just before`];
  if (sameBytes)
    notes.push(
      `bare sending this answer's bytes ${sameBytes.rps.toFixed(0)} req/s (route at ${(measured.rps / sameBytes.rps).toFixed(2)} of that)`,
    );
  if (oneRead)
    notes.push(
      `bare reading SELECT $1 from Postgres per request ${oneRead.rps.toFixed(0)} req/s, p99 ${oneRead.p99} ms (${(oneRead.rps / ceiling.rps).toFixed(2)} of bare; route at ${(measured.rps / oneRead.rps).toFixed(2)} of that)`,
    );
  if (measured.non2xx) notes.push(`${measured.non2xx} non-2xx`);
  return [
    `${measured.p50} ms`,
    `${measured.p99} ms`,
    measured.rps.toFixed(0),
    (measured.rps / ceiling.rps).toFixed(2),
    notes.join('; '),
  ];
}

const printTable = (header: string[], rows: string[][]) => {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(
    [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join(
      '\n',
    ),
  );
};
printTable(['rows/table', 'kind', 'route', 'p50', 'p99', 'req/s', 'x bare', 'notes'], table);
console.log('');
printTable(['rows/table', 'query (EXPLAIN ANALYZE)', 'execution', 'indexes used', 'scan'], plans);
console.log(extras.map((extra) => `- ${extra}`).join('\n'));
