// The dashboard's first load stays within its JavaScript budget. Reads the web build that CI makes
// before the tests (web/dist); when that build is missing or older than the web sources, builds a
// fresh copy into a temporary folder first.
import { existsSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';

import { afterAll, describe, expect, it } from 'vitest';

import {
  buildWeb,
  measureWebBudget,
  newestWebSource,
  WEB_BUDGET_BYTES,
} from './support/web-budget';

let tempDir: string | undefined;

const builtWeb = async (): Promise<string> => {
  const dist = 'web/dist/index.html';
  if (existsSync(dist) && (await stat(dist)).mtimeMs >= (await newestWebSource()))
    return 'web/dist';
  tempDir = await buildWeb();
  return tempDir;
};

afterAll(async () => {
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

describe('web budget', () => {
  it('keeps the dashboard initial JavaScript within 250 KB brotli, charts loaded later', async () => {
    const outDir = await builtWeb();
    const { rows, total, problems } = await measureWebBudget(outDir);
    expect(problems).toEqual([]);
    expect(total).toBeLessThanOrEqual(WEB_BUDGET_BYTES);
    // The charts library is fetched only where a chart is drawn.
    expect(rows.map(([file]) => file).filter((file) => file.startsWith('vendor-charts'))).toEqual(
      [],
    );
    expect(rows.some(([file]) => /^dashboard-/.test(file))).toBe(true);
  }, 240_000);
});
