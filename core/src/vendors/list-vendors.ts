import type { Vendor } from '@compliance/contracts';
import type { PartyScreening, PrismaClient, Vendor as VendorRow } from '@compliance/db';

import { loadPartyScreenings } from '../screening/parties/load-party-screenings';
import {
  partyNames,
  pendingPartyDto,
  toPartyScreeningDto,
} from '../screening/parties/screen-party';

/** A vendor with no screening row yet (seeded, or listed before monitoring) is not yet screened. */
export const toVendorDto = (row: VendorRow, screening?: PartyScreening): Vendor => ({
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
  screening: screening
    ? toPartyScreeningDto(screening)
    : pendingPartyDto('vendor', partyNames(row.displayName, row.legalName)),
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
  const screenings = await loadPartyScreenings(
    prisma,
    'vendor',
    rows.map((r) => r.id),
  );
  return rows.map((row) => toVendorDto(row, screenings.get(row.id)?.[0]));
};
