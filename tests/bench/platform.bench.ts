// npm run bench:platform — cold and warm start of the all-in-one platform (`npm start`'s launcher),
// api memory growth while ten 10 MB uploads arrive at once, and the worker's verification time for
// a 10-page PDF. Prints one table; figures are from this run only (the machines are noisy).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { makeInvoicePdf, makeLargePdf } from '../fixtures/documents/make-fixtures';
import { rssMb, startPlatform, stopPlatform } from './support/platform-process';

let base = '';

const upload = async (bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.set('name', name);
  form.set('type', 'commercial_invoice');
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), `${name}.pdf`);
  const response = await fetch(`${base}/api/documents`, { method: 'POST', body: form });
  if (response.status !== 201)
    throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: number };
};

const waitVerified = async (id: number) => {
  for (;;) {
    const doc = (await (await fetch(`${base}/api/documents/${id}`)).json()) as {
      status: string;
      verification: { durationMs: number } | null;
    };
    if (doc.status !== 'pending') return doc;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-platform-'));
const rows: Array<[string, string]> = [];
try {
  const cold = startPlatform({ dataDir });
  base = cold.base;
  rows.push([
    'cold start to ready (empty data dir: initdb, migrate, seed)',
    `${((await cold.ready) / 1000).toFixed(1)} s`,
  ]);
  await stopPlatform(cold.child);

  const warm = startPlatform({ dataDir });
  base = warm.base;
  rows.push([
    'warm start to ready (existing data dir)',
    `${((await warm.ready) / 1000).toFixed(1)} s`,
  ]);
  const pid = warm.child.pid!;

  // Warm the upload path once so lazy module loading is not counted as growth.
  await waitVerified((await upload(await makeInvoicePdf(), 'warmup')).id);
  const big = await makeLargePdf(10 * 1024 * 1024 - 4096);
  const before = await rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => void rssMb(pid).then((mb) => (peak = Math.max(peak, mb))), 20);
  const t0 = performance.now();
  const ids = await Promise.all(Array.from({ length: 10 }, (_, i) => upload(big, `big-${i}`)));
  const uploadMs = performance.now() - t0;
  clearInterval(sampler);
  rows.push(['api RSS before 10 x 10 MB concurrent uploads', `${before.toFixed(0)} MB`]);
  rows.push([
    'api RSS peak during the uploads',
    `${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB)`,
  ]);
  rows.push(['10 x 10 MB uploads, wall time', `${(uploadMs / 1000).toFixed(2)} s`]);
  await Promise.all(ids.map(({ id }) => waitVerified(id)));

  const tenPages = await makeInvoicePdf({ pages: 10 });
  const durations: number[] = [];
  const endToEnd: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    const doc = await waitVerified((await upload(tenPages, `ten-pages-${i}`)).id);
    endToEnd.push(performance.now() - t);
    durations.push(doc.verification?.durationMs ?? NaN);
  }
  rows.push([
    '10-page PDF verification (worker handler), median of 7',
    `${median(durations).toFixed(0)} ms`,
  ]);
  rows.push([
    '10-page PDF upload -> verified (end to end), median of 7',
    `${median(endToEnd).toFixed(0)} ms`,
  ]);
  await stopPlatform(warm.child);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const width = Math.max(...rows.map(([label]) => label.length));
console.log(`\n| ${'measure'.padEnd(width)} | value |\n|${'-'.repeat(width + 2)}|-------|`);
for (const [label, value] of rows) console.log(`| ${label.padEnd(width)} | ${value} |`);
