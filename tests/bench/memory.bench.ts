// npm run bench:memory — resident memory of the all-in-one platform process (`npm start`'s launcher:
// api, workers, screening index): 5 s after it is ready, its peak while the first start's background
// work runs (watchlist index, tariff-data import, search documents), once that work has finished,
// and after 1,000 API requests over the read routes the web app calls. Prints one table. `PLATFORM_COMMAND` runs another start command
// (e.g. `node --import tsx launcher/src/start.ts`, the sources through tsx) so two ways of running
// the platform can be compared with the same procedure.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import {
  platformCommand,
  rssMb,
  startPlatform,
  stopPlatform,
  waitForStartupWork,
} from './support/platform-process';

const REQUESTS = 1_000;
const ROUTES = [
  '/api/dashboard/stats',
  '/api/documents?limit=5',
  '/api/compliance-alerts?limit=5',
  '/api/compliance-workflows?limit=10',
  '/api/kyc-screening',
  '/api/sanctions-screening',
  '/api/customs-declarations',
  '/api/regulations',
  '/api/vendors',
  '/api/incoterms',
];

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-memory-'));
const platform = startPlatform({ dataDir });
let peak = 0;
const sampler = setInterval(() => {
  rssMb(platform.child.pid!).then(
    (mb) => (peak = Math.max(peak, mb)),
    () => {},
  );
}, 250);

/** V8 heap in use, from the process's own Prometheus metrics: what RSS holds that is live. */
const heapUsedMb = async () => {
  const text = await (await fetch(`${platform.base}/metrics`)).text();
  const bytes = /^nodejs_heap_size_used_bytes (\S+)$/m.exec(text)?.[1];
  return bytes ? Number(bytes) / 1024 / 1024 : Number.NaN;
};
const row = (label: string, rss: number, heap: number) =>
  `| ${label} | ${rss.toFixed(0)} MB | ${Number.isNaN(heap) ? 'no data' : `${heap.toFixed(0)} MB`} |`;

try {
  await platform.ready;
  // Let start-up work that runs after listening (index warm-up, first sweep) settle.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const afterStart = await rssMb(platform.child.pid!);
  const heapAfterStart = await heapUsedMb();
  await waitForStartupWork(dataDir, platform.child);
  const afterStartupWork = await rssMb(platform.child.pid!);
  const heapAfterStartupWork = await heapUsedMb();
  const startupPeak = peak;

  let failed = 0;
  for (let sent = 0; sent < REQUESTS; sent += ROUTES.length) {
    await Promise.all(
      ROUTES.map((route) =>
        fetch(`${platform.base}${route}`).then((response) => {
          if (!response.ok) failed += 1;
          return response.arrayBuffer();
        }),
      ),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const afterRequests = await rssMb(platform.child.pid!);
  const heapAfterRequests = await heapUsedMb();

  console.log(`\nPlatform memory (${platformCommand().join(' ')})\n`);
  console.log('| measure | RSS | V8 heap used |');
  console.log('|---|---|---|');
  console.log(row('after start (ready + 5 s)', afterStart, heapAfterStart));
  console.log(
    `| peak during first start's background work (tariff import, index) | ${startupPeak.toFixed(0)} MB | |`,
  );
  console.log(row('after that work finished', afterStartupWork, heapAfterStartupWork));
  console.log(
    row(
      `after ${REQUESTS.toLocaleString('en')} API requests (${failed} failed)`,
      afterRequests,
      heapAfterRequests,
    ),
  );
} finally {
  clearInterval(sampler);
  await stopPlatform(platform.child);
  await rm(dataDir, { recursive: true, force: true });
}
