/**
 * Classification suggestion benchmark: `npm run bench:classification`.
 *
 * Starts a throwaway Postgres (tests/setup/services.ts; TEST_DATABASE_URL reuses a database that
 * already holds the tariff data), migrates it, loads the bundled nomenclature and tariff files
 * through the tariff-data import, then runs every labelled product description of
 * tests/fixtures/classification/cbp-rulings.csv (real US CBP rulings, the set the rules were tuned
 * on) and of the held-out cbp-rulings-holdout.csv and cbp-rulings-fresh.csv, and the everyday
 * names of everyday-names.csv (labelled by the team, a hit being any subheading the name leaves
 * open), through the suggestion function the API serves, and prints top-1 / top-5 accuracy at HS6
 * and HS4 for each set, with p50 / p95 latency over the tuning set (scored after the others, each
 * description the first time the process sees it, then the same descriptions again), then with
 * 200,000 past classifications of the organisation in the database (BENCH_PAST_CLASSIFICATIONS;
 * removed afterwards).
 * BENCH_MISSES=1 also lists the tuning set's descriptions whose ruled subheading is not in the top
 * 5 (the held-out sets' misses are not listed: reading them would make them tuning sets).
 * Then leave-one-out on the bundled precedents: three samples of 1,000 rulings (every ninth from the
 * first, the fifth and the eighth), each suggested with itself left out of the precedents
 * (BENCH_LOO=0 skips them).
 */
import { createPrismaClient } from '@compliance/db';
import { migrate } from '@compliance/db/migrate';

import { createLogger } from '../../core/src/infra';
import { createLocalNotifier } from '../../core/src/infra/notifier';
import { runTariffImport } from '../../core/src/tariffs/import/run-import';
import { readPrecedents } from '../../core/src/tariffs/precedents';
import { suggestHsCodes } from '../../core/src/tariffs/suggest';
import {
  type EverydayName,
  FRESH_FIXTURE,
  HOLDOUT_FIXTURE,
  type LabelledRuling,
  loadEverydayFixture,
  loadRulingFixture,
} from '../helpers/ruling-fixture';
import { startServices } from '../setup/services';

const table = (header: string[], rows: string[][]): string => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

/**
 * Leave-one-out samples of the bundled precedents: every LOO_STEP-th ruling from each start, at most
 * LOO_SAMPLE of them.
 */
const LOO_STEP = 9;
const LOO_SAMPLE = 1_000;
const LOO_STARTS = [
  ['A', 0],
  ['B', 4],
  ['C', 7],
] as const;

/** How many past classifications the second latency run has in the database. */
const PAST_CLASSIFICATIONS = Number(process.env.BENCH_PAST_CLASSIFICATIONS ?? 200_000);

/** Top-1 and top-5 hits at HS6 and HS4, with each description's latency and the HS6 misses. */
const score = async (
  suggest: (description: string, ruling: string) => Promise<string[]>,
  rulings: Pick<LabelledRuling, 'ruling' | 'hs6' | 'description'>[],
) => {
  const hits = { top1Hs6: 0, top5Hs6: 0, top1Hs4: 0, top5Hs4: 0 };
  const latencies: number[] = [];
  const misses: string[] = [];
  for (const ruling of rulings) {
    const started = performance.now();
    const codes = await suggest(ruling.description, ruling.ruling);
    latencies.push(performance.now() - started);
    const headings = codes.map((code) => code.slice(0, 4));
    const heading = ruling.hs6.slice(0, 4);
    if (codes[0] === ruling.hs6) hits.top1Hs6++;
    if (codes.includes(ruling.hs6)) hits.top5Hs6++;
    else misses.push(`${ruling.ruling} ${ruling.hs6} ← ${codes.join(' ')} | ${ruling.description}`);
    if (headings[0] === heading) hits.top1Hs4++;
    if (headings.includes(heading)) hits.top5Hs4++;
  }
  return { hits, latencies, misses, n: rulings.length };
};

/**
 * The everyday names scored the same way, a hit being any subheading the name leaves open (any of
 * their headings at HS4).
 */
const scoreEveryday = async (
  suggest: (description: string) => Promise<string[]>,
  names: EverydayName[],
) => {
  const hits = { top1Hs6: 0, top5Hs6: 0, top1Hs4: 0, top5Hs4: 0 };
  for (const name of names) {
    const codes = await suggest(name.description);
    const open = new Set([name.hs6, ...name.also]);
    const headings = new Set([...open].map((code) => code.slice(0, 4)));
    if (open.has(codes[0] ?? '')) hits.top1Hs6++;
    if (codes.some((code) => open.has(code))) hits.top5Hs6++;
    if (headings.has(codes[0]?.slice(0, 4) ?? '')) hits.top1Hs4++;
    if (codes.some((code) => headings.has(code.slice(0, 4)))) hits.top5Hs4++;
  }
  return { hits, n: names.length };
};

