// Worker process entry (compose, Kubernetes): env, infrastructure, one BullMQ Worker per queue,
// graceful shutdown. `npm start` runs the same workers inside the platform process instead.
import { createInfra, createLogger, usePrettyLogs } from '@compliance/core/infra';
import closeWithGrace from 'close-with-grace';

import { loadWorkerEnv } from './env';
import { startMetricsServer } from './metrics-server';
import { startWorkers } from './runtime';

const env = loadWorkerEnv();
const logger = createLogger({ level: env.LOG_LEVEL, pretty: usePrettyLogs(env), name: 'worker' });
if (!env.REDIS_URL) {
  logger.fatal(
    'REDIS_URL is required for a standalone worker (use `npm start` for the all-in-one platform)',
  );
  process.exit(1);
}
const infra = await createInfra({ env, logger });
const workers = await startWorkers(infra, {
  concurrency: env.WORKER_CONCURRENCY,
  lockDurationMs: env.WORKER_LOCK_DURATION_MS,
  stalledIntervalMs: env.WORKER_STALLED_INTERVAL_MS,
  sweepIntervalMs: env.SWEEP_INTERVAL_MS,
  sweepStaleAfterMs: env.SWEEP_STALE_AFTER_MS,
  importTariffData: true,
});
const metricsServer = env.WORKER_METRICS_PORT
  ? await startMetricsServer(env.WORKER_METRICS_PORT)
  : null;
logger.info({ metricsPort: env.WORKER_METRICS_PORT || null }, 'worker started');

closeWithGrace({ delay: 30_000 }, async ({ signal, err }) => {
  if (err) logger.error({ err }, 'worker crashed');
  logger.info({ signal }, 'worker shutting down');
  metricsServer?.close();
  await workers.close();
  await infra.close();
});
