import { API_PATHS, type DashboardStats } from '@compliance/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { notifyChanged } from '../../core/src/infra/notify-changed';
import {
  createAlert,
  createDeclaration,
  createDocument,
  createKycScreening,
  createMarketReport,
  createSanctionsScreening,
  createTariffRate,
  createTradeAgreement,
  createTradeRemedy,
  createWorkflow,
} from '../factories/compliance-rows';
import { createTestApp, resetDatabase, type TestContext } from '../helpers/test-app';

const DAY = 24 * 3600 * 1000;

describe('GET /api/dashboard/stats', () => {
  let ctx: TestContext;
  const db = () => ctx.infra.prisma;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  // Trade agreements are reference data that resetDatabase keeps: remove the ones tests add.
  const dropTestAgreements = () =>
    db().tradeAgreement.deleteMany({ where: { code: { startsWith: 'TEST-' } } });
  afterAll(async () => {
    await dropTestAgreements();
    await ctx.close();
  });
  beforeEach(async () => {
    await resetDatabase(ctx.infra);
    await dropTestAgreements();
  });

  const stats = async (): Promise<DashboardStats> => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dashboard/stats' });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  /** Applies `change`, then checks that exactly the listed numbers moved, by the given amounts. */
  const expectChange = async (
    change: () => Promise<unknown>,
    expected: Partial<Record<keyof DashboardStats, number>>,
  ) => {
    const before = await stats();
    await change();
    // The factories write rows directly; the app's writers announce their changes like this.
    await notifyChanged(ctx.infra, [API_PATHS.dashboardStats]);
    const after = await stats();
    const delta = Object.fromEntries(
      Object.keys(after)
        .map((key) => [
          key,
          after[key as keyof DashboardStats] - before[key as keyof DashboardStats],
        ])
        .filter(([, value]) => value !== 0),
    );
    expect(delta).toEqual(expected);
    return after;
  };

  it('starts from zeros and a score resting on no record (clients show no data)', async () => {
    // Loaded tariff reference data (rates, remedies, agreements) survives the reset between tests:
    // those tiles count whatever the import has stored.
    const tariffRates = await db().tariffRate.count();
    const tradeRemedies = await db().tradeRemedy.count({ where: { status: 'active' } });
    const inForce = await db().tradeAgreement.count({
      where: {
        status: 'active',
        OR: [{ effectiveDate: null }, { effectiveDate: { lte: new Date() } }],
      },
    });
    expect(await stats()).toEqual({
      totalDocuments: 0,
      pendingReviews: 0,
      complianceScore: 100,
      scoredRecords: 0,
      riskFlags: 0,
      tariffRates,
      tradeRemedies,
      tradeAgreements: inForce,
      marketAnalyses: 0,
    });
  });

  it('counts documents, pending ones as reviews, rejected ones against the score', async () => {
    await expectChange(() => createDocument(db()), {
      totalDocuments: 1,
      pendingReviews: 1,
      scoredRecords: 1,
    });
    await expectChange(() => createDocument(db(), { status: 'verified' }), {
      totalDocuments: 1,
      scoredRecords: 1,
    });
    // 1 rejected of 3 documents: 67%.
    await expectChange(() => createDocument(db(), { status: 'rejected' }), {
      totalDocuments: 1,
      scoredRecords: 1,
      complianceScore: -33,
    });
    const pending = await db().document.findFirstOrThrow({ where: { status: 'pending' } });
    await expectChange(
      () => db().document.update({ where: { id: pending.id }, data: { status: 'rejected' } }),
      { pendingReviews: -1, complianceScore: -34 },
    );
    await notifyChanged(ctx.infra, [API_PATHS.dashboardStats]);
    expect((await stats()).complianceScore).toBe(33);
  });

  it('counts submitted declarations and active workflows as pending reviews', async () => {
    await expectChange(() => createDeclaration(db()), { pendingReviews: 1 });
    await expectChange(() => createDeclaration(db(), { status: 'draft' }), {});
    await expectChange(() => createDeclaration(db(), { status: 'cleared' }), {});
    await expectChange(() => createWorkflow(db()), { pendingReviews: 1 });
    await expectChange(() => createWorkflow(db(), { status: 'in_progress' }), {
      pendingReviews: 1,
    });
    await expectChange(() => createWorkflow(db(), { status: 'completed' }), {});
    const open = await db().complianceWorkflow.findFirstOrThrow({ where: { status: 'pending' } });
    await expectChange(
      () => ctx.app.inject({ method: 'POST', url: `/api/compliance-workflows/${open.id}/cancel` }),
      { pendingReviews: -1 },
    );
  });

  it('counts flagged or blocked screenings as risk flags and against the score', async () => {
    await expectChange(() => createKycScreening(db()), { scoredRecords: 1 });
    await expectChange(() => createKycScreening(db(), { screeningResult: 'flagged' }), {
      riskFlags: 1,
      scoredRecords: 1,
      complianceScore: -50,
    });
    // 1 clear of 3 subjects: 33%.
    await expectChange(() => createSanctionsScreening(db(), { screeningResult: 'blocked' }), {
      riskFlags: 1,
      scoredRecords: 1,
      complianceScore: -17,
    });
    await expectChange(() => createSanctionsScreening(db()), {
      scoredRecords: 1,
      complianceScore: 17,
    });
  });

  it('counts unresolved error alerts as risk flags until they are resolved', async () => {
    await expectChange(() => createAlert(db(), { severity: 'warning' }), {});
    await expectChange(() => createAlert(db(), { severity: 'info' }), {});
    const alert = await createAlert(db(), { severity: 'error', status: 'resolved' });
    const open = await expectChange(() => createAlert(db(), { severity: 'error' }), {
      riskFlags: 1,
    });
    expect(open.riskFlags).toBe(1);
    const latest = await db().complianceAlert.findFirstOrThrow({
      where: { severity: 'error', status: 'open' },
    });
    expect(latest.id).not.toBe(alert.id);
    const patch = (status: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/compliance-alerts/${latest.id}`,
        payload: { status },
      });
    await expectChange(() => patch('acknowledged'), {});
    await expectChange(() => patch('resolved'), { riskFlags: -1 });
  });

  it('counts tariff rates, active remedies, agreements in force and completed analyses', async () => {
    await expectChange(() => createTariffRate(db()), { tariffRates: 1 });
    await expectChange(() => createTradeRemedy(db()), { tradeRemedies: 1 });
    await expectChange(() => createTradeRemedy(db(), { status: 'terminated' }), {});
    await expectChange(
      () => createTradeAgreement(db(), { effectiveDate: new Date(Date.now() - 30 * DAY) }),
      { tradeAgreements: 1 },
    );
    await expectChange(() => createTradeAgreement(db(), { status: 'draft' }), {});
    await expectChange(
      () => createTradeAgreement(db(), { effectiveDate: new Date(Date.now() + 90 * DAY) }),
      {},
    );
    await expectChange(() => createMarketReport(db()), {});
    await expectChange(
      () => createMarketReport(db(), { status: 'completed', generatedAt: new Date() }),
      { marketAnalyses: 1 },
    );
  });

  it('is documented in the OpenAPI description under the dashboard tag', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = spec.paths['/api/dashboard/stats'].get;
    expect(operation.tags).toEqual(['dashboard']);
    expect(
      Object.keys(operation.responses['200'].content['application/json'].schema.properties),
    ).toHaveLength(9);
    for (const path of [
      '/api/compliance-alerts/',
      '/api/compliance-alerts/{id}',
      '/api/compliance-workflows/',
      '/api/compliance-workflows/{id}/steps/{position}/complete',
      '/api/vendors/',
      '/api/incoterms/',
      '/api/commodity-categories/{id}',
      '/api/commodity-subcategories/search',
    ])
      expect(spec.paths).toHaveProperty([path]);
  });
});
