// Runs in each integration test worker: points the app's env at the services of global-setup.
import os from 'node:os';
import path from 'node:path';

import { inject } from 'vitest';

Object.assign(process.env, inject('services'), {
  // A signing key generated once per test run, like `npm start` does under its data folder.
  ORG_SIGNING_KEY_FILE: path.join(os.tmpdir(), `compliance-test-keys-${process.ppid}`, 'org.pem'),
  ORG_SIGNING_KEY_GENERATE: 'true',
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
});
