import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../api/src/app';
import { agreementInput, createAgreement, get, ok } from '../helpers/agreements';
import { postJson, useTestApp } from '../helpers/use-test-app';

describe('/api/basic-ordering-agreements', () => {
  const ctx = useTestApp({ watchlists: true });
  // Party screening here is about the agreement; list staleness is covered by the screening tests.
  beforeAll(() => {
    process.env.WATCHLIST_STALE_AFTER_DAYS = '3650';
  });
  afterAll(() => {
    delete process.env.WATCHLIST_STALE_AFTER_DAYS;
  });
  const create = (payload: unknown) => postJson(ctx(), '/api/basic-ordering-agreements', payload);

  describe('POST /api/basic-ordering-agreements', () => {
    it('stores names that look like HTML as the text they are, through the production serializer', async () => {
      // Production writes responses with compiled serializers (tests validate them with zod).
      const fast = await buildApp({ infra: ctx().infra, validateResponses: false });
      try {
        const buyerName = '<img src=x onerror=alert(1)> BOA buyer';
        const created = await fast.inject({
          method: 'POST',
          url: '/api/basic-ordering-agreements',
          headers: { 'content-type': 'application/json' },
          // Only the required fields: every other term takes its default.
          payload: {
            agreementNumber: 'BOA-XSS-1',
            buyerName,
            sellerName: 'Seller Ltd',
            authenticationMethod: 'PKI',
          },
        });
        expect(created.statusCode, created.body).toBe(201);
        expect(created.json()).toMatchObject({ agreementNumber: 'BOA-XSS-1', buyerName });
        const listed = await fast.inject({ method: 'GET', url: '/api/basic-ordering-agreements' });
        expect(listed.statusCode, listed.body).toBe(200);
        expect(listed.json()).toEqual([expect.objectContaining({ buyerName })]);
      } finally {
        await fast.close();
      }
    });

    it("accepts the spec client's payload with vendorId 1 on a fresh install and stores a draft", async () => {
      expect(await ctx().infra.prisma.vendor.count()).toBe(0);
      const body = await ok(create(agreementInput({ agreementNumber: 'BOA-2024-001' })), 201);
      expect(body).toMatchObject({
        agreementNumber: 'BOA-2024-001',
        version: 1,
        amendsId: null,
        agreementType: 'basic_ordering',
        validityPeriod: 12,
        currency: 'USD',
        dataExchangeProtocol: 'EDI',
        documentFormat: 'JSON',
        encryptionStandard: 'AES-256',
        vendorId: 1,
        governingLaw: 'ICC Uniform Rules',
        iccRulesVersion: '2024',
        status: 'draft',
        legalReview: false,
        complianceApproval: false,
        termsFrozen: false,
        signatures: [],
      });
      // Vendor 1 is the platform's own organisation, created on first use; the directory omits it.
      const vendor = await ctx().infra.prisma.vendor.findUniqueOrThrow({ where: { id: 1 } });
      expect(vendor).toMatchObject({ isOrganisation: true, displayName: 'Compliance Platform' });
      expect((await get(ctx(), '/api/vendors')).json()).toEqual([]);
      // Both parties were screened against the loaded lists, with the lists named.
      expect(body.parties).toHaveLength(2);
      for (const party of body.parties as Array<{
        screened: boolean;
        result: string;
        lists: string[];
      }>) {
        expect(party).toMatchObject({ screened: true, result: 'clear' });
        expect(party.lists).toContain('us_ofac_sdn');
      }
      const detail = await ok(get(ctx(), `/api/basic-ordering-agreements/${body.id}`));
      expect(detail.auditTrail).toMatchObject([{ action: 'created', toStatus: 'draft' }]);
    });

    it('answers the four required-field messages and the validity rule', async () => {
      const response = await create({ validityPeriod: 0 });
      expect(response.statusCode).toBe(400);
      const message = response.json().message as string;
      for (const text of [
        'Agreement number is required',
        'Buyer name is required',
        'Seller name is required',
        'Authentication method is required',
        'Validity period must be at least 1 month',
      ])
        expect(message).toContain(text);
    });

    it.each([
      [{ maxOrderValue: 0 }, 'Max order value must be greater than 0'],
      [{ maxOrderValue: -5 }, 'Max order value must be greater than 0'],
      [{ maxOrderValue: 10.555 }, 'maxOrderValue must have at most 2 decimal places'],
      [{ validityPeriod: 2.5 }, 'validityPeriod must be a whole number of months'],
      [{ validityPeriod: '12' }, 'Validity period must be at least 1 month'],
      [{ currency: 'CNY' }, 'currency must be one of: USD, EUR, GBP, JPY'],
      [{ agreementType: 'spot' }, 'agreementType must be one of'],
      [{ dataExchangeProtocol: 'FTP' }, 'dataExchangeProtocol must be one of'],
      [{ status: 'active' }, 'status must be draft when creating'],
      [{ vendorId: 'one' }, 'vendorId must be a number'],
      [{ extra: true }, 'extra'],
    ])('rejects %o with a clear message and writes nothing', async (override, text) => {
      const response = await create(agreementInput(override));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(text);
      expect(await ctx().infra.prisma.basicOrderingAgreement.count()).toBe(0);
    });

    it('rejects malformed JSON, an unknown vendor and a taken agreement number', async () => {
      const malformed = await ctx().app.inject({
        method: 'POST',
        url: '/api/basic-ordering-agreements',
        headers: { 'content-type': 'application/json' },
        payload: '{"agreementNumber": ',
      });
      expect(malformed.statusCode).toBe(400);
      const unknownVendor = await create(agreementInput({ vendorId: 99 }));
      expect(unknownVendor.statusCode).toBe(422);
      expect(unknownVendor.json().message).toBe('vendorId 99 is not a vendor in the directory');

      await createAgreement(ctx(), { agreementNumber: 'BOA-DUP' });
      const taken = await create(agreementInput({ agreementNumber: 'BOA-DUP' }));
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('Agreement number BOA-DUP already exists');
      for (const hidden of ['BOA-\u202eDUP', 'BOA-\u200bDUP', 'BOA-\tDUP']) {
        const spoof = await create(agreementInput({ agreementNumber: hidden }));
        expect(spoof.statusCode, JSON.stringify(hidden)).toBe(400);
        expect(spoof.json().message).toBe(
          'agreementNumber: Agreement number may not contain control or invisible formatting characters',
        );
      }
      const withItself = await create(
        agreementInput({ buyerName: 'Globex Trading GmbH', sellerName: ' globex trading gmbh' }),
      );
      expect(withItself.statusCode).toBe(400);
      expect(withItself.json().message).toBe(
        'sellerName: Buyer and seller must be different parties',
      );
      const otherCase = await create(agreementInput({ agreementNumber: 'boa-dup' }));
      expect(otherCase.statusCode).toBe(409);
      expect(otherCase.json().message).toBe('Agreement number boa-dup already exists as BOA-DUP');
      expect(await ctx().infra.prisma.basicOrderingAgreement.count()).toBe(1);
    });

    it('creates one agreement when two requests send one number in two cases at once', async () => {
      for (const n of [1, 2, 3, 4, 5]) {
        const replies = await Promise.all(
          [`BOA-RACE-${n}`, `boa-race-${n}`].map((agreementNumber) =>
            create(agreementInput({ agreementNumber })),
          ),
        );
        expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
      }
      const numbers = await ctx().infra.prisma.basicOrderingAgreement.findMany({
        where: { agreementNumber: { startsWith: 'boa-race-', mode: 'insensitive' } },
        select: { agreementNumber: true },
      });
      expect(numbers).toHaveLength(5);
    });
  });

  describe('GET /api/basic-ordering-agreements', () => {
    it('pages newest first with X-Total-Count and Link rel="next", searches and counts stats', async () => {
      for (let i = 1; i <= 5; i += 1)
        await createAgreement(ctx(), {
          agreementNumber: `BOA-P${i}`,
          iccRulesVersion: i === 5 ? '2010' : '2024',
        });
      const first = await get(ctx(), '/api/basic-ordering-agreements?limit=2');
      expect(first.headers['x-total-count']).toBe('5');
      expect(first.json().map((a: { agreementNumber: string }) => a.agreementNumber)).toEqual([
        'BOA-P5',
        'BOA-P4',
      ]);
      const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
      const second = await get(ctx(), next);
      expect(second.json().map((a: { agreementNumber: string }) => a.agreementNumber)).toEqual([
        'BOA-P3',
        'BOA-P2',
      ]);
      const last = await get(ctx(), /<([^>]+)>/.exec(String(second.headers.link))![1]!);
      expect(last.json()).toHaveLength(1);
      expect(last.headers.link).toBeUndefined();

      const search = await get(ctx(), '/api/basic-ordering-agreements?q=p3');
      expect(search.json()).toHaveLength(1);
      expect(search.headers['x-total-count']).toBe('1');
      expect((await get(ctx(), '/api/basic-ordering-agreements?limit=501')).statusCode).toBe(400);
      expect((await get(ctx(), '/api/basic-ordering-agreements?cursor=!!')).statusCode).toBe(400);
      expect((await get(ctx(), '/api/basic-ordering-agreements?cursor=Zm9v')).statusCode).toBe(400);
      expect((await get(ctx(), '/api/basic-ordering-agreements?status=open')).statusCode).toBe(400);

      expect((await get(ctx(), '/api/basic-ordering-agreements/stats')).json()).toEqual({
        total: 5,
        active: 0,
        digitalOrders: 0,
        iccCompliant: 4,
      });
      expect((await get(ctx(), '/api/digital-trade-orders')).json()).toEqual([]);
      expect((await get(ctx(), '/api/basic-ordering-agreements/999')).statusCode).toBe(404);
    });
  });
});
