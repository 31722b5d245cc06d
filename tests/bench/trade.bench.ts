/**
 * Trade intelligence benchmark: `npm run bench:trade`.
 * Starts a throwaway Postgres (tests/setup/services.ts), migrates it, then prints the time of a
 * full tariff-data import per source (forced, from the bundled files).
 */
import { createPrismaClient } from '@compliance/db';
import { migrate } from '@compliance/db/migrate';

import { createLogger } from '../../core/src/infra';
import { createLocalNotifier } from '../../core/src/infra/notifier';
import { runTariffImport } from '../../core/src/tariffs/import/run-import';
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
  } finally {
    await prisma.$disconnect();
    await services.stop();
  }
};

await main();
