import { defineConfig } from 'vitest/config';

import './tests/setup/map-group-by';

// `npm run test:faults`: the platform's processes (compiled api and worker, embedded PostgreSQL,
// redis-server, s3rver) are started, broken and restarted by the tests themselves
// (tests/faults/platform.ts), one file after another since they share fixed ports.
export default defineConfig({
  test: {
    name: 'faults',
    environment: 'node',
    include: ['tests/faults/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 180_000,
  },
});
