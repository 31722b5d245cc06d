// POST /api/vendors and PATCH /api/vendors/:id. A new vendor, or one whose display name, legal
// name or country changed, is screened against the watchlists in the same transaction as the
// write (see screening/parties): a hit records a party event, which raises the alert and opens
// the review workflow. Other edits leave the stored screening as it is.
import {
  API_PATHS,
  type Vendor,
  type VendorCreateParsed,
  type VendorUpdateParsed,
} from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { Vendor as VendorRow } from '@compliance/db';

import type { Infra } from '../infra';
import { notifyChanged } from '../infra/notify-changed';
import {
  afterPartyScreenings,
  type PartySubject,
  screenPartiesNow,
  writePartyScreenings,
} from '../screening/parties/record-party-screenings';
import { partyNames, type PartyToScreen } from '../screening/parties/screen-party';
import { toVendorDto } from './list-vendors';

type Deps = Pick<Infra, 'prisma' | 'dispatcher' | 'notifier' | 'logger'>;

const VENDOR_KEYS = [API_PATHS.vendors, API_PATHS.dashboardStats];

const partyOf = (v: Pick<VendorRow, 'displayName' | 'legalName' | 'country'>): PartyToScreen => ({
  role: 'vendor',
  names: partyNames(v.displayName, v.legalName),
  country: v.country,
});

const subjectOf = (row: VendorRow): PartySubject => ({
  subjectType: 'vendor',
  subjectId: row.id,
  label: row.displayName,
});

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';

const nameTaken = (name: string) =>
  new AppError('CONFLICT', `A vendor named '${name}' is already in the directory`);

const loadDto = async (infra: Deps, row: VendorRow): Promise<Vendor> => {
  const screening = await infra.prisma.partyScreening.findUnique({
    where: {
      subjectType_subjectId_role: { subjectType: 'vendor', subjectId: row.id, role: 'vendor' },
    },
  });
  return toVendorDto(row, screening ?? undefined);
};

export const createVendor = async ({
  infra,
  input,
}: {
  infra: Deps;
  input: VendorCreateParsed;
}): Promise<Vendor> => {
  const screened = await screenPartiesNow(infra, [partyOf(input)]);
  try {
    const { row, eventIds } = await infra.prisma.$transaction(async (tx) => {
      const created = await tx.vendor.create({ data: input });
      const ids = await writePartyScreenings(tx, {
        subject: subjectOf(created),
        screened,
        trigger: 'created',
      });
      return { row: created, eventIds: ids };
    });
    await afterPartyScreenings(infra, { subject: subjectOf(row), screened, eventIds });
    infra.logger.info({ vendorId: row.id, screened: screened.ok }, 'vendor created');
    await notifyChanged(infra, VENDOR_KEYS);
    return loadDto(infra, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.displayName);
    throw error;
  }
};

export const updateVendor = async ({
  infra,
  id,
  input,
}: {
  infra: Deps;
  id: number;
  input: VendorUpdateParsed;
}): Promise<Vendor> => {
  const before = await infra.prisma.vendor.findUnique({ where: { id } });
  if (!before || before.isOrganisation) throw new AppError('NOT_FOUND', `Vendor ${id} not found`);
  const data = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Partial<VendorRow>;
  const after = { ...before, ...data };
  const rescreen =
    after.displayName !== before.displayName ||
    after.legalName !== before.legalName ||
    after.country !== before.country;
  const screened = rescreen ? await screenPartiesNow(infra, [partyOf(after)]) : null;
  try {
    const { row, eventIds } = await infra.prisma.$transaction(async (tx) => {
      const updated = await tx.vendor.update({ where: { id }, data });
      const ids = screened
        ? await writePartyScreenings(tx, {
            subject: subjectOf(updated),
            screened,
            trigger: 'updated',
          })
        : [];
      return { row: updated, eventIds: ids };
    });
    if (screened)
      await afterPartyScreenings(infra, { subject: subjectOf(row), screened, eventIds });
    infra.logger.info({ vendorId: id, rescreened: rescreen }, 'vendor updated');
    await notifyChanged(infra, VENDOR_KEYS);
    return loadDto(infra, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(after.displayName);
    throw error;
  }
};
