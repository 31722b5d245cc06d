import { performance } from 'node:perf_hooks';

import type { PrismaClient } from '../../generated/client/client';
import { seedCommodities } from './commodities';
import { seedDemo } from './demo';
import { seedDocumentTypes } from './document-types';
import { seedIncoterms } from './incoterms';
import { ensureOrganisationVendor } from './organisation';
import type { SeedLogger } from './reference-data';
import { seedRegulations } from './regulations';
import { seedTradeAgreements } from './trade-agreements';

export type SeedOptions = {
  prisma: PrismaClient;
  /** Adds clearly marked demo vendors, alerts and workflows. Never on by default. */
  demo?: boolean;
  logger?: SeedLogger;
  /** Name of the platform's own organisation (vendor 1), created before any demo vendor. */
  organisationName?: string;
};

export type SeedResult = {
  documentTypes: number;
  incoterms: number;
  commodityCategories: number;
  commoditySubcategories: number;
  tradeAgreements: number;
  regulations: number;
  demo?: { vendors: number; alerts: number; workflows: number };
  durationMs: number;
};

/**
 * Loads the reference data the repo ships (prisma/reference-data) with upserts keyed on natural
 * keys, so it can run on every start: a second run changes nothing but refreshes edited texts.
 */
export const seed = async ({
  prisma,
  demo = false,
  logger,
  organisationName = 'Compliance Platform',
}: SeedOptions): Promise<SeedResult> => {
  const started = performance.now();
  await ensureOrganisationVendor(prisma, organisationName);
  const documentTypes = await seedDocumentTypes(prisma);
  const incoterms = await seedIncoterms(prisma);
  const commodities = await seedCommodities(prisma);
  const tradeAgreements = await seedTradeAgreements(prisma);
  const regulations = await seedRegulations(prisma);
  const demoCounts = demo ? await seedDemo(prisma) : undefined;
  const result: SeedResult = {
    documentTypes,
    incoterms,
    commodityCategories: commodities.categories,
    commoditySubcategories: commodities.subcategories,
    tradeAgreements,
    regulations,
    ...(demoCounts ? { demo: demoCounts } : {}),
    durationMs: Math.round(performance.now() - started),
  };
  logger?.info(result, 'reference data seeded');
  return result;
};

export { DEMO_VENDORS } from './demo-vendors';
export { ensureOrganisationVendor, ORGANISATION_VENDOR_ID } from './organisation';
