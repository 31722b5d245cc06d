import { PrismaPg } from '@prisma/adapter-pg';

import { PrismaClient } from '../generated/client/client';

export * from '../generated/client/client';
export { DB_PACKAGE_DIR, REFERENCE_DATA_DIR } from './package-dir';

export type CreatePrismaClientOptions = {
  /** Pool size per process; pg's default is 10. */
  max?: number;
};

/** One client per process (api, worker): it owns a pg pool, so call `$disconnect()` on shutdown. */
export const createPrismaClient = (
  databaseUrl: string,
  options: CreatePrismaClientOptions = {},
) => {
  if (!databaseUrl) throw new Error('createPrismaClient: databaseUrl is required');
  const adapter = new PrismaPg({
    connectionString: databaseUrl,
    ...(options.max ? { max: options.max } : {}),
  });
  return new PrismaClient({ adapter });
};
export { ensureOrganisationVendor, ORGANISATION_VENDOR_ID } from './seed/organisation';
