import os from 'node:os';
import path from 'node:path';

import { defineConfig, devices } from '@playwright/test';

// Browser end-to-end tests drive the real platform (`npm start`'s launcher: embedded Postgres, a
// local redis-server, local storage, the workers) with Debian's chromium.
const port = Number(process.env.E2E_PORT ?? 3917);
// One data folder per port, emptied at each start: runs on the same port reuse it rather than
// leaving a 700 MB folder behind each time (two runs cannot share a port anyway).
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `compliance-e2e-${port}`);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && npm run build:server && npm run build:web && node --enable-source-maps launcher/dist/start.js`,
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  },
});
