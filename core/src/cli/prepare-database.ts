// The migrate image's one-shot job (compose `migrate`, the Kubernetes migration Job): applies pending
// migrations, loads the reference seed, then the bundled watchlists if none are loaded yet. Every
// step is idempotent, so the job can run before each release. `--demo` also seeds the demo data.
import { migrate } from '@compliance/db/migrate';
import { seed } from '@compliance/db/seed';
import { z } from 'zod';

import { loadSigningEnv } from '../agreements/signing/env';
import { createPrismaClient } from '../db';
import { createLogger, parseEnv } from '../infra';
import { BUNDLED_WATCHLIST_DIR, loadScreeningEnv } from '../screening/env';
import { ensureBundledWatchlists } from '../screening/sources/ensure-bundled';

const env = parseEnv(
  z.object({
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  }),
  process.env,
);
const logger = createLogger({ level: env.LOG_LEVEL, pretty: false, name: 'prepare-database' });

const prisma = createPrismaClient(env.DATABASE_URL);
try {
  const { applied } = await migrate({ databaseUrl: env.DATABASE_URL, logger });
  logger.info({ applied }, applied.length ? 'migrations applied' : 'no pending migrations');
  await seed({
    prisma,
    demo: process.argv.includes('--demo'),
    logger,
    organisationName: loadSigningEnv().ORG_NAME,
  });
  const watchlists = await ensureBundledWatchlists({
    prisma,
    dir: BUNDLED_WATCHLIST_DIR,
    logger,
    pepPath: loadScreeningEnv().OPENSANCTIONS_PEP_PATH,
  });
  logger.info({ watchlists }, 'database ready');
} catch (error) {
  logger.fatal({ err: error }, 'preparing the database failed');
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
}
