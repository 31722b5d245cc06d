import { migrate } from '@compliance/db/migrate';
import type { TestProject } from 'vitest/node';

import { startServices, type ServiceEnv } from './services';

declare module 'vitest' {
  export interface ProvidedContext {
    services: ServiceEnv;
  }
}

export default async function setup(project: TestProject) {
  const services = await startServices();
  console.info(`[test services] ${JSON.stringify(services.mode)}`);
  await migrate({ databaseUrl: services.env.DATABASE_URL });
  project.provide('services', services.env);
  return () => services.stop();
}
