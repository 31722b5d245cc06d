import { performance } from 'node:perf_hooks';

import { createPrismaClient, type PrismaClient } from '@compliance/db';
import { migrate } from '@compliance/db/migrate';
import { seed } from '@compliance/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createFreshDatabase, type FreshDatabase } from './support/fresh-database';

const counts = async (prisma: PrismaClient) => ({
  documentTypes: await prisma.documentTypeInfo.count(),
  incoterms: await prisma.incoterm.count(),
  categories: await prisma.commodityCategory.count(),
  subcategories: await prisma.commoditySubcategory.count(),
  agreements: await prisma.tradeAgreement.count(),
  vendors: await prisma.vendor.count(),
  alerts: await prisma.complianceAlert.count(),
  workflows: await prisma.complianceWorkflow.count(),
  steps: await prisma.workflowStep.count(),
});

describe('db:seed', () => {
  let db: FreshDatabase;
  let prisma: PrismaClient;

  beforeAll(async () => {
    db = await createFreshDatabase('seed');
    await migrate({ databaseUrl: db.url });
    prisma = createPrismaClient(db.url);
  });
  afterAll(async () => {
    await prisma?.$disconnect();
    await db?.drop();
  });

  it('loads the reference data, and a second run changes no counts', async () => {
    const started = performance.now();
    const first = await seed({ prisma });
    console.info(
      `[measure] reference seed on an empty database: ${Math.round(performance.now() - started)} ms`,
    );
    const afterFirst = await counts(prisma);
    expect(afterFirst).toMatchObject({
      documentTypes: 5,
      incoterms: 11,
      categories: 16,
      // Vendor 1, the platform's own organisation (the signer of agreements), comes first.
      vendors: 1,
      alerts: 0,
      workflows: 0,
    });
    expect(afterFirst.subcategories).toBe(first.commoditySubcategories);
    expect(afterFirst.agreements).toBe(first.tradeAgreements);
    // Members are country codes only: the EEA's 'EU-27' is its 27 states, the UK tariff's 'XS'
    // is Serbia (RS), and a scheme's own group name ('andean') is not a member.
    const agreements = await prisma.tradeAgreement.findMany();
    for (const agreement of agreements) {
      for (const member of agreement.memberCountries)
        expect(member, agreement.code).toMatch(/^[A-Z]{2}$/);
    }
    const eea = agreements.find((a) => a.code === 'EEA')!;
    expect(eea.memberCountries).toEqual(expect.arrayContaining(['DE', 'FR', 'NO', 'IS', 'LI']));
    expect(eea.memberCountries).toHaveLength(30);
    // A coverage flag the source does not give is left out, never written as false: USMCA has a
    // services chapter, though its type (FTA) does not say so.
    const scopeOf = (code: string) => agreements.find((a) => a.code === code)!.coverageScope;
    expect(scopeOf('USMCA')).toEqual({ goods: true, commonExternalTariff: false });
    expect(scopeOf('EEA')).toMatchObject({ services: true });
    expect(scopeOf('UK-JAPAN')).toMatchObject({ reciprocal: true, cumulation: true });
    expect(first.demo).toBeUndefined();

    const rerun = performance.now();
    await seed({ prisma });
    console.info(`[measure] reference seed re-run: ${Math.round(performance.now() - rerun)} ms`);
    expect(await counts(prisma)).toEqual(afterFirst);
  });

  it('restores edited reference rows to the shipped text on the next run', async () => {
    const original = await prisma.incoterm.findFirstOrThrow({ where: { code: 'CIF' } });
    await prisma.incoterm.update({
      where: { id: original.id },
      data: { description: 'edited', commonUse: false },
    });
    await prisma.tradeAgreement.update({
      where: { code: 'EU' },
      data: { memberCountries: ['FR'] },
    });
    await seed({ prisma });
    expect(await prisma.incoterm.findUniqueOrThrow({ where: { id: original.id } })).toMatchObject({
      description: original.description,
      commonUse: true,
    });
    expect(
      (await prisma.tradeAgreement.findUniqueOrThrow({ where: { code: 'EU' } })).memberCountries,
    ).toHaveLength(27);
  });

  it('keeps the dashboard tile ids 1..16 and continues the id sequence after them', async () => {
    const categories = await prisma.commodityCategory.findMany({ orderBy: { id: 'asc' } });
    expect(categories.map((c) => `${c.id} ${c.name}`)).toEqual([
      '1 Foods',
      '2 Non-Foods',
      '3 Timber',
      '4 Non-Timber',
      '5 Terrestrial',
      '6 Aquatic',
      '7 Edible',
      '8 Non-Edible',
      '9 Heavy',
      '10 Light',
      '11 Processed',
      '12 Harnessed',
      '13 Crude Oil',
      '14 Coal',
      '15 Metal',
      '16 Non-Metal',
    ]);
    for (const category of categories) {
      const subs = await prisma.commoditySubcategory.findMany({
        where: { categoryId: category.id },
      });
      expect(subs.length).toBeGreaterThanOrEqual(3);
      for (const sub of subs) expect(sub.hsCode).toMatch(/^\d{4}(\d{2})?$/);
    }
    const added = await prisma.commodityCategory.create({
      data: { name: 'Test category', group: 'Test', description: 'x' },
    });
    expect(added.id).toBe(17);
    await prisma.commodityCategory.delete({ where: { id: added.id } });
  });

  it('maps Incoterms 2020 categories, modes and insurance from the source file', async () => {
    const byCode = new Map((await prisma.incoterm.findMany()).map((i) => [i.code, i]));
    expect([...byCode.keys()].sort()).toEqual([
      'CFR',
      'CIF',
      'CIP',
      'CPT',
      'DAP',
      'DDP',
      'DPU',
      'EXW',
      'FAS',
      'FCA',
      'FOB',
    ]);
    expect(byCode.get('EXW')).toMatchObject({
      category: 'departure',
      insuranceRequirement: 'buyer',
      commonUse: true,
      version: '2020',
    });
    expect(byCode.get('FOB')).toMatchObject({
      category: 'main_carriage',
      transportMode: ['sea'],
      commonUse: true,
    });
    expect(byCode.get('CIF')).toMatchObject({
      insuranceRequirement: 'seller',
      insuranceObligation: true,
      minimumCover: 'ICC_C',
    });
    expect(byCode.get('CIP')).toMatchObject({
      insuranceRequirement: 'seller',
      minimumCover: 'ICC_A',
    });
    expect(byCode.get('CPT')).toMatchObject({
      insuranceRequirement: 'buyer',
      insuranceObligation: false,
    });
    expect(byCode.get('DDP')).toMatchObject({ category: 'arrival', importClearance: 'seller' });
    expect(byCode.get('FCA')?.transportMode).toEqual(['sea', 'air', 'road', 'rail', 'multimodal']);
  });

  it('stores what the verifier needs per document type', async () => {
    const invoice = await prisma.documentTypeInfo.findUniqueOrThrow({
      where: { code: 'commercial_invoice' },
    });
    expect(invoice.label).toBe('Commercial Invoice');
    expect(invoice.requiredElements).toEqual(
      expect.arrayContaining(['Invoice number', 'Currency', 'Total amount']),
    );
    const usmca = await prisma.tradeAgreement.findUniqueOrThrow({ where: { code: 'USMCA' } });
    expect(usmca).toMatchObject({ status: 'active', memberCountries: ['US', 'MX', 'CA'] });
  });

  it('adds demo vendors, alerts and workflows only with demo: true, idempotently', async () => {
    const before = await counts(prisma);
    const result = await seed({ prisma, demo: true });
    const afterDemo = await counts(prisma);
    expect(afterDemo.vendors - before.vendors).toBe(result.demo?.vendors);
    expect(afterDemo.vendors).toBeGreaterThanOrEqual(8);
    expect(afterDemo.alerts).toBe(result.demo?.alerts);
    expect(afterDemo.workflows).toBe(result.demo?.workflows);
    await seed({ prisma, demo: true });
    expect(await counts(prisma)).toEqual(afterDemo);

    const organisation = await prisma.vendor.findUniqueOrThrow({ where: { id: 1 } });
    expect(organisation).toMatchObject({
      isOrganisation: true,
      displayName: 'Compliance Platform',
    });
    const vendors = await prisma.vendor.findMany({ where: { isOrganisation: false } });
    for (const v of vendors) expect(new URL(v.website ?? '').hostname).toMatch(/\.example$/);
    const workflows = await prisma.complianceWorkflow.findMany({ include: { steps: true } });
    for (const w of workflows) {
      const done = w.steps.filter((s) => s.completedAt).length;
      expect(w.progress).toBe(Math.round((done / w.steps.length) * 100));
    }
  });
});
