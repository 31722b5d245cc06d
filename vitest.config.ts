import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import './tests/setup/map-group-by';

// Three projects: pure unit tests, integration tests on real Postgres/Redis/S3 (provided once per run
// by tests/setup/global-setup.ts), and web component tests in jsdom. Browser end-to-end tests run
// under Playwright (playwright.config.ts), not here.
export default defineConfig({
  test: {
    reporters: process.env.CI ? ['default'] : ['default'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'tests/unit/**/*.test.ts',
            'tests/contracts/**/*.test.ts',
            'tests/deploy/**/*.test.ts',
          ],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/api/**/*.test.ts', 'tests/worker/**/*.test.ts', 'tests/db/**/*.test.ts'],
          globalSetup: ['tests/setup/global-setup.ts'],
          setupFiles: ['tests/setup/integration-env.ts'],
          // One database for the run: files run one after another so counts stay meaningful.
          fileParallelism: false,
          // On CI one retry absorbs timing hiccups of real services on a shared 2-core machine
          // (a Redis restart test, a readiness probe under load); a test that fails twice fails.
          retry: process.env.CI ? 1 : 0,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.tsx'],
          setupFiles: ['tests/setup/web-setup.ts'],
          // Form tests type character by character through user-event: seconds on a quiet machine,
          // far more when the two cores are shared with other test runs.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
