/**
 * Batch file screening benchmark: `npm run bench:screening-batch`.
 * Starts real services (PostgreSQL, Redis, S3 as the tests do), the api and the workers in this
 * process, loads the bundled watchlists, then uploads CSV files of 1,000 and 10,000 parties through
 * POST /api/screening/batch-files and times each from the upload to the completed run (parse, map,
 * queue, BullMQ job screening every row, results stored). Prints a table.
 */
import { createPrismaClient } from '@compliance/db';
import { migrate } from '@compliance/db/migrate';

import { BUNDLED_WATCHLIST_DIR } from '../../core/src/screening/env';
import { ensureBundledWatchlists } from '../../core/src/screening/sources/ensure-bundled';
import { multipartBody } from '../helpers/multipart';
import { createTestApp, waitFor } from '../helpers/test-app';
import { startServices } from '../setup/services';
import { table } from './screening/report';

const SIZES = [1_000, 10_000];
const TARGET_MS = 10_000;

const GIVEN = ['James', 'Maria', 'Chen', 'Olga', 'Ahmed', 'Sofia', 'Kwame', 'Lena', 'Ivan', 'Aiko'];
const FAMILY = ['Hartley', 'Novak', 'Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Haddad', 'Ruiz'];
const COMPANIES = ['Trading', 'Logistics', 'Shipping', 'Metals', 'Foods', 'Textiles'];
const PLACES = [
  'Northgate',
  'Riverside',
  'Eastbrook',
  'Highfield',
  'Oakmont',
  'Westmere',
  'Lakeview',
];
const INITIALS = 'ABCDEFGHJKLMNPRSTW';

const buildCsv = (rows: number) => {
  const lines = ['Name,Type,Country,Date of birth,ID'];
  for (let i = 0; i < rows; i += 1) {
    if (i % 100 === 7) lines.push('Aerocaribbean Airlines,company,CU,,');
    else if (i % 3 === 0) {
      lines.push(
        `${PLACES[i % PLACES.length]} ${FAMILY[(i >> 3) % FAMILY.length]} ${COMPANIES[i % COMPANIES.length]} Ltd,company,GB,,REG${i}`,
      );
    } else {
      const year = 1950 + (i % 50);
      lines.push(
        `${GIVEN[i % GIVEN.length]} ${INITIALS[(i >> 2) % INITIALS.length]}. ${FAMILY[(i * 7) % FAMILY.length]},individual,FR,${year}-0${(i % 9) + 1}-1${i % 9},P${i}`,
      );
    }
  }
  return `${lines.join('\r\n')}\r\n`;
};

const main = async () => {
  const services = await startServices();
  Object.assign(process.env, services.env, { LOG_LEVEL: 'silent' });
  await migrate({ databaseUrl: services.env.DATABASE_URL });
  const prisma = createPrismaClient(services.env.DATABASE_URL);
  await ensureBundledWatchlists({ prisma, dir: BUNDLED_WATCHLIST_DIR });
  await prisma.$disconnect();
  const ctx = await createTestApp({ withWorkers: true });
  const rows: [string, string][] = [];
  try {
    // Warm the screening index (built once per process, as the api does when it starts listening).
    await ctx.app.inject({
      method: 'POST',
      url: '/api/screening/search',
      payload: { name: 'warm up' },
    });
    for (const size of SIZES) {
      const csv = buildCsv(size);
      const { body, contentType } = multipartBody([
        {
          name: 'mapping',
          value: JSON.stringify({
            name: 'Name',
            type: 'Type',
            country: 'Country',
            dateOfBirth: 'Date of birth',
            identifier: 'ID',
          }),
        },
        {
          name: 'file',
          value: Buffer.from(csv),
          fileName: `parties-${size}.csv`,
          contentType: 'text/csv',
        },
      ]);
      const started = performance.now();
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/screening/batch-files',
        payload: body,
        headers: { 'content-type': contentType },
      });
      if (response.statusCode !== 202) throw new Error(`upload failed: ${response.body}`);
      const accepted = performance.now() - started;
      const run = await waitFor(
        async () => {
          const r = (
            await ctx.app.inject({
              method: 'GET',
              url: `/api/screening/runs/${response.json().id}`,
            })
          ).json();
          return r.status === 'completed' || r.status === 'failed' ? r : null;
        },
        { timeoutMs: 120_000, intervalMs: 20 },
      );
      const total = performance.now() - started;
      rows.push(
        [
          `${size.toLocaleString('en-US')} rows: upload accepted (parse + map + queue)`,
          `${accepted.toFixed(0)} ms`,
        ],
        [
          `${size.toLocaleString('en-US')} rows: upload to completed run, end to end`,
          `${total.toFixed(0)} ms${size === 10_000 ? (total < TARGET_MS ? ' (target < 10 s: met)' : ' (target < 10 s: MISSED)') : ''}`,
        ],
        [
          `${size.toLocaleString('en-US')} rows: screening in the job`,
          `${run.results.summary.durationMs} ms (${run.results.summary.namesPerSecond.toLocaleString('en-US')} names/s)`,
        ],
        [`${size.toLocaleString('en-US')} rows: rows with hits`, String(run.hits)],
      );
    }
  } finally {
    await ctx.close();
    await services.stop();
  }
  const [load1] = (await import('node:os')).loadavg();
  rows.push(['load average (1 min) at the end, on this machine', load1!.toFixed(1)]);
  console.log(table(rows));
};

await main();
