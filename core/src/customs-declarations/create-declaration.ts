// POST /api/customs-declarations. The client normally sends 'DCL-' + timestamp; when it does not,
// the server makes one in the same shape. A taken number is a 409, never a silent rename. The
// named consignor and consignee are screened against the watchlists with the declaration.
import { randomInt } from 'node:crypto';

import {
  API_PATHS,
  type CustomsDeclaration,
  type CustomsDeclarationCreateParsed,
  DECLARATION_NUMBER_PREFIX,
  declarationJurisdictionFlags,
} from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { Prisma } from '@compliance/db';

import { dispatchEvents, recordEvent } from '../events/record-event';
import type { Infra } from '../infra';
import { notifyChanged } from '../infra/notify-changed';
import {
  afterPartyScreenings,
  type PartySubject,
  screenPartiesNow,
  writePartyScreenings,
} from '../screening/parties/record-party-screenings';
import { partyNames, type PartyToScreen } from '../screening/parties/screen-party';
import { validateHsCode } from '../tariffs/hs-codes';
import { toDeclarationDto } from './to-declaration-dto';

type Deps = Pick<Infra, 'prisma' | 'dispatcher' | 'notifier' | 'logger'>;

export const DECLARATION_KEYS = [API_PATHS.customsDeclarations, API_PATHS.dashboardStats];

// Two server-generated numbers in the same millisecond must not collide.
const generateNumber = () =>
  `${DECLARATION_NUMBER_PREFIX}${Date.now()}${String(randomInt(0, 1000)).padStart(3, '0')}`;

/** The named consignor and consignee, screened as the declaration is written. */
const declarationParties = (input: CustomsDeclarationCreateParsed): PartyToScreen[] =>
  (
    [
      { role: 'consignor', names: partyNames(input.consignorName), country: null },
      { role: 'consignee', names: partyNames(input.consigneeName), country: null },
    ] as const
  ).filter((p) => p.names.length > 0);

const subjectOf = (row: { id: number; declarationNumber: string }): PartySubject => ({
  subjectType: 'customs_declaration',
  subjectId: row.id,
  label: row.declarationNumber,
});

export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';

export const createDeclaration = async ({
  infra,
  input,
}: {
  infra: Deps;
  input: CustomsDeclarationCreateParsed;
}): Promise<CustomsDeclaration> => {
  const declarationNumber = input.declarationNumber ?? generateNumber();
  // Every item's HS code must exist in the loaded HS 2022 nomenclature; nothing is written otherwise.
  for (const [index, item] of input.items.entries()) {
    if (item.hsCode) await validateHsCode(infra.prisma, item.hsCode, `items[${index}].hsCode`);
  }
  const screened = await screenPartiesNow(infra, declarationParties(input));
  try {
    // A shipment from or to an embargoed jurisdiction records an event with the declaration, so
    // the alert and review workflow cannot be lost between the two writes.
    const jurisdictions = declarationJurisdictionFlags(input);
    const { row, eventId, partyEventIds, screenings } = await infra.prisma.$transaction(
      async (tx) => {
        const created = await tx.customsDeclaration.create({
          data: {
            ...input,
            declarationNumber,
            items: input.items as unknown as Prisma.InputJsonValue,
          },
        });
        const recorded = jurisdictions.length
          ? await recordEvent(tx, {
              type: 'declaration.sanctioned_jurisdiction',
              subjectType: 'customs_declaration',
              subjectId: created.id,
              payload: {
                declarationNumber,
                declarantName: created.declarantName,
                jurisdictions: jurisdictions.slice(0, 20),
              },
            })
          : null;
        const partyEventIds = await writePartyScreenings(tx, {
          subject: subjectOf(created),
          screened,
          trigger: 'created',
        });
        const screenings = await tx.partyScreening.findMany({
          where: { subjectType: 'customs_declaration', subjectId: created.id },
        });
        return { row: created, eventId: recorded, partyEventIds, screenings };
      },
    );
    if (eventId !== null) await dispatchEvents({ infra, eventIds: [eventId] });
    await afterPartyScreenings(infra, {
      subject: subjectOf(row),
      screened,
      eventIds: partyEventIds,
    });
    infra.logger.info(
      { customsDeclarationId: row.id, declarationNumber, status: row.status },
      'customs declaration created',
    );
    await notifyChanged(infra, DECLARATION_KEYS);
    return toDeclarationDto(row, screenings);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', `Declaration number ${declarationNumber} already exists`);
    }
    throw error;
  }
};
