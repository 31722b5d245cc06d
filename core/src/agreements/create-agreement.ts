// POST /api/basic-ordering-agreements: a new draft. Buyer and seller are screened first; the row,
// the party screenings, the audit entry and any flagged/blocked event are written in one transaction.
import type { Agreement, AgreementCreateParsed } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import { ensureOrganisationVendor, ORGANISATION_VENDOR_ID, type Prisma } from '@compliance/db';

import { dispatchEvents } from '../events/record-event';
import type { Infra } from '../infra';
import type { Actor } from '../infra/actor';
import { notifyChanged } from '../infra/notify-changed';
import { screeningIndexFor } from '../screening/index-holder/holder';
import { actorName, appendAudit } from './audit';
import { AGREEMENT_KEYS, isUniqueViolation, loadAgreementDto } from './load-agreement';
import { recordPartyEvents } from './parties/party-events';
import { partyData, type PartyOutcome, screenParties } from './parties/screen-parties';
import { loadSigningEnv } from './signing/env';

export type Deps = Pick<Infra, 'prisma' | 'dispatcher' | 'notifier' | 'logger'>;

/** Vendor 1 is the organisation and is created when missing; any other id must be in the directory. */
export const resolveVendor = async (tx: Prisma.TransactionClient, vendorId: number) => {
  if (await tx.vendor.count({ where: { id: vendorId } })) return vendorId;
  if (
    vendorId === ORGANISATION_VENDOR_ID &&
    (await ensureOrganisationVendor(tx, loadSigningEnv().ORG_NAME))
  )
    return vendorId;
  throw new AppError('UNPROCESSABLE', `vendorId ${vendorId} is not a vendor in the directory`);
};

export type TermsData = Omit<AgreementCreateParsed, 'status' | 'actorId'>;

/** Writes one agreement version with its party screenings and first audit entry. */
export const insertVersion = async (
  tx: Prisma.TransactionClient,
  {
    terms,
    version,
    amendsId,
    outcomes,
    actorId,
    signedIn,
    detail,
  }: {
    terms: TermsData;
    version: number;
    amendsId: number | null;
    outcomes: PartyOutcome[];
    actorId?: number;
    signedIn?: Actor | null;
    detail: string | null;
  },
) => {
  const row = await tx.basicOrderingAgreement.create({
    data: { ...terms, vendorId: await resolveVendor(tx, terms.vendorId), version, amendsId },
  });
  for (const outcome of outcomes)
    await tx.agreementPartyScreening.create({
      data: { agreementId: row.id, role: outcome.role, ...partyData(outcome) },
    });
  await appendAudit(tx, {
    agreementId: row.id,
    action: amendsId ? 'amendment_created' : 'created',
    toStatus: 'draft',
    detail,
    actor: actorName(actorId, signedIn),
    actorId,
  });
  const eventIds = await recordPartyEvents(tx, {
    agreement: row,
    outcomes,
    trigger: amendsId ? 'amended' : 'created',
  });
  return { row, eventIds };
};

export const createAgreement = async ({
  infra,
  input,
  signedIn,
}: {
  infra: Deps;
  input: AgreementCreateParsed;
  /** The signed-in user, who the trail names. */
  signedIn?: Actor | null;
}): Promise<Agreement> => {
  const { status: _status, actorId, ...terms } = input;
  const outcomes = screenParties(await screeningIndexFor(infra).current(), terms);
  const taken = (existing = terms.agreementNumber) =>
    new AppError(
      'CONFLICT',
      existing === terms.agreementNumber
        ? `Agreement number ${existing} already exists`
        : `Agreement number ${terms.agreementNumber} already exists as ${existing}`,
    );
  try {
    const { row, eventIds } = await infra.prisma.$transaction(async (tx) => {
      // 'boa-1' beside 'BOA-1' would be two agreements that orders, signatures and people cannot
      // tell apart: a number differing only in case is taken too. The unique index is on the
      // number as written, so two creates of one number in two cases wait for each other here
      // (until the first commits) rather than both finding nothing.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`agreement-number:${terms.agreementNumber.toLowerCase()}`}))`;
      const existing = await tx.basicOrderingAgreement.findFirst({
        where: { agreementNumber: { equals: terms.agreementNumber, mode: 'insensitive' } },
        select: { agreementNumber: true },
      });
      if (existing) throw taken(existing.agreementNumber);
      return insertVersion(tx, {
        terms,
        version: 1,
        amendsId: null,
        outcomes,
        actorId,
        signedIn,
        detail: null,
      });
    });
    await dispatchEvents({ infra, eventIds });
    infra.logger.info(
      { agreementId: row.id, parties: outcomes.map((o) => o.result) },
      'agreement created',
    );
    await notifyChanged(infra, AGREEMENT_KEYS);
    return loadAgreementDto(infra, row.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
};
