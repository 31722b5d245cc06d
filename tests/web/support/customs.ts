import type { CustomsDeclaration } from '@compliance/contracts';

/** A declaration as the API answers it; ids count up across a test file. */
let nextId = 1;
export const buildDeclaration = (
  overrides: Partial<CustomsDeclaration> = {},
): CustomsDeclaration => {
  const id = nextId++;
  return {
    id,
    declarationNumber: `DCL-${1_700_000_000_000 + id}`,
    declarationType: 'import',
    customsOffice: 'Rotterdam',
    declarantName: 'Acme Freight',
    declarantCode: null,
    consignorName: 'Acme Ltd',
    consigneeName: 'Globex GmbH',
    consignorAddress: null,
    consigneeAddress: null,
    totalValue: 1000,
    currency: 'USD',
    countryOfOrigin: null,
    countryOfDestination: null,
    transportMode: 'sea',
    items: [],
    status: 'draft',
    rejectionReason: null,
    createdAt: '2025-03-14T10:00:00.000Z',
    updatedAt: '2025-03-14T10:00:00.000Z',
    clearedAt: null,
    partyScreenings: [],
    ...overrides,
  };
};
