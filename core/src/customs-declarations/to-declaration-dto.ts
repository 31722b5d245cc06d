import type { CustomsDeclaration, DeclarationItem } from '@compliance/contracts';
import type { CustomsDeclaration as Row } from '@compliance/db';

const storedItems = (value: unknown): DeclarationItem[] =>
  Array.isArray(value) ? (value as DeclarationItem[]) : [];

export const toDeclarationDto = (row: Row): CustomsDeclaration => ({
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
});
