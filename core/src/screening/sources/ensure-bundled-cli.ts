// `npm run db:watchlists` (core/src/screening/sources/ensure-bundled-cli.ts): loads the bundled
// watchlists into DATABASE_URL if they are not loaded yet (compose/Kubernetes migration jobs, test
// setup). Prints the per-source timings as JSON.
import { createPrismaClient } from '@compliance/db';
import { z } from 'zod';

import { parseEnv } from '../../infra/config';
import { BUNDLED_WATCHLIST_DIR, loadScreeningEnv } from '../env';
import { ensureBundledWatchlists } from './ensure-bundled';

const { DATABASE_URL } = parseEnv(z.object({ DATABASE_URL: z.string().min(1) }), process.env);
const prisma = createPrismaClient(DATABASE_URL);
try {
  const result = await ensureBundledWatchlists({
    prisma,
    dir: BUNDLED_WATCHLIST_DIR,
    pepPath: loadScreeningEnv().OPENSANCTIONS_PEP_PATH,
  });
  console.log(JSON.stringify(result));
} catch (error) {
  console.error('Loading the bundled watchlists failed:', (error as Error).message);
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
}
