/**
 * Trade intelligence benchmark: `npm run bench:trade`.
 * Starts throwaway services (tests/setup/services.ts), migrates, then prints:
 * - the time of a full tariff-data import per source (forced, from the bundled files);
 * - HS classification suggestion latency (p50/p95/max) over the full nomenclature, for several
 *   hundred varied product descriptions (US tariff line texts cut short, some with a typo);
 * - the tariff-comparison job's wall time for 5 markets, from the request (report created and
 *   job enqueued) to the report completed by a real BullMQ worker: median of several runs.
 */
import { TariffComparisonRequestSchema } from '@compliance/contracts';
import { createPrismaClient } from '@compliance/db';
import { migrate } from '@compliance/db/migrate';

import { loadApiEnv } from '../../api/src/env';
import { createInfra, createLogger } from '../../core/src/infra';
import { createLocalNotifier } from '../../core/src/infra/notifier';
import { requestTariffComparison } from '../../core/src/market-analysis/tariff-comparison';
import { runTariffImport } from '../../core/src/tariffs/import/run-import';
import { suggestHsCodes } from '../../core/src/tariffs/suggest';
import { startWorkers } from '../../worker/src/runtime';
import { startServices } from '../setup/services';

const SUGGESTION_QUERIES = 400;
const COMPARISON_RUNS = 7;
const COMPARISON_MARKETS = ['US', 'EU', 'JP', 'CN', 'IN'];
const COMPARISON_CODES = ['850440', '847130', '090111', '610910', '870323', '220421', '940360'];

// Deterministic pseudo-random numbers (mulberry32), so every run asks the same questions.
const rng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

const table = (header: string[], rows: string[][]): string => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
};

const main = async () => {
  const services = await startServices();
  const prisma = createPrismaClient(services.env.DATABASE_URL);
  const logger = createLogger({ level: 'warn', pretty: false, name: 'bench-trade' });
  const notifier = createLocalNotifier();
  try {
    await migrate({ databaseUrl: services.env.DATABASE_URL });
    const started = performance.now();
    const outcomes = await runTariffImport({ prisma, logger, notifier }, { force: true });
    const total = performance.now() - started;
    console.info('\nTariff-data import (forced, bundled files)');
    console.info(
      table(
        ['source', 'status', 'rows', 'seconds'],
        [
          ...outcomes.map((o) => [
            o.source,
            o.status,
            String(o.rowCount),
            (o.durationMs / 1000).toFixed(1),
          ]),
          [
            'total',
            '',
            String(outcomes.reduce((n, o) => n + o.rowCount, 0)),
            (total / 1000).toFixed(1),
          ],
        ],
      ),
    );

    // Suggestions: varied everyday descriptions drawn from the US schedule's line texts.
    const random = rng(2022);
    const lines = await prisma.tariffRate.findMany({
      where: { importingCountry: 'US', tradeAgreement: '', exportingCountry: '' },
      select: { productDescription: true },
    });
    const descriptions: string[] = [];
    while (descriptions.length < SUGGESTION_QUERIES) {
      const text = lines[Math.floor(random() * lines.length)]!.productDescription;
      const words = text
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
        .split(/\s+/)
        .filter((word) => word.length > 2 && word !== 'other');
      if (words.length < 2) continue;
      const picked = words.slice(0, 2 + Math.floor(random() * 4));
      // Every fifth query has a typo (a dropped letter), as users type them.
      if (descriptions.length % 5 === 0) {
        const i = Math.floor(random() * picked.length);
        const word = picked[i]!;
        if (word.length > 4) picked[i] = word.slice(0, 2) + word.slice(3);
      }
      descriptions.push(picked.join(' '));
    }
    for (const description of descriptions.slice(0, 20))
      await suggestHsCodes({ prisma, notifier }, { description, limit: 5 }); // warm-up
    const latencies: number[] = [];
    for (const description of descriptions) {
      const t0 = performance.now();
      await suggestHsCodes({ prisma, notifier }, { description, limit: 5 });
      latencies.push(performance.now() - t0);
    }
    latencies.sort((a, b) => a - b);

    // Tariff comparison: a real worker process loop on the same Redis; 5 markets per report.
    const env = loadApiEnv({ ...process.env, ...services.env });
    const infra = await createInfra({ env, logger });
    const workers = await startWorkers(infra, { sweepIntervalMs: 3_600_000 });
    const wallTimes: number[] = [];
    try {
      for (let run = 0; run < COMPARISON_RUNS; run++) {
        const input = TariffComparisonRequestSchema.parse({
          hsCode: COMPARISON_CODES[run % COMPARISON_CODES.length],
          targetMarkets: COMPARISON_MARKETS,
          originCountry: 'CN',
          customsValue: 10_000,
          currency: 'USD',
        });
        const t0 = performance.now();
        const report = await requestTariffComparison(infra, input);
        for (;;) {
          const row = await prisma.marketAnalysisReport.findUniqueOrThrow({
            where: { id: report.id },
            select: { status: true, error: true },
          });
          if (row.status === 'completed') break;
          if (row.status === 'failed') throw new Error(`comparison failed: ${row.error}`);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        wallTimes.push(performance.now() - t0);
      }
    } finally {
      await workers.close();
      await infra.close();
    }

    console.info('\nTrade intelligence timings');
    console.info(
      table(
        ['measure', 'runs', 'p50 ms', 'p95 ms', 'max ms'],
        [
          [
            'HS suggestions (5 best, full nomenclature)',
            String(latencies.length),
            percentile(latencies, 50).toFixed(1),
            percentile(latencies, 95).toFixed(1),
            latencies[latencies.length - 1]!.toFixed(1),
          ],
          [
            `tariff comparison job, ${COMPARISON_MARKETS.length} markets (enqueue to completed)`,
            String(wallTimes.length),
            median(wallTimes).toFixed(1),
            percentile(
              [...wallTimes].sort((a, b) => a - b),
              95,
            ).toFixed(1),
            Math.max(...wallTimes).toFixed(1),
          ],
        ],
      ),
    );
  } finally {
    await prisma.$disconnect();
    await services.stop();
  }
};

await main();
