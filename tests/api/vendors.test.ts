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
    });
    expect(vendors[0]).toMatchObject({
      subscriptionTier: 'basic',
      verificationStatus: 'pending',
      website: null,
      city: null,
    });
    expect(vendors[2]!.isActive).toBe(false);
  });
});
