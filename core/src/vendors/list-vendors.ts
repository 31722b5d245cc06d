import {
  API_PATHS,
  type Vendor,
  type VendorListQuery,
  type VendorStats,
} from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { PartyScreening, Prisma, PrismaClient, Vendor as VendorRow } from '@compliance/db';

import type { Notifier } from '../infra/notifier';
import { escapeLike, keysetPaging, type Page } from '../paging/keyset';
import { cachedTotal } from '../paging/list-page';
import { toIso2 } from '../screening/engine/countries';
import { loadPartyScreenings } from '../screening/parties/load-party-screenings';
import {
  partyNames,
  pendingPartyDto,
  toPartyScreeningDto,
} from '../screening/parties/screen-party';

const VENDOR_SORT_TYPES = {
  displayName: 'string',
  country: 'string',
  createdAt: 'date',
  id: 'number',
} as const;

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
 * The directory, alphabetical unless sorted otherwise, paged by keyset. The platform's own
 * organisation (vendor 1, the signer of agreements) is not a vendor to discover: it is left out.
 * `q` searches display name, legal name, city and country (its code, or its name).
 */
export const vendorFilters = (query: VendorListQuery): Prisma.VendorWhereInput => {
  const q = query.q?.trim();
  const contains = q ? { contains: escapeLike(q), mode: 'insensitive' as const } : null;
  // Names only: two letters ("in", "us") are words more often than codes here.
  const countryCode = q && q.length >= 4 ? toIso2(q) : null;
  return {
    isOrganisation: false,
    ...(query.country ? { country: { equals: query.country, mode: 'insensitive' } } : {}),
    ...(query.businessType ? { businessType: query.businessType } : {}),
    ...(query.verificationStatus ? { verificationStatus: query.verificationStatus } : {}),
    ...(query.subscriptionTier ? { subscriptionTier: query.subscriptionTier } : {}),
    ...(contains
      ? {
          OR: [
            { displayName: contains },
            { legalName: contains },
            { city: contains },
            { country: contains },
            // A country by its name ("india", "Côte d'Ivoire") finds the vendors filed under its
            // code, as the screen's own search does while every vendor is loaded.
            ...(countryCode
              ? [{ country: { equals: countryCode, mode: 'insensitive' as const } }]
              : []),
          ],
        }
      : {}),
  };
};

export const listVendors = async ({
  infra: { prisma, notifier },
  query,
}: {
  infra: { prisma: PrismaClient; notifier: Notifier };
  query: VendorListQuery;
}): Promise<Page<Vendor>> => {
  const filters = vendorFilters(query);
  const paging = keysetPaging({ query, types: VENDOR_SORT_TYPES });
  const [rows, total] = await Promise.all([
    prisma.vendor.findMany({
      where: { AND: [filters, paging.where] },
      orderBy: paging.orderBy,
      take: paging.take,
    }),
    cachedTotal({ notifier }, API_PATHS.vendors, filters, () =>
      prisma.vendor.count({ where: filters }),
    ),
  ]);
  const screenings = await loadPartyScreenings(
    prisma,
    'vendor',
    rows.map((r) => r.id),
  );
  return paging.page(rows, total, (row) => toVendorDto(row, screenings.get(row.id)?.[0]));
};

/**
 * The directory's overview counts, over every vendor in one statement (the organisation left out,
 * as from the list).
 */
export const vendorStats = async ({ prisma }: { prisma: PrismaClient }): Promise<VendorStats> => {
  const [counts] = await prisma.$queryRaw<VendorStats[]>`
    SELECT count(*)::int AS total,
      (count(*) FILTER (WHERE "isActive"))::int AS active,
      (count(*) FILTER (WHERE "verificationStatus" = 'verified'))::int AS verified,
      (count(*) FILTER (WHERE "subscriptionTier" = 'enterprise'))::int AS enterprise,
      (count(*) FILTER (WHERE "onboardingCompleted"))::int AS onboarded
    FROM vendors
    WHERE NOT "isOrganisation"`;
  return counts!;
};

/**
 * One vendor of the directory with its screening (alerts link to `/vendors?focus=ID`); the
 * organisation is none, as in the list.
 */
export const getVendor = async ({
  prisma,
  id,
}: {
  prisma: PrismaClient;
  id: number;
}): Promise<Vendor> => {
  const row = await prisma.vendor.findUnique({ where: { id } });
  if (!row || row.isOrganisation) throw new AppError('NOT_FOUND', `Vendor ${id} not found`);
  const screenings = await loadPartyScreenings(prisma, 'vendor', [id]);
  return toVendorDto(row, screenings.get(id)?.[0]);
};
