// The dashboard's initial JavaScript: the entry, what index.html preloads or loads from public/,
// the dashboard route's chunk and everything they import statically, measured brotli-compressed
// as the api serves it.
// Every text asset of 1 KB or more on that path must ship with its .br and .gz copies.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const WEB_BUDGET_BYTES = 250 * 1024;

export type WebBudget = {
  rows: Array<[file: string, brotliBytes: number]>;
  total: number;
  problems: string[];
};

/** Builds the web app into a fresh temporary folder and returns that folder. */
export const buildWeb = async (): Promise<string> => {
  const { build } = await import('vite');
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'web-budget-'));
  // A test runner sets NODE_ENV=test, which Vite keeps: React's development build would be bundled.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: path.resolve('web/vite.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
};

export const measureWebBudget = async (outDir: string): Promise<WebBudget> => {
  const problems: string[] = [];
  const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const listed = [...html.matchAll(/(?:src|href)="\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1]!);
  // Scripts index.html loads from outside assets/ (the rolling-update recovery, public/).
  const unhashed = [...html.matchAll(/src="\/([\w.-]+\.js)"/g)].map((m) => m[1]!);
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
  const files = [
    ...[...initial].map((file) => ({ file, full: path.join(assets, file) })),
    ...unhashed.map((file) => ({ file, full: path.join(outDir, file) })),
  ];
  for (const { file, full } of files) {
    const raw = (await stat(full)).size;
    if (raw >= 1024 && !(existsSync(`${full}.br`) && existsSync(`${full}.gz`)))
      problems.push(`${file} has no .br/.gz copy`);
    rows.push([file, existsSync(`${full}.br`) ? (await stat(`${full}.br`)).size : raw]);
  }
  rows.sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, size]) => sum + size, 0);
  if (total > WEB_BUDGET_BYTES)
    problems.push(`dashboard initial JS is ${(total / 1024).toFixed(1)} KB brotli, over 250 KB`);
  return { rows, total, problems };
};

/** Newest modification time (ms) of anything the web build reads. */
export const newestWebSource = async (): Promise<number> => {
  const roots = [
    'web/src',
    'web/index.html',
    'web/public',
    'web/vite.config.ts',
    'contracts/src',
    'package-lock.json',
  ];
  let newest = 0;
  for (const root of roots) {
    if (!existsSync(root)) continue;
    const info = await stat(root);
    if (!info.isDirectory()) {
      newest = Math.max(newest, info.mtimeMs);
      continue;
    }
    for (const file of await readdir(root, { recursive: true }))
      newest = Math.max(newest, (await stat(path.join(root, file))).mtimeMs);
  }
  return newest;
};
