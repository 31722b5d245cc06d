// `npm start`: the whole platform in one process on http://localhost:3000. Uses DATABASE_URL,
// REDIS_URL and S3_* when given; otherwise embedded PostgreSQL (data under DATA_DIR), a
// redis-server from PATH (or in-process jobs with a warning) and local-disk storage. Runs
// migrations and the reference seed, then the workers and the api with the built web app.
import path from 'node:path';

import { buildApp } from '@compliance/api';
import { loadApiEnv } from '@compliance/api/env';
import { loadSigningEnv } from '@compliance/core/agreements/signing/env';
import { loadOrganisationKeys } from '@compliance/core/agreements/signing/organisation-key';
import { createInfra, createLogger, type Infra } from '@compliance/core/infra';
import { BUNDLED_WATCHLIST_DIR, loadScreeningEnv } from '@compliance/core/screening/env';
import { ensureBundledWatchlists } from '@compliance/core/screening/sources/ensure-bundled';
import {
  keepSuggestionsWarm,
  type WarmSuggestions,
} from '@compliance/core/tariffs/warm-suggestions';
import { migrate } from '@compliance/db/migrate';
import { seed } from '@compliance/db/seed';
import { type RunningWorkers, startWorkers } from '@compliance/worker';
import exitHook from 'async-exit-hook';
import closeWithGrace from 'close-with-grace';
import getPort from 'get-port';

import { type RunningPostgres, startEmbeddedPostgres } from './embedded-postgres';
import { claimDataDir, stopLeftover } from './leftovers';
import { redisPidFile, type RunningRedis, startLocalRedis } from './local-redis';

