import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  approve,
  countersign,
  createAgreement,
  get,
  newCounterpartyKey,
  ok,
  signTerms,
} from '../helpers/agreements';
import { waitFor } from '../helpers/test-app';
import { postJson, useTestApp } from '../helpers/use-test-app';

describe('agreement party screening', () => {
  const ctx = useTestApp({ withWorkers: true, watchlists: true });
  // Re-screening is about new hits; list staleness is covered by the screening tests.
  beforeAll(() => {
    process.env.WATCHLIST_STALE_AFTER_DAYS = '3650';
  });
  afterAll(() => {
    delete process.env.WATCHLIST_STALE_AFTER_DAYS;
  });
  const post = (url: string, body: object) => postJson(ctx(), url, body);
  const alertsFor = (id: number) =>
    ctx().infra.prisma.complianceAlert.findMany({
      where: { subjectType: 'basic_ordering_agreement', subjectId: id },
    });
  const workflowsFor = (id: number) =>
    ctx().infra.prisma.complianceWorkflow.findMany({
      where: { subjectType: 'basic_ordering_agreement', subjectId: id },
    });

  it('blocks a blacklisted seller on creation: alert, workflow, and no activation', async () => {
    await ok(
      post('/api/screening/internal-lists/blacklist', {
        name: 'Crimson Lantern Shipping Ltd',
        entityType: 'company',
      }),
      201,
    );
    const agreement = await createAgreement(ctx(), { sellerName: 'Crimson Lantern Shipping Ltd' });
    const detail = await ok<{
      parties: Array<{ role: string; result: string; reasons: string[] }>;
    }>(get(ctx(), `/api/basic-ordering-agreements/${agreement.id}`));
    expect(detail.parties.find((p) => p.role === 'seller')).toMatchObject({ result: 'blocked' });
    expect(detail.parties.find((p) => p.role === 'buyer')).toMatchObject({ result: 'clear' });

    const [alert] = await waitFor(async () =>
      (await alertsFor(agreement.id)).length ? alertsFor(agreement.id) : null,
    );
    expect(alert).toMatchObject({
      severity: 'error',
      title: 'Agreement seller blocked: Crimson Lantern Shipping Ltd',
    });
    const alerts = (await get(ctx(), '/api/compliance-alerts')).json() as Array<{
      link: string | null;
    }>;
    expect(alerts[0]!.link).toBe(`/digital-trade-boas?focus=${agreement.id}`);
    const [workflow] = await waitFor(async () =>
      (await workflowsFor(agreement.id)).length ? workflowsFor(agreement.id) : null,
    );
    expect(workflow).toMatchObject({ type: 'sanctions_screening', status: 'pending' });

    await approve(ctx(), agreement.id);
    await ok(post(`/api/basic-ordering-agreements/${agreement.id}/sign`, {}));
    const { privateKey, jwk } = await newCounterpartyKey();
    const signed = await ok<{ status: string }>(
      countersign(ctx(), agreement.id, {
        signer: 'Crimson Lantern Shipping Ltd',
        jws: await signTerms(ctx(), agreement.id, privateKey),
        jwk,
      }),
    );
    expect(signed.status).toBe('draft');
    const activate = await post(`/api/basic-ordering-agreements/${agreement.id}/status`, {
      status: 'active',
    });
    expect(activate.statusCode).toBe(409);
    expect(activate.json().message).toContain(
      "the seller 'Crimson Lantern Shipping Ltd' is blocked by watchlist screening",
    );
  });

  it('re-screens agreement parties when a list changes and escalates a new hit', async () => {
    const agreement = await createAgreement(ctx(), { buyerName: 'Bartholomew Quayside Exports' });
    const bystander = await createAgreement(ctx(), { buyerName: 'Plainfield Orchards Co' });
    await ok(
      post('/api/screening/internal-lists/blacklist', {
        name: 'Bartholomew Quayside Exports',
        entityType: 'company',
      }),
      201,
    );
    const run = await waitFor(async () => {
      const last = await ctx().infra.prisma.screeningRun.findFirst({
        where: { kind: 'rescreen' },
        orderBy: { id: 'desc' },
      });
      return last?.status === 'completed' ? last : null;
    });
    expect(run.results).toMatchObject({
      subjects: { agreementParties: 4 },
      newHits: [
        { subjectType: 'basic_ordering_agreement', subjectId: agreement.id, strength: 'blocked' },
      ],
    });
    const detail = await ok<{
      parties: Array<{ role: string; result: string }>;
      auditTrail: Array<{ action: string }>;
    }>(get(ctx(), `/api/basic-ordering-agreements/${agreement.id}`));
    expect(detail.parties.find((p) => p.role === 'buyer')!.result).toBe('blocked');
    expect(detail.auditTrail.map((e) => e.action)).toContain('party_rescreened');
    await waitFor(async () => ((await workflowsFor(agreement.id)).length ? true : null));
    expect(await alertsFor(bystander.id)).toEqual([]);
  });
});
