// npm run check:web-budget — builds the web app into a temporary folder, prints the dashboard's
// initial JavaScript file by file (brotli sizes) and exits 1 when it is over the 250 KB budget or
// an asset lacks its precompressed copies.
import { rm } from 'node:fs/promises';

import { buildWeb, measureWebBudget } from './support/web-budget';

const outDir = await buildWeb();
try {
  const { rows, total, problems } = await measureWebBudget(outDir);
  console.log('| file | brotli |\n|---|---|');
  for (const [file, size] of rows) console.log(`| ${file} | ${(size / 1024).toFixed(1)} KB |`);
  console.log(`| **dashboard initial JS** | **${(total / 1024).toFixed(1)} KB** (budget 250 KB) |`);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
} finally {
  await rm(outDir, { recursive: true, force: true });
}
