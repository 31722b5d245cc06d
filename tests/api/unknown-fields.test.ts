// A create body with a field the route does not know is refused by name, not stored without it: a
// misspelt optional field ("dateofBirth") would otherwise vanish and the record lack it unnoticed.
import { describe, expect, it } from 'vitest';

import { postJson, useTestApp } from '../helpers/use-test-app';

const CREATE_ROUTES: Array<[url: string, body: Record<string, unknown>]> = [
  ['/api/kyc-screening', { entityName: 'Harriet Clearwater', country: 'Canada' }],
  [
    '/api/sanctions-screening',
    {
      entityName: 'Harriet Clearwater',
      entityType: 'individual',
      screeningResult: 'clear',
      riskLevel: 'low',
    },
  ],
  [
    '/api/sanctions-screening/check',
    { entityName: 'Harriet Clearwater', entityType: 'individual' },
  ],
  [
    '/api/customs-declarations',
    {
      declarationNumber: 'DCL-1',
      customsOffice: 'Rotterdam',
      declarantName: 'Acme BV',
      totalValue: 100,
      items: [],
    },
  ],
  [
    '/api/regulations',
    {
      title: 'Regulation on deforestation-free products',
      regulationCode: 'EUDR-T',
      country: 'European Union',
      regulationType: 'import',
      description: 'Due diligence for cocoa.',
      effectiveDate: '2023-06-29',
      source: 'EUR-Lex',
    },
  ],
  [
    '/api/tariff-classifications',
    { productDescription: 'Roasted coffee beans', hsCode: '090121', country: 'US' },
  ],
  ['/api/commodity-subcategories', { categoryId: 1, name: 'Cocoa', hsCode: '1801' }],
  ['/api/market-analysis/tariff-comparison', { hsCode: '090121', targetMarkets: ['US'] }],
  [
    '/api/digital-trade-orders',
    { agreementId: 1, orderType: 'purchase', totalValue: 10, currency: 'USD' },
  ],
  ['/api/vendors', { displayName: 'Baltic Reefer Lines', country: 'LV', businessType: 'broker' }],
  [
    '/api/basic-ordering-agreements',
    {
      agreementNumber: 'BOA-UNKNOWN-1',
      buyerName: 'Acme',
      sellerName: 'Globex',
      authenticationMethod: 'PKI certificate',
    },
  ],
  // The agreement's other writes: the body is checked before the agreement is looked up.
  ['/api/basic-ordering-agreements/1/amendments', { validityPeriod: 24 }],
  ['/api/basic-ordering-agreements/1/approvals', { kind: 'legal_review' }],
  ['/api/basic-ordering-agreements/1/status', { status: 'suspended' }],
  ['/api/basic-ordering-agreements/1/sign', {}],
  [
    '/api/basic-ordering-agreements/1/signatures',
    { signer: 'Jane Roe', jws: 'a..b', jwk: { kty: 'EC' } },
  ],
  ['/api/digital-trade-orders/1/status', { status: 'accepted' }],
];

describe('unknown fields in create bodies', () => {
  const ctx = useTestApp();

  it.each(CREATE_ROUTES)('POST %s refuses a field it does not know, by name', async (url, body) => {
    const { prisma } = ctx().infra;
    const auditRows = await prisma.auditEvent.count();
    const response = await postJson(ctx(), url, {
      ...body,
      colour: 'red',
      dateofBirth: '1970-01-01',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Unknown field: colour, dateofBirth');
    // Nothing was written: every write is audited.
    expect(await prisma.auditEvent.count()).toBe(auditRows);
  });

  it('still accepts the fields the spec client sends and the server computes itself', async () => {
    const response = await postJson(ctx(), '/api/kyc-screening', {
      entityName: 'Harriet Clearwater',
      country: 'Canada',
      screeningResult: 'clear',
      riskLevel: 'low',
      isPEP: false,
      isBlacklisted: false,
      sanctionsMatch: false,
      amlFlags: [],
    });
    expect(response.statusCode).toBe(201);
  });

  it('says a body that is not an object is not one', async () => {
    const response = await postJson(ctx(), '/api/kyc-screening', ['Harriet Clearwater']);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('The body must be a JSON object');
  });
});
