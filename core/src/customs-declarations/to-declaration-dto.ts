import type { CustomsDeclaration, DeclarationItem } from '@compliance/contracts';
import type { CustomsDeclaration as Row, PartyScreening } from '@compliance/db';

import { pendingPartyDto, toPartyScreeningDto } from '../screening/parties/screen-party';

const storedItems = (value: unknown): DeclarationItem[] =>
  Array.isArray(value) ? (value as DeclarationItem[]) : [];

/** Named consignor and consignee, each with its screening; a party without a row is pending. */
const partiesOf = (row: Row, screenings: PartyScreening[]) =>
  (['consignor', 'consignee'] as const).flatMap((role) => {
    const name = (role === 'consignor' ? row.consignorName : row.consigneeName)?.trim();
    if (!name) return [];
    const screening = screenings.find((s) => s.role === role);
    return [screening ? toPartyScreeningDto(screening) : pendingPartyDto(role, [name])];
  });

export const toDeclarationDto = (
  row: Row,
  screenings: PartyScreening[] = [],
): CustomsDeclaration => ({
  id: row.id,
  declarationNumber: row.declarationNumber,
  declarationType: row.declarationType,
  customsOffice: row.customsOffice,
  declarantName: row.declarantName,
  declarantCode: row.declarantCode,
  consignorName: row.consignorName,
  consigneeName: row.consigneeName,
  consignorAddress: row.consignorAddress,
  consigneeAddress: row.consigneeAddress,
  // Decimal(15, 2) fits a double exactly enough for display and sums.
  totalValue: row.totalValue === null ? null : Number(row.totalValue),
  currency: row.currency,
  countryOfOrigin: row.countryOfOrigin,
  countryOfDestination: row.countryOfDestination,
  transportMode: row.transportMode,
  items: storedItems(row.items),
  status: row.status,
  rejectionReason: row.rejectionReason,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  clearedAt: row.clearedAt ? row.clearedAt.toISOString() : null,
  partyScreenings: partiesOf(row, screenings),
});
