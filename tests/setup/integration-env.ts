// Runs in each integration test worker: points the app's env at the services of global-setup.
import { inject } from 'vitest';

Object.assign(process.env, inject('services'), {
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
});
