import type { Vendor } from '@compliance/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createVendor } from '../factories/compliance-rows';
import { createTestApp, resetDatabase, type TestContext } from '../helpers/test-app';

describe('GET /api/vendors', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  beforeEach(() => resetDatabase(ctx.infra));

  const list = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/vendors' });
    expect(response.statusCode).toBe(200);
    return response.json() as Vendor[];
  };

  it('answers an empty list when there are no vendors', async () => {
    expect(await list()).toEqual([]);
  });

  it('lists every vendor by display name with the spec fields', async () => {
    const createdAt = new Date('2021-03-04T05:06:07.000Z');
    const nordic = await createVendor(ctx.infra.prisma, {
      displayName: 'Nordic Timber AB',
      legalName: 'Nordic Timber Aktiebolag',
      country: 'SE',
      city: 'Gothenburg',
      businessType: 'exporter',
      subscriptionTier: 'enterprise',
      verificationStatus: 'verified',
      onboardingCompleted: true,
      website: 'https://nordic-timber.example',
      createdAt,
    });
    await createVendor(ctx.infra.prisma, { displayName: 'Zambezi Copper', isActive: false });
    await createVendor(ctx.infra.prisma, { displayName: 'Andes Coffee Traders' });

    const vendors = await list();
    expect(vendors.map((vendor) => vendor.displayName)).toEqual([
      'Andes Coffee Traders',
      'Nordic Timber AB',
      'Zambezi Copper',
    ]);
    expect(vendors[1]).toEqual({
      id: nordic.id,
      displayName: 'Nordic Timber AB',
      legalName: 'Nordic Timber Aktiebolag',
      country: 'SE',
      city: 'Gothenburg',
      description: 'Bulk commodity trader',
      businessType: 'exporter',
      subscriptionTier: 'enterprise',
      verificationStatus: 'verified',
      isActive: true,
      onboardingCompleted: true,
      website: 'https://nordic-timber.example',
      createdAt: '2021-03-04T05:06:07.000Z',
      // Created directly (as the seed does): not screened yet, which is never shown as clear.
      screening: {
        role: 'vendor',
        names: ['Nordic Timber AB', 'Nordic Timber Aktiebolag'],
        status: 'pending',
        result: null,
        riskLevel: null,
        reasons: [],
        matches: [],
        listVersions: [],
        screenedAt: null,
      },
    });
    expect(vendors[0]).toMatchObject({
      subscriptionTier: 'basic',
      verificationStatus: 'pending',
      website: null,
      city: null,
    });
    expect(vendors[2]!.isActive).toBe(false);
  });

  it('searches the country by its code or its name, besides names and city', async () => {
    await createVendor(ctx.infra.prisma, { displayName: 'Kaveri Spice Exporters', country: 'IN' });
    await createVendor(ctx.infra.prisma, { displayName: 'Andes Coffee Traders', country: 'CO' });
    await createVendor(ctx.infra.prisma, {
      displayName: 'Abidjan Cocoa Board',
      country: 'CI',
      city: 'Abidjan',
    });
    const search = async (q: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/vendors?q=${encodeURIComponent(q)}`,
      });
      expect(response.statusCode).toBe(200);
      return response.json<Vendor[]>().map((vendor) => vendor.displayName);
    };
    expect(await search('india')).toEqual(['Kaveri Spice Exporters']);
    expect(await search('Colombia')).toEqual(['Andes Coffee Traders']);
    expect(await search("Côte d'Ivoire")).toEqual(['Abidjan Cocoa Board']);
    expect(await search('abidjan')).toEqual(['Abidjan Cocoa Board']);
    // Two letters are read as text, not as a code: "co" is in "Coffee" and "Cocoa".
    expect(await search('co')).toEqual(['Abidjan Cocoa Board', 'Andes Coffee Traders']);
  });

  describe('GET /api/vendors/:id', () => {
    it('answers one vendor with its screening; the organisation, a missing id and a bad id are refused', async () => {
      const organisation = await createVendor(ctx.infra.prisma, {
        displayName: 'Our Organisation',
        isOrganisation: true,
      });
      const nordic = await createVendor(ctx.infra.prisma, { displayName: 'Nordic Timber AB' });
      const get = (id: number | string) =>
        ctx.app.inject({ method: 'GET', url: `/api/vendors/${id}` });
      const found = await get(nordic.id);
      expect(found.statusCode).toBe(200);
      expect(found.json()).toMatchObject({
        id: nordic.id,
        displayName: 'Nordic Timber AB',
        screening: { role: 'vendor', status: 'pending', result: null },
      });
      for (const id of [organisation.id, 9999]) {
        const missing = await get(id);
        expect(missing.statusCode).toBe(404);
        expect(missing.json().message).toBe(`Vendor ${id} not found`);
      }
      expect((await get('abc')).statusCode).toBe(400);
    });
  });

  describe('GET /api/vendors/stats', () => {
    const stats = async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/vendors/stats' });
      expect(response.statusCode).toBe(200);
      return response.json();
    };

    it('answers zeros for an empty directory', async () => {
      expect(await stats()).toEqual({
        total: 0,
        active: 0,
        verified: 0,
        enterprise: 0,
        onboarded: 0,
      });
    });

    it('counts the overview over every vendor listed, the organisation left out', async () => {
      await createVendor(ctx.infra.prisma, {
        displayName: 'Our Organisation',
        isOrganisation: true,
        verificationStatus: 'verified',
        subscriptionTier: 'enterprise',
        onboardingCompleted: true,
      });
      const nordic = await createVendor(ctx.infra.prisma, {
        displayName: 'Nordic Timber AB',
        verificationStatus: 'verified',
        subscriptionTier: 'enterprise',
        onboardingCompleted: true,
      });
      await createVendor(ctx.infra.prisma, { displayName: 'Zambezi Copper', isActive: false });
      await createVendor(ctx.infra.prisma, {
        displayName: 'Andes Coffee Traders',
        subscriptionTier: 'premium',
        verificationStatus: 'rejected',
      });
      expect(await stats()).toEqual({
        total: 3,
        active: 2,
        verified: 1,
        enterprise: 1,
        onboarded: 1,
      });
      // A change through the API is counted at once (the cached answer is dropped).
      const changed = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/vendors/${nordic.id}`,
        payload: { isActive: false },
      });
      expect(changed.statusCode).toBe(200);
      expect(await stats()).toMatchObject({ total: 3, active: 1 });
    });
  });

  describe('POST and PATCH', () => {
    const body = {
      displayName: 'Baltic Reefer Lines',
      country: 'LV',
      description: 'Refrigerated cargo',
      businessType: 'broker',
    };
    const send = (method: 'POST' | 'PATCH', url: string, payload: unknown) =>
      ctx.app.inject({ method, url, payload: payload as object });

    it('creates a vendor; saved before the lists are ready, it is pending and queued for screening', async () => {
      const response = await send('POST', '/api/vendors', body);
      expect(response.statusCode).toBe(201);
      const vendor = response.json<Vendor>();
      expect(vendor).toMatchObject({
        displayName: 'Baltic Reefer Lines',
        subscriptionTier: 'basic',
        isActive: true,
        screening: { status: 'pending', result: null, names: ['Baltic Reefer Lines'] },
      });
      const row = await ctx.infra.prisma.partyScreening.findFirstOrThrow({
        where: { subjectType: 'vendor', subjectId: vendor.id },
      });
      expect(row.status).toBe('pending');
      const run = await ctx.infra.prisma.screeningRun.findFirst({ where: { kind: 'rescreen' } });
      expect(run).toMatchObject({ status: 'pending' });
      expect(run!.params).toMatchObject({
        reasons: [{ type: 'party_unscreened', subjectType: 'vendor', subjectId: vendor.id }],
      });
    });

    it.each([
      [{ ...body, displayName: '  ' }, /Display name is required/],
      [{ ...body, businessType: 'shipper' }, /businessType must be one of: trader, importer/],
      [{ ...body, country: undefined }, /Country is required/],
      [{ ...body, rating: 5 }, /Unknown field: rating/],
      [{ ...body, displayName: 'x'.repeat(201) }, /displayName must be at most 200 characters/],
      // A website becomes the card's link: only web addresses, never script or data URLs.
      [{ ...body, website: 'javascript:alert(1)' }, /website must be an http:\/\/ or https:\/\//],
      [{ ...body, website: 'nordic-timber.example' }, /website must be an http/],
      [{ ...body, contactEmail: 'not-an-email' }, /contactEmail must be an email address/],
      [{ ...body, displayName: 123 }, /displayName must be text/],
    ])('refuses a bad vendor with a 400 (%#)', async (payload, message) => {
      const response = await send('POST', '/api/vendors', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
      expect(await ctx.infra.prisma.vendor.count()).toBe(0);
    });

    it('refuses text that is not JSON with 415 and a poisoned prototype by name', async () => {
      const text = await ctx.app.inject({
        method: 'POST',
        url: '/api/vendors',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify(body),
      });
      expect(text.statusCode).toBe(415);
      const poisoned = await ctx.app.inject({
        method: 'POST',
        url: '/api/vendors',
        headers: { 'content-type': 'application/json' },
        payload: `{"displayName":"X","constructor":{"prototype":{"isAdmin":true}}}`,
      });
      expect(poisoned.statusCode).toBe(400);
      expect(poisoned.json().message).toBe(
        'Request body refused: a __proto__ or constructor.prototype key is not allowed',
      );
      expect(await ctx.infra.prisma.vendor.count()).toBe(0);
    });

    it('refuses a second vendor of the same name with a 409', async () => {
      await createVendor(ctx.infra.prisma, { displayName: 'Baltic Reefer Lines' });
      const response = await send('POST', '/api/vendors', body);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        "A vendor named 'Baltic Reefer Lines' is already in the directory",
      );
    });

    it('changes a vendor, and refuses empty, unknown and missing ones', async () => {
      const vendor = await createVendor(ctx.infra.prisma, { displayName: 'Andes Coffee Traders' });
      const changed = await send('PATCH', `/api/vendors/${vendor.id}`, {
        isActive: false,
        website: '',
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ isActive: false, website: null });
      expect((await send('PATCH', `/api/vendors/${vendor.id}`, {})).json().message).toMatch(
        /Nothing to update: send at least one field/,
      );
      expect((await send('PATCH', `/api/vendors/${vendor.id}`, { tier: 'gold' })).statusCode).toBe(
        400,
      );
      const script = await send('PATCH', `/api/vendors/${vendor.id}`, {
        website: 'javascript:alert(1)',
      });
      expect(script.statusCode).toBe(400);
      expect(
        (await ctx.infra.prisma.vendor.findUnique({ where: { id: vendor.id } }))!.website,
      ).toBe(null);
      const missing = await send('PATCH', '/api/vendors/9999', { description: 'x' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Vendor 9999 not found');
    });
  });
});
