// Vendor 1 is the platform's own organisation: the party that signs Basic Ordering Agreements and
// digital orders as "us" (the spec's client sends vendorId 1 on every new agreement). The seed
// creates it first on a fresh install, before any demo vendor, and agreement creation creates it on
// demand when it is missing, so vendor 1 exists on every install.
import type { Prisma, PrismaClient } from '../../generated/client/client';

export const ORGANISATION_VENDOR_ID = 1;

type Db = PrismaClient | Prisma.TransactionClient;

/** Creates vendor 1 as the organisation unless a vendor 1 exists; true when vendor 1 exists after. */
export const ensureOrganisationVendor = async (db: Db, name: string): Promise<boolean> => {
  await db.$executeRaw`
    INSERT INTO vendors (id, "displayName", country, description, "businessType",
      "subscriptionTier", "verificationStatus", "isActive", "onboardingCompleted", "isOrganisation", "updatedAt")
    VALUES (${ORGANISATION_VENDOR_ID}, ${name}, 'Not specified',
      'This platform''s own organisation: it signs Basic Ordering Agreements and digital orders.',
      'trader', 'enterprise', 'verified', true, true, true, now())
    ON CONFLICT DO NOTHING`;
  // An explicit id does not move the sequence: keep the next generated id above it.
  await db.$executeRaw`
    SELECT setval(pg_get_serial_sequence('vendors', 'id'), GREATEST((SELECT MAX(id) FROM vendors), 1))`;
  return (await db.vendor.count({ where: { id: ORGANISATION_VENDOR_ID } })) === 1;
};