const main = async () => {
  const rulings = loadRulingFixture();
  const heldOut = loadRulingFixture(HOLDOUT_FIXTURE);
  const freshRulings = loadRulingFixture(FRESH_FIXTURE);
  const everydayNames = loadEverydayFixture();
  const services = await startServices();
  const prisma = createPrismaClient(services.env.DATABASE_URL);
  const logger = createLogger({ level: 'warn', pretty: false, name: 'bench-classification' });
  try {
    await migrate({ databaseUrl: services.env.DATABASE_URL });
    const importStarted = performance.now();
    const notifier = createLocalNotifier();
    const outcomes = await runTariffImport({ prisma, logger, notifier });
    const failed = outcomes.filter((o) => o.status === 'failed');
    if (failed.length) throw new Error(`tariff import failed: ${JSON.stringify(failed)}`);
    const importSeconds = (performance.now() - importStarted) / 1000;

    // One warm-up query loads the synonym and stop-word lists and warms the connection pool.
    await suggestHsCodes({ prisma, notifier }, { description: 'cotton t-shirts', limit: 5 });

    const suggest = async (description: string) =>
      (await suggestHsCodes({ prisma, notifier }, { description, limit: 5 })).map((s) => s.code);
    // The tuning set last: its latency is then a running server's, which has served other
    // descriptions (its compiled code and what it reads once per subheading are warm), for
    // descriptions it has not seen.
    const held = await score(suggest, heldOut);
    const fresh = await score(suggest, freshRulings);
    const everyday = await scoreEveryday(suggest, everydayNames);
    const tuning = await score(suggest, rulings);
    const { latencies, misses } = tuning;

    // The same descriptions again: their words' stems and phrases are then known to the process
    // (the first time, a word outside the vocabulary the index was built with costs a round trip).
    const again: number[] = [];
    for (const ruling of rulings) {
      const started = performance.now();
      await suggestHsCodes({ prisma, notifier }, { description: ruling.description, limit: 5 });
      again.push(performance.now() - started);
    }

    // The same descriptions again with a large history of the organisation's own classifications,
    // which every suggestion searches for similar descriptions: nomenclature texts cut to
    // description length, marked so that they are removed afterwards.
    const marker = ' [bench past classification]';
    await prisma.$executeRawUnsafe(
      `INSERT INTO tariff_classifications ("productDescription", "hsCode", country, "updatedAt")
       SELECT left(d.text, 60 + g % 80) || ' ' || g || $1, d.code, 'US', now()
       FROM hs_search_documents d, generate_series(1, ceil($2::numeric / 5613)::int) g
       LIMIT $2`,
      marker,
      PAST_CLASSIFICATIONS,
    );
    await prisma.$executeRawUnsafe('ANALYZE tariff_classifications');
    const withPast: number[] = [];
    try {
      for (const ruling of rulings) {
        const started = performance.now();
        await suggestHsCodes({ prisma, notifier }, { description: ruling.description, limit: 5 });
        withPast.push(performance.now() - started);
      }
    } finally {
      await prisma.$executeRawUnsafe(
        `DELETE FROM tariff_classifications WHERE "productDescription" LIKE '%' || $1`,
        marker,
      );
    }
    const sortedWithPast = [...withPast].sort((a, b) => a - b);

    const sorted = [...latencies].sort((a, b) => a - b);
    const sortedAgain = [...again].sort((a, b) => a - b);
    const rows = (name: string, { hits, n }: Pick<typeof tuning, 'hits' | 'n'>) => {
      const rate = (count: number) => (count / n).toFixed(3);
      return [
        [name, 'HS6', rate(hits.top1Hs6), rate(hits.top5Hs6), String(n)],
        [name, 'HS4', rate(hits.top1Hs4), rate(hits.top5Hs4), String(n)],
      ];
    };
    console.info(
      `\nClassification suggestions on ${rulings.length + heldOut.length + freshRulings.length} CBP ` +
        `ruling descriptions and ${everydayNames.length} everyday names ` +
        `(tariff data ${importSeconds < 5 ? 'already loaded' : `loaded in ${importSeconds.toFixed(1)} s`})`,
    );
    console.info(
      table(
        ['set', 'level', 'top-1', 'top-5', 'count'],
        [
          ...rows('tuning (rules chosen on it)', tuning),
          ...rows('held out (2021-2025 digests)', held),
          ...rows('fresh (1989-2022, added 29 Nov)', fresh),
          ...rows('everyday names (team-labelled, tuned on)', everyday),
        ],
      ),
    );
    console.info(
      table(
        ['latency', 'p50 ms', 'p95 ms', 'max ms'],
        [
          [
            'suggestHsCodes (limit 5), descriptions new to the process',
            percentile(sorted, 50).toFixed(1),
            percentile(sorted, 95).toFixed(1),
            sorted[sorted.length - 1]!.toFixed(1),
          ],
          [
            'the same descriptions again',
            percentile(sortedAgain, 50).toFixed(1),
            percentile(sortedAgain, 95).toFixed(1),
            sortedAgain[sortedAgain.length - 1]!.toFixed(1),
          ],
          [
            `the same, ${PAST_CLASSIFICATIONS.toLocaleString('en')} past classifications`,
            percentile(sortedWithPast, 50).toFixed(1),
            percentile(sortedWithPast, 95).toFixed(1),
            sortedWithPast[sortedWithPast.length - 1]!.toFixed(1),
          ],
        ],
      ),
    );
    if (process.env.BENCH_MISSES) console.info(`\nNot in the top 5:\n${misses.join('\n')}`);

    if (process.env.BENCH_LOO !== '0') {
      // A ruling left out is still counted in the words' rarity among the rulings: one in 9,733
      // moves those weights very little.
      const precedents = readPrecedents();
      const sample = (from: number) =>
        precedents
          .filter((_, at) => at >= from && (at - from) % LOO_STEP === 0)
          .slice(0, LOO_SAMPLE);
      const samples = LOO_STARTS.map(([name, from]) => [name, sample(from)] as const);
      const loo = [];
      const without = async (description: string, ruling: string) =>
        (
          await suggestHsCodes(
            { prisma, notifier },
            { description, limit: 5 },
            { excludeRuling: ruling },
          )
        ).map((s) => s.code);
      for (const [name, items] of samples)
        loo.push(
          ...rows(
            `leave-one-out ${name} (each ruling without itself)`,
            await score(without, items),
          ),
        );
      console.info(`\n${table(['set', 'level', 'top-1', 'top-5', 'count'], loo)}`);
    }
  } finally {
    await prisma.$disconnect();
    await services.stop();
  }
};

await main();
