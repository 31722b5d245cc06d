// npm run check:web-budget — the dashboard's initial JavaScript (the entry, what index.html
// preloads, the dashboard route's chunk and everything they import statically), brotli-compressed
// as the api serves it, must stay within 250 KB; every text asset of 1 KB or more must ship with
// its .br and .gz copies. Builds the web app into a temporary folder, prints the files and sizes,
// exits 1 when over budget (for CI).
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { build } from 'vite';

const BUDGET_BYTES = 250 * 1024;
const outDir = await mkdtemp(path.join(os.tmpdir(), 'web-budget-'));
const problems: string[] = [];
try {
  await build({
    configFile: path.resolve('web/vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const listed = [...html.matchAll(/(?:src|href)="\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1]!);
  const assets = path.join(outDir, 'assets');
  const dashboard = (await readdir(assets)).filter((file) => /^dashboard-[\w-]+\.js$/.test(file));
  if (dashboard.length !== 1)
    problems.push(`expected one dashboard chunk, found ${dashboard.length}`);

  const initial = new Set<string>();
  const queue = [...listed, ...dashboard];
  while (queue.length) {
    const file = queue.pop()!;
    if (initial.has(file)) continue;
    initial.add(file);
    const code = await readFile(path.join(assets, file), 'utf8');
    queue.push(...[...code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)].map((m) => m[1]!));
  }
  const rows: Array<[string, number]> = [];
  for (const file of initial) {
    const full = path.join(assets, file);
    const raw = (await stat(full)).size;
    if (raw >= 1024 && !(existsSync(`${full}.br`) && existsSync(`${full}.gz`)))
      problems.push(`${file} has no .br/.gz copy`);
    rows.push([file, existsSync(`${full}.br`) ? (await stat(`${full}.br`)).size : raw]);
  }
  rows.sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, size]) => sum + size, 0);
  console.log('| file | brotli |\n|---|---|');
  for (const [file, size] of rows) console.log(`| ${file} | ${(size / 1024).toFixed(1)} KB |`);
  console.log(`| **dashboard initial JS** | **${(total / 1024).toFixed(1)} KB** (budget 250 KB) |`);
  if (total > BUDGET_BYTES)
    problems.push(`dashboard initial JS is ${(total / 1024).toFixed(1)} KB brotli, over 250 KB`);
} finally {
  await rm(outDir, { recursive: true, force: true });
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
