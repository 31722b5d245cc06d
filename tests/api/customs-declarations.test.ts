import { describe, expect, it } from 'vitest';

import { waitFor } from '../helpers/test-app';
import { postJson, useTestApp } from '../helpers/use-test-app';

describe('/api/customs-declarations', () => {
  const ctx = useTestApp({ withWorkers: true });

  const create = (payload: Record<string, unknown>) =>
    postJson(ctx(), '/api/customs-declarations', payload);
  const minimal = { customsOffice: 'Rotterdam', declarantName: 'Acme Freight' };
  const setStatus = (id: number, payload: Record<string, unknown>) =>
    postJson(ctx(), `/api/customs-declarations/${id}/status`, payload);

  describe('POST /api/customs-declarations', () => {
    it('stores the form fields and returns the declaration', async () => {
      const response = await create({
        declarationNumber: 'DCL-1732240000000',
        declarationType: 'export',
        customsOffice: ' Felixstowe ',
        declarantName: 'Acme Freight',
        declarantCode: 'GB123',
        consignorName: 'Acme Ltd',
        consigneeName: 'Globex GmbH',
        consignorAddress: '',
        consigneeAddress: 'Berlin',
        totalValue: 12500.5,
        currency: 'EUR',
        countryOfOrigin: 'United Kingdom',
        countryOfDestination: 'Germany',
        transportMode: 'air',
        items: [{ description: 'Widgets', quantity: 10, value: 1250.05 }],
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        declarationNumber: 'DCL-1732240000000',
        declarationType: 'export',
        customsOffice: 'Felixstowe',
        consignorAddress: null,
        totalValue: 12500.5,
        currency: 'EUR',
        transportMode: 'air',
        items: [{ description: 'Widgets', quantity: 10, value: 1250.05 }],
        status: 'submitted',
        clearedAt: null,
      });
      expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
      // The screening index is not built yet in this process: the named parties are saved
      // pending (never clear) and left to the re-screening job.
      expect(body.partyScreenings).toEqual([
        expect.objectContaining({
          role: 'consignor',
          names: ['Acme Ltd'],
          status: 'pending',
          result: null,
        }),
        expect.objectContaining({ role: 'consignee', names: ['Globex GmbH'], status: 'pending' }),
      ]);
      const row = await ctx().infra.prisma.customsDeclaration.findUniqueOrThrow({
        where: { id: body.id },
      });
      expect(Number(row.totalValue)).toBe(12500.5);
    });

    it('applies the defaults and generates a DCL- number when none is sent', async () => {
      const response = await create(minimal);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        declarationType: 'import',
        currency: 'USD',
        transportMode: 'sea',
        totalValue: null,
        items: [],
        status: 'submitted',
      });
      expect(response.json().declarationNumber).toMatch(/^DCL-\d+$/);
    });

    it('creates a draft when asked to, never a decided declaration', async () => {
      const response = await create({ ...minimal, status: 'draft' });
      expect(response.json().status).toBe('draft');
      expect((await create({ ...minimal, status: 'cleared' })).statusCode).toBe(400);
    });

    it.each([
      [{ declarantName: 'A' }, /customsOffice: Customs office is required/],
      [{ customsOffice: 'X', declarantName: '  ' }, /declarantName: Declarant name is required/],
      [{ ...minimal, totalValue: '12' }, /totalValue: totalValue must be a number/],
      [{ ...minimal, totalValue: -1 }, /totalValue must not be negative/],
      [{ ...minimal, currency: 'CHF' }, /currency must be one of: USD, EUR, GBP, JPY, CNY/],
      [{ ...minimal, transportMode: 'road' }, /transportMode must be one of: sea, air, land, rail/],
      [{ ...minimal, declarationType: 're-export' }, /declarationType must be one of/],
      [{ ...minimal, items: { description: 'x' } }, /items must be a list/],
      [{ ...minimal, items: [{ description: 'x', quantity: '2', value: 1 }] }, /quantity must be/],
      [{ ...minimal, items: [{ quantity: 2, value: 1 }] }, /description must be a string/],
      [
        { ...minimal, items: [{ description: 'x', quantity: 1.5e308, value: 1 }] },
        /items\[\]\.quantity is too large/,
      ],
      [
        { ...minimal, items: [{ description: 'x', quantity: 1, value: 1e308 }] },
        /items\[\]\.value is too large/,
      ],
    ])('rejects %j with a 400', async (payload, message) => {
      const response = await create(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().message).toMatch(message);
    });

    it('answers malformed JSON with a 400', async () => {
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/api/customs-declarations',
        headers: { 'content-type': 'application/json' },
        payload: '{"customsOffice": "Rotterdam",',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Malformed JSON body');
    });

    it('refuses a duplicate declaration number with a 409', async () => {
      expect((await create({ ...minimal, declarationNumber: 'DCL-1' })).statusCode).toBe(201);
      const again = await create({ ...minimal, declarationNumber: 'DCL-1' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Declaration number DCL-1 already exists');
      expect(await ctx().infra.prisma.customsDeclaration.count()).toBe(1);
    });
  });

  describe('GET', () => {
    it('lists newest first, filters by status and returns one by id', async () => {
      const first = (
        await create({ ...minimal, declarationNumber: 'DCL-A', status: 'draft' })
      ).json();
      const second = (await create({ ...minimal, declarationNumber: 'DCL-B' })).json();
      const list = await ctx().app.inject({ method: 'GET', url: '/api/customs-declarations' });
      expect(list.statusCode).toBe(200);
      expect(list.json().map((d: { id: number }) => d.id)).toEqual([second.id, first.id]);
      const submitted = await ctx().app.inject({
        method: 'GET',
        url: '/api/customs-declarations?status=submitted',
      });
      expect(submitted.json().map((d: { id: number }) => d.id)).toEqual([second.id]);
      const bad = await ctx().app.inject({
        method: 'GET',
        url: '/api/customs-declarations?status=pending',
      });
      expect(bad.statusCode).toBe(400);
      const one = await ctx().app.inject({
        method: 'GET',
        url: `/api/customs-declarations/${first.id}`,
      });
      expect(one.json()).toMatchObject({ id: first.id, declarationNumber: 'DCL-A' });
      const missing = await ctx().app.inject({
        method: 'GET',
        url: '/api/customs-declarations/999',
      });
      expect(missing.statusCode).toBe(404);
    });

    it('sums every declaration for the summary cards: counts by status and USD values only', async () => {
      const summary = async () =>
        (
          await ctx().app.inject({ method: 'GET', url: '/api/customs-declarations/summary' })
        ).json();
      expect(await summary()).toEqual({ total: 0, cleared: 0, pending: 0, totalValueUsd: 0 });
      await create({
        ...minimal,
        declarationNumber: 'DCL-S1',
        totalValue: 1000.25,
        currency: 'USD',
      });
      await create({ ...minimal, declarationNumber: 'DCL-S2', totalValue: 500, currency: 'USD' });
      await create({ ...minimal, declarationNumber: 'DCL-S3', totalValue: 9999, currency: 'EUR' });
      const draft = (
        await create({ ...minimal, declarationNumber: 'DCL-S4', status: 'draft' })
      ).json();
      const cleared = (await create({ ...minimal, declarationNumber: 'DCL-S5' })).json();
      expect((await setStatus(cleared.id, { status: 'cleared' })).statusCode).toBe(200);
      expect(draft.status).toBe('draft');
      expect(await summary()).toEqual({
        total: 5,
        cleared: 1,
        pending: 3,
        totalValueUsd: 1500.25,
      });
    });
  });

  describe('POST /:id/status', () => {
    it('moves draft -> submitted -> cleared and stamps clearedAt', async () => {
      const { id } = (await create({ ...minimal, status: 'draft' })).json();
      expect((await setStatus(id, { status: 'cleared' })).statusCode).toBe(409);
      const submitted = await setStatus(id, { status: 'submitted' });
      expect(submitted.json()).toMatchObject({ status: 'submitted', clearedAt: null });
      const cleared = await setStatus(id, { status: 'cleared' });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().status).toBe('cleared');
      expect(Date.now() - new Date(cleared.json().clearedAt).getTime()).toBeLessThan(60_000);
      const again = await setStatus(id, { status: 'rejected' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Cannot change a cleared declaration to rejected');
      expect((await setStatus(id, { status: 'draft' })).statusCode).toBe(400);
      expect((await setStatus(999, { status: 'submitted' })).statusCode).toBe(404);
      expect(await ctx().infra.prisma.domainEvent.count()).toBe(0);
    });

    it('records declaration.rejected and the worker raises a warning alert', async () => {
      const { id } = (
        await create({ ...minimal, declarationNumber: 'DCL-77', status: 'submitted' })
      ).json();
      const rejected = await setStatus(id, { status: 'rejected', reason: 'Missing invoice' });
      expect(rejected.json()).toMatchObject({
        status: 'rejected',
        rejectionReason: 'Missing invoice',
        clearedAt: null,
      });
      const event = await ctx().infra.prisma.domainEvent.findFirstOrThrow({
        where: { subjectId: id },
      });
      expect(event).toMatchObject({
        type: 'declaration.rejected',
        subjectType: 'customs_declaration',
      });
      const alert = await waitFor(() =>
        ctx().infra.prisma.complianceAlert.findFirst({
          where: { subjectType: 'customs_declaration', subjectId: id },
        }),
      );
      expect(alert).toMatchObject({
        severity: 'warning',
        title: 'Customs declaration rejected: DCL-77',
        description: 'Missing invoice',
        status: 'open',
      });
      const alerts = await ctx().app.inject({ method: 'GET', url: '/api/compliance-alerts' });
      const listed = alerts.json().find((a: { subjectId: number }) => a.subjectId === id);
      expect(listed.link).toBe(`/customs-declarations?focus=${id}`);
    });
  });
});
