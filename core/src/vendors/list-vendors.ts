import type { Vendor } from '@compliance/contracts';
import type { PrismaClient, Vendor as VendorRow } from '@compliance/db';

export const toVendorDto = (row: VendorRow): Vendor => ({
  id: row.id,
  displayName: row.displayName,
  legalName: row.legalName,
  country: row.country,
  city: row.city,
  description: row.description,
  businessType: row.businessType,
  subscriptionTier: row.subscriptionTier,
  verificationStatus: row.verificationStatus,
  isActive: row.isActive,
  onboardingCompleted: row.onboardingCompleted,
  website: row.website,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The whole directory, alphabetical (shows every vendor as a card). The platform's own
 * organisation (vendor 1, the signer of agreements) is not a vendor to discover: it is left out.
 */
export const listVendors = async ({ prisma }: { prisma: PrismaClient }): Promise<Vendor[]> => {
  const rows = await prisma.vendor.findMany({
    where: { isOrganisation: false },
    orderBy: [{ displayName: 'asc' }, { id: 'asc' }],
  });
  return rows.map(toVendorDto);
};
