import { describe, expect, it } from 'vitest';

import { verifyDocument } from '../../../worker/src/handlers/document-verification';
import {
  type FixtureType,
  makeCertificateOfOriginPdf,
  makeDocx,
  makeExportLicencePdf,
  makePackingListPdf,
  makePdf,
} from '../../fixtures/documents/make-fixtures';

const now = new Date('2025-06-01T08:00:00.000Z');
const verify = (bytes: Buffer, declaredType: FixtureType, fileName = 'document.pdf') =>
  verifyDocument({ bytes, declaredType, fileName }, { now });

const REQUIRED: Record<FixtureType, [omit: string, reason: string][]> = {
  commercial_invoice: [
    ['invoiceNumber', 'Missing invoice number'],
    ['seller', 'Missing seller/exporter'],
    ['buyer', 'Missing buyer/importer'],
    ['currency', 'Missing currency'],
    ['total', 'Missing total amount'],
  ],
  bill_of_lading: [
    ['shipper', 'Missing shipper'],
    ['consignee', 'Missing consignee'],
    ['portOfLoading', 'Missing port of loading'],
    ['portOfDischarge', 'Missing port of discharge'],
  ],
  certificate_of_origin: [
    ['countryOfOrigin', 'Missing country of origin'],
    ['exporter', 'Missing exporter'],
  ],
  packing_list: [
    ['packages', 'Missing number of packages'],
    ['weight', 'Missing gross or net weight'],
  ],
  export_license: [
    ['licenceNumber', 'Missing licence number'],
    ['expiry', 'Missing licence validity (expiry date)'],
    ['licensee', 'Missing licensee name'],
  ],
};

const EXPECTED_FIELDS: Record<FixtureType, Record<string, string>> = {
  commercial_invoice: {
    invoiceNumber: 'INV-2025-00417',
    seller: 'Shenzhen Brightway Electronics Co., Ltd.',
    buyer: 'Nordhaven Trading B.V.',
    currency: 'USD',
  },
  bill_of_lading: {
    blNumber: 'MEDU4829175',
    shipper: 'Shenzhen Brightway Electronics Co., Ltd.',
    consignee: 'Nordhaven Trading B.V.',
    portOfLoading: 'Yantian, Shenzhen, China',
    portOfDischarge: 'Rotterdam, Netherlands',
  },
  certificate_of_origin: {
    countryOfOrigin: 'China',
    countryOfOriginCode: 'CN',
    exporter: 'Shenzhen Brightway Electronics Co., Ltd.',
  },
  packing_list: { packages: '48 cartons', grossWeight: '1,152.0 kg', netWeight: '1,080.0 kg' },
  export_license: {
    licenceNumber: 'GBSIEL/2025/0012345',
    licensee: 'Harwell Precision Instruments Ltd',
    expiryDate: '2026-03-31',
  },
};

const TYPES = Object.keys(REQUIRED) as FixtureType[];

describe.each(TYPES)('%s', (type) => {
  it('verifies a complete PDF and captures its fields', async () => {
    const outcome = await verify(await makePdf(type), type);
    expect(outcome.status).toBe('verified');
    expect(outcome.reasons).toHaveLength(1);
    expect(outcome.verification.extractedFields).toMatchObject(EXPECTED_FIELDS[type]);
  });

  it('verifies the same document as DOCX', async () => {
    const outcome = await verify(await makeDocx(type), type, 'document.docx');
    expect(outcome.status).toBe('verified');
    expect(outcome.verification.extractedFields).toMatchObject(EXPECTED_FIELDS[type]);
  });

  it.each(REQUIRED[type])('rejects it without %s', async (omit, reason) => {
    const outcome = await verify(await makePdf(type, { omit: [omit] }), type);
    expect(outcome.status).toBe('rejected');
    expect(outcome.reasons).toEqual([reason]);
    expect(outcome.verification.findings).toContainEqual(
      expect.objectContaining({ severity: 'error', message: reason }),
    );
  });
});

describe('warnings and validations', () => {
  it('only warns when a bill of lading has no B/L number', async () => {
    const outcome = await verify(
      await makePdf('bill_of_lading', { omit: ['blNumber'] }),
      'bill_of_lading',
    );
    expect(outcome.status).toBe('verified');
    expect(outcome.reasons[1]).toBe('Missing B/L number');
  });

  it('only warns when a certificate of origin has no consignee', async () => {
    const bytes = await makeCertificateOfOriginPdf({ omit: ['consignee'] });
    const outcome = await verify(bytes, 'certificate_of_origin');
    expect(outcome.status).toBe('verified');
    expect(outcome.reasons.slice(1)).toEqual(['Missing consignee']);
  });

  it('rejects a country of origin that is not a country', async () => {
    const outcome = await verify(
      await makeCertificateOfOriginPdf({ country: 'Atlantis' }),
      'certificate_of_origin',
    );
    expect(outcome.reasons).toEqual(['Country of origin "Atlantis" is not a recognised country']);
  });

  it('accepts the origin written as an official name', async () => {
    const bytes = await makeCertificateOfOriginPdf({ country: 'Federal Republic of Germany' });
    const outcome = await verify(bytes, 'certificate_of_origin');
    expect(outcome.verification.extractedFields.countryOfOriginCode).toBe('DE');
  });

  it('only warns when a packing list gives no dimensions', async () => {
    const outcome = await verify(
      await makePackingListPdf({ omit: ['dimensions'] }),
      'packing_list',
    );
    expect(outcome.status).toBe('verified');
    expect(outcome.reasons.slice(1)).toEqual(['Missing package dimensions']);
  });

  it('rejects packing-list weights without a unit', async () => {
    const outcome = await verify(
      await makePackingListPdf({ weightWithoutUnit: true }),
      'packing_list',
    );
    expect(outcome.status).toBe('rejected');
    expect(outcome.reasons).toEqual([
      'Weight 1,152.0 has no unit (kg or lbs)',
      'Weight 1,080.0 has no unit (kg or lbs)',
    ]);
  });

  it('rejects an expired export licence', async () => {
    const expiry = new Date(Date.UTC(2025, 2, 31));
    const outcome = await verify(await makeExportLicencePdf({ expiry }), 'export_license');
    expect(outcome.status).toBe('rejected');
    expect(outcome.reasons).toEqual(['Export licence expired on 2025-03-31']);
  });

  it('treats the expiry day itself as valid and warns when expiry is near', async () => {
    const bytes = await makeExportLicencePdf({ expiry: '01/06/2025' });
    const outcome = await verify(bytes, 'export_license');
    expect(outcome.status).toBe('verified');
    expect(outcome.reasons.slice(1)).toEqual(['Export licence expires soon, on 2025-06-01']);
  });

  it('rejects an expiry that is not a date', async () => {
    const outcome = await verify(
      await makeExportLicencePdf({ expiry: 'until revoked' }),
      'export_license',
    );
    expect(outcome.reasons).toEqual([
      'Licence expiry date "until revoked" is not a recognisable date',
    ]);
  });

  it('checks the declared type, not whatever the file happens to be', async () => {
    const outcome = await verify(await makePdf('packing_list'), 'commercial_invoice');
    expect(outcome.status).toBe('rejected');
    expect(outcome.reasons).toContain('Missing total amount');
  });
});
