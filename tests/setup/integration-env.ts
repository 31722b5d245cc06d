// Runs in each integration test worker: points the app's env at the services of global-setup.
import os from 'node:os';
import path from 'node:path';

import { inject } from 'vitest';

Object.assign(process.env, inject('services'), {
  // A signing key generated once per test run, like `npm start` does under its data folder.
  ORG_SIGNING_KEY_FILE: path.join(os.tmpdir(), `compliance-test-keys-${process.ppid}`, 'org.pem'),
  ORG_SIGNING_KEY_GENERATE: 'true',
  NODE_ENV: 'test',
  // Tests send many writes a minute from one address; the rate-limit tests lower these again.
  RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
  RATE_LIMIT_SEARCHES_PER_MINUTE: '1000000',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
});