// embedded-postgres stops its databases and exits the process on the first SIGINT, SIGTERM or
// SIGHUP (through async-exit-hook), ahead of the shutdown below, which would then lose its database
// while requests drain and jobs finish. The launcher stops PostgreSQL itself, last.
for (const signal of ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK']) exitHook.unhookEvent(signal);

// A Ctrl-C (or SIGTERM) that comes before the shutdown below is registered, while PostgreSQL and
// Redis start, is kept and carried out once it is: what has started stops, and the process exits
// 0 instead of dying with PostgreSQL and redis-server left running. A second one exits at once,
// as it does later (the next start stops what was left).
let earlySignal = null as NodeJS.Signals | null;
const keepSignal = (signal: NodeJS.Signals) => {
  if (earlySignal) process.exit(1);
  earlySignal = signal;
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, keepSignal);

const startedAt = performance.now();
process.env.NODE_ENV ??= 'production';
const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
const logger = createLogger({
  level: process.env.LOG_LEVEL ?? 'info',
  pretty: process.env.LOG_PRETTY
    ? process.env.LOG_PRETTY === 'true'
    : process.env.NODE_ENV !== 'production',
  name: 'platform',
});

let postgres: RunningPostgres | null = null;
let redis: RunningRedis | null = null;

const claim = await claimDataDir(dataDir);
const postgresDir = path.join(dataDir, 'postgres');
const redisDir = path.join(dataDir, 'redis');
// What a launcher that was killed without shutting down left running on this folder.
const leftovers = [
  !process.env.DATABASE_URL && {
    pidFile: path.join(postgresDir, 'postmaster.pid'),
    program: 'postgres',
    signal: 'SIGINT' as const,
  },
  !process.env.REDIS_URL && {
    pidFile: redisPidFile(redisDir),
    program: 'redis-server',
    signal: 'SIGTERM' as const,
  },
].filter((leftover) => !!leftover);
for (const leftover of leftovers) {
  const pid = await stopLeftover(leftover);
  if (pid !== null)
    logger.warn(
      { stoppedPid: pid, program: leftover.program },
      'stopped a process left running by a launcher that did not shut down',
    );
}

if (!process.env.DATABASE_URL) {
  const port = await getPort({ port: 54329 });
  postgres = await startEmbeddedPostgres({
    dataDir: postgresDir,
    port,
    onLog: (message) => logger.debug({ component: 'postgres' }, message.trim()),
  });
  process.env.DATABASE_URL = postgres.url;
  logger.info({ port, dataDir: postgresDir }, 'embedded PostgreSQL started');
}
if (!process.env.REDIS_URL) {
  const port = await getPort({ port: 63790 });
  redis = await startLocalRedis({ port, dir: redisDir });
  if (redis) {
    process.env.REDIS_URL = redis.url;
    logger.info({ port }, 'local redis-server started');
  } else {
    logger.warn(
      'redis-server not found on PATH: background jobs will run in-process (install Redis for durable queues)',
    );
  }
}
if (!process.env.S3_ENDPOINT) {
  process.env.STORAGE_DIR ??= path.join(dataDir, 'storage');
  logger.info({ dir: process.env.STORAGE_DIR }, 'object storage on local disk');
}

// The organisation's signing key: a secret in production; here generated once under the data folder.
if (!process.env.ORG_SIGNING_KEY && !process.env.ORG_SIGNING_KEY_FILE) {
  process.env.ORG_SIGNING_KEY_FILE = path.join(dataDir, 'keys', 'organisation-signing-key.pem');
  process.env.ORG_SIGNING_KEY_GENERATE ??= 'true';
}
const signingEnv = loadSigningEnv();
const organisationKeys = await loadOrganisationKeys(signingEnv);
logger.info(
  { kid: organisationKeys?.kid, alg: organisationKeys?.alg },
  'organisation signing key loaded',
);

const env = loadApiEnv();
// Registered before the long first-start steps (migrations, list loading, the tariff import), so a
// Ctrl-C or a failure during them still stops what has started, PostgreSQL last.
let infra: Infra | null = null;
let app: Awaited<ReturnType<typeof buildApp>> | null = null;
let workers: RunningWorkers | null = null;
let suggestions: WarmSuggestions | null = null;
let shuttingDown = false;
closeWithGrace({ delay: env.SHUTDOWN_GRACE_SECONDS * 1000 }, async ({ signal, err }) => {
  shuttingDown = true;
  if (err) logger.error({ err }, 'platform crashed');
  logger.info({ signal }, 'shutting down');
  suggestions?.stop();
  await app?.close();
  await workers?.close();
  await infra?.close();
  await redis?.stop();
  await postgres?.stop();
  await claim.release();
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.off(signal, keepSignal);

const startPlatform = async () => {
  await migrate({ databaseUrl: env.DATABASE_URL, logger });
  infra = await createInfra({ env, logger });
  await seed({
    prisma: infra.prisma,
    demo: process.env.SEED_DEMO === 'true',
    logger,
    organisationName: signingEnv.ORG_NAME,
  });
  await ensureBundledWatchlists({
    prisma: infra.prisma,
    dir: BUNDLED_WATCHLIST_DIR,
    logger,
    pepPath: loadScreeningEnv().OPENSANCTIONS_PEP_PATH,
  });
  await infra.storage.ensureReady();
  // The app's plugins load before the workers start: the first start's tariff import and list
  // loading keep this process busy, and plugin loading has a time limit.
  app = await buildApp({ infra, webDistDir: env.WEB_DIST_DIR || null });
  await app.ready();
  workers = await startWorkers(infra, { importTariffData: true });

  await app.listen({ host: env.HOST, port: env.PORT });
  await workers.sweep();
  // In the background: the first "Suggest" need not build the indexes.
  suggestions = keepSuggestionsWarm({ infra, logger });
  logger.info(
    { url: `http://localhost:${env.PORT}`, readyInMs: Math.round(performance.now() - startedAt) },
    'Compliance Platform is ready',
  );
};

if (earlySignal) {
  logger.info({ signal: earlySignal }, 'stop asked for while the services started');
  process.kill(process.pid, earlySignal);
} else {
  try {
    await startPlatform();
  } catch (error) {
    // A step cut short by the shutdown (its database stopped under it) is not a crash: the
    // shutdown finishes and exits. Any other failure goes to the crash path above, which stops
    // everything.
    if (!shuttingDown) throw error;
  }
}
