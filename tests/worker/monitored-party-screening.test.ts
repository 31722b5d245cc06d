import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { screeningIndexFor } from '../../core/src/screening/index-holder/holder';
import { waitFor } from '../helpers/test-app';
import { postJson, useTestApp } from '../helpers/use-test-app';

// Vendors and declaration consignors/consignees: screened as they are written (api), and again by
// the one re-screening job after each list change (worker); hits go through the outbox to the real
// domain-events worker, which raises the alert and opens the review workflow.
describe('vendor and declaration party monitoring', () => {
  const ctx = useTestApp({ withWorkers: true, watchlists: true });
  // Re-screening is about new hits; list staleness is covered by the screening tests.
  beforeAll(async () => {
    process.env.WATCHLIST_STALE_AFTER_DAYS = '3650';
    // Build the index once up front (tens of seconds on a busy machine), not inside the first test.
    await screeningIndexFor(ctx().infra).current();
  });
  afterAll(() => {
    delete process.env.WATCHLIST_STALE_AFTER_DAYS;
  });

  type Screening = {
    role: string;
    names: string[];
    status: string;
    result: string | null;
    matches: Array<{ entityId: string; match: boolean; suppressed?: object }>;
    listVersions: unknown[];
    screenedAt: string | null;
  };
  type VendorDto = { id: number; displayName: string; screening: Screening };
  type DeclarationDto = { id: number; declarationNumber: string; partyScreenings: Screening[] };

  const post = async <T>(url: string, payload: object, status = 201): Promise<T> => {
    const response = await postJson(ctx(), url, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  };
  const lastRescreen = (after = 0) =>
    waitFor(async () => {
      const run = await ctx().infra.prisma.screeningRun.findFirst({
        where: { kind: 'rescreen', id: { gt: after } },
        orderBy: { id: 'desc' },
      });
      return run?.status === 'completed' ? run : null;
    });
  const blacklist = async (name: string) => {
    const entry = await post<{ id: number; entityId: string }>(
      '/api/screening/internal-lists/blacklist',
      { name, entityType: 'company' },
    );
    return { entry, run: await lastRescreen() };
  };
  const createVendor = (displayName: string, extra: object = {}) =>
    post<VendorDto>('/api/vendors', {
      displayName,
      country: 'Netherlands',
      description: 'Bulk shipping and freight forwarding.',
      businessType: 'broker',
      ...extra,
    });
  const declare = (body: object) =>
    post<DeclarationDto>('/api/customs-declarations', {
      declarationType: 'import',
      customsOffice: 'Rotterdam',
      declarantName: 'Acme Freight',
      countryOfOrigin: 'Canada',
      countryOfDestination: 'Netherlands',
      items: [{ description: 'Pumps', quantity: 2, value: 900 }],
      ...body,
    });
  const alertsFor = (subjectType: string, subjectId: number) =>
    ctx().infra.prisma.complianceAlert.findMany({
      where: { subjectType, subjectId },
      orderBy: { id: 'asc' },
    });
  const workflowsFor = (subjectType: string, subjectId: number) =>
    ctx().infra.prisma.complianceWorkflow.findMany({
      where: { subjectType, subjectId },
      orderBy: { id: 'asc' },
    });
  const nonEmpty = <T>(load: () => Promise<T[]>) =>
    waitFor(async () => {
      const rows = await load();
      return rows.length ? rows : null;
    });
  const eventsHandled = () =>
    waitFor(async () =>
      (await ctx().infra.prisma.domainEvent.count({ where: { processedAt: null } })) === 0
        ? true
        : null,
    );

  describe('vendors', () => {
    it('screens a new vendor: a blacklisted one is blocked with an alert and a workflow', async () => {
      await blacklist('Crimson Lantern Shipping Ltd');
      const vendor = await createVendor('Crimson Lantern Shipping Ltd');
      expect(vendor.screening).toMatchObject({
        role: 'vendor',
        status: 'screened',
        result: 'blocked',
        names: ['Crimson Lantern Shipping Ltd'],
      });
      expect(vendor.screening.listVersions.length).toBeGreaterThan(0);

      const [alert] = await nonEmpty(() => alertsFor('vendor', vendor.id));
      expect(alert).toMatchObject({
        severity: 'error',
        status: 'open',
        title: 'Vendor blocked: Crimson Lantern Shipping Ltd',
      });
      expect(alert!.description).toContain('when it was created');
      const [workflow] = await nonEmpty(() => workflowsFor('vendor', vendor.id));
      expect(workflow).toMatchObject({ type: 'sanctions_screening', status: 'pending' });
      const listed = (await ctx().app.inject({ method: 'GET', url: '/api/compliance-alerts' }))
        .json<Array<{ subjectType: string; link: string | null }>>()
        .find((a) => a.subjectType === 'vendor');
      expect(listed!.link).toBe(`/vendors?focus=${vendor.id}`);

      const clean = await createVendor('Plainfield Orchards Co');
      expect(clean.screening).toMatchObject({ status: 'screened', result: 'clear' });
      await eventsHandled();
      expect(await alertsFor('vendor', clean.id)).toEqual([]);
    });

    it('screens again when the name changes, not on other edits', async () => {
      await blacklist('Halvard Tidewater Trading AS');
      const vendor = await createVendor('Northgate Provisions BV');
      expect(vendor.screening.result).toBe('clear');

      const edited = await ctx().app.inject({
        method: 'PATCH',
        url: `/api/vendors/${vendor.id}`,
        payload: { description: 'Ship chandlery.' },
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json<VendorDto>().screening.screenedAt).toBe(vendor.screening.screenedAt);

      const renamed = await ctx().app.inject({
        method: 'PATCH',
        url: `/api/vendors/${vendor.id}`,
        payload: { legalName: 'Halvard Tidewater Trading AS' },
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json<VendorDto>().screening).toMatchObject({
        status: 'screened',
        result: 'blocked',
        names: ['Northgate Provisions BV', 'Halvard Tidewater Trading AS'],
      });
      const [alert] = await nonEmpty(() => alertsFor('vendor', vendor.id));
      expect(alert!.description).toContain('when its name or country changed');
      await nonEmpty(() => workflowsFor('vendor', vendor.id));
    });

    it('a vendor no screening was recorded for is pending, never clear, until the next list change', async () => {
      const seeded = await ctx().infra.prisma.vendor.create({
        data: {
          displayName: 'Marrowbone Cargo Ltd',
          country: 'GB',
          description: 'Seeded before monitoring.',
          businessType: 'trader',
        },
      });
      const before = (await ctx().app.inject({ method: 'GET', url: '/api/vendors' }))
        .json<VendorDto[]>()
        .find((v) => v.id === seeded.id)!;
      expect(before.screening).toMatchObject({ status: 'pending', result: null });

      const { run } = await blacklist('Marrowbone Cargo Limited');
      expect(run.results).toMatchObject({
        subjects: { vendors: 1 },
        newHits: [{ subjectType: 'vendor', subjectId: seeded.id, strength: 'blocked' }],
      });
      const after = (await ctx().app.inject({ method: 'GET', url: '/api/vendors' }))
        .json<VendorDto[]>()
        .find((v) => v.id === seeded.id)!;
      expect(after.screening).toMatchObject({ status: 'screened', result: 'blocked' });
      const [alert] = await nonEmpty(() => alertsFor('vendor', seeded.id));
      expect(alert!.description).toContain('by re-screening after a watchlist change');
    });
  });

  describe('customs declaration parties', () => {
    it('screens consignor and consignee on create and shows both on the declaration', async () => {
      await blacklist('Obsidian Reef Logistics LLC');
      const declaration = await declare({
        consignorName: 'Obsidian Reef Logistics LLC',
        consigneeName: 'Meadowlark Dairy BV',
      });
      expect(declaration.partyScreenings).toEqual([
        expect.objectContaining({ role: 'consignor', status: 'screened', result: 'blocked' }),
        expect.objectContaining({ role: 'consignee', status: 'screened', result: 'clear' }),
      ]);
      const [alert] = await nonEmpty(() => alertsFor('customs_declaration', declaration.id));
      expect(alert).toMatchObject({
        severity: 'error',
        title: `Consignor of declaration ${declaration.declarationNumber} blocked: Obsidian Reef Logistics LLC`,
      });
      const [workflow] = await nonEmpty(() => workflowsFor('customs_declaration', declaration.id));
      expect(workflow).toMatchObject({ type: 'sanctions_screening' });

      const listed = (
        await ctx().app.inject({ method: 'GET', url: '/api/customs-declarations' })
      ).json<DeclarationDto[]>();
      expect(listed[0]!.partyScreenings.map((p) => [p.role, p.result])).toEqual([
        ['consignor', 'blocked'],
        ['consignee', 'clear'],
      ]);

      const unnamed = await declare({ consignorName: null, consigneeName: '' });
      expect(unnamed.partyScreenings).toEqual([]);
    });
  });

  describe('re-screening after a list change', () => {
    it('covers every party kind in one run with progress, and raises each new hit once', async () => {
      const vendor = await createVendor('Saltmarsh Bunkering Co');
      const declaration = await declare({
        consignorName: 'Kestrel Fold Textiles',
        consigneeName: 'Vantablue Chemicals Ltd',
      });
      await post('/api/kyc-screening', {
        entityName: 'Harriet Clearwater',
        country: 'Canada',
        identificationNumber: 'CA-1',
      });
      const { entry: vendorEntry } = await blacklist('Saltmarsh Bunkering Co');
      const { entry, run } = await blacklist('Vantablue Chemicals Ltd');
      const [first] = await ctx().infra.prisma.screeningRun.findMany({
        where: { kind: 'rescreen' },
        orderBy: { id: 'asc' },
      });
      // The first list change found the vendor; the second the consignee (the vendor is unchanged).
      expect(first!.results).toMatchObject({
        subjects: { kyc: 1, vendors: 1, declarationParties: 2 },
        newHits: [{ subjectType: 'vendor', subjectId: vendor.id, entityId: vendorEntry.entityId }],
      });
      expect(first).toMatchObject({ total: 4, processed: 4, hits: 1 });
      expect(run).toMatchObject({ total: 4, processed: 4, hits: 1 });
      expect(run.results).toMatchObject({
        newHits: [
          {
            subjectType: 'customs_declaration',
            subjectId: declaration.id,
            entityId: entry.entityId,
          },
        ],
      });
      const progress = await ctx().infra.prisma.screeningRun.findUniqueOrThrow({
        where: { id: run.id },
      });
      expect(progress.processed).toBe(progress.total);

      await nonEmpty(() => workflowsFor('customs_declaration', declaration.id));
      await nonEmpty(() => workflowsFor('vendor', vendor.id));
      const shown = (
        await ctx().app.inject({
          method: 'GET',
          url: `/api/customs-declarations/${declaration.id}`,
        })
      ).json<DeclarationDto>();
      expect(shown.partyScreenings.map((p) => [p.role, p.result])).toEqual([
        ['consignor', 'clear'],
        ['consignee', 'blocked'],
      ]);

      // A third, unrelated change: the same hits are not raised again.
      await eventsHandled();
      const counts = async () => ({
        alerts: await ctx().infra.prisma.complianceAlert.count(),
        workflows: await ctx().infra.prisma.complianceWorkflow.count(),
      });
      const before = await counts();
      const { run: third } = await blacklist('Unrelated Quarry Holdings');
      expect(third.id).toBeGreaterThan(run.id);
      expect(third).toMatchObject({ processed: 4, hits: 0 });
      await eventsHandled();
      expect(await counts()).toEqual(before);
      // Running the same job again (a retried delivery) finds nothing new either.
      const { runRescreen } = await import('../../core/src/screening/rescreen/run-rescreen');
      const again = await ctx().infra.prisma.screeningRun.create({
        data: { kind: 'rescreen', status: 'pending', params: {} },
      });
      await runRescreen({
        infra: ctx().infra,
        runId: again.id,
        context: {
          updateProgress: async () => {},
          log: ctx().infra.logger,
          signal: new AbortController().signal,
        },
      });
      await eventsHandled();
      expect(await counts()).toEqual(before);
    });

    it('respects a false-positive decision recorded for the same name', async () => {
      const { entry } = await blacklist('Gannet Point Minerals');
      const check = await post<{ id: number; matches: Array<{ entityId: string }> }>(
        '/api/sanctions-screening',
        {
          entityName: 'Gannet Point Minerals',
          entityType: 'company',
          screeningResult: 'blocked',
          riskLevel: 'high',
        },
      );
      expect(check.matches[0]!.entityId).toBe(entry.entityId);
      await post('/api/screening/reviews', {
        subjectType: 'sanctions_screening',
        subjectId: check.id,
        entityId: entry.entityId,
        decision: 'false_positive',
        note: 'Different company: registered in Chile, the listed one in Panama',
      });

      const vendor = await createVendor('Gannet Point Minerals');
      expect(vendor.screening.result).toBe('clear');
      expect(vendor.screening.matches[0]).toMatchObject({
        entityId: entry.entityId,
        match: false,
        suppressed: expect.any(Object),
      });
      await blacklist('Another Unrelated Name Ltd');
      await eventsHandled();
      expect(await alertsFor('vendor', vendor.id)).toEqual([]);
      expect(await workflowsFor('vendor', vendor.id)).toEqual([]);
    });
  });
});
