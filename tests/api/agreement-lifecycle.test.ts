import { FIXED_SESSION_USER } from '@compliance/contracts';
import { describe, expect, it } from 'vitest';

import { expireAgreements } from '../../core/src/agreements/expire-agreements';
import {
  approve,
  countersign,
  createActiveAgreement,
  createAgreement,
  get,
  newCounterpartyKey,
  ok,
  signTerms,
} from '../helpers/agreements';
import { postJson, useTestApp } from '../helpers/use-test-app';

describe('agreement lifecycle and digital orders', () => {
  const ctx = useTestApp({ watchlists: true });
  const post = (url: string, body: object) => postJson(ctx(), url, body);
  const url = (id: number, tail = '') => `/api/basic-ordering-agreements/${id}${tail}`;
  const setStatus = (id: number, status: string) =>
    post(url(id, '/status'), { status, reason: 'test' });
  const expectConflict = async (
    response: Promise<{ statusCode: number; json(): { message: string } }>,
    text: string,
  ) => {
    const reply = await response;
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toContain(text);
  };

  it('refuses every illegal transition with a 409 and its reason', async () => {
    const draft = await createAgreement(ctx());
    await expectConflict(setStatus(draft.id, 'suspended'), 'from draft to suspended');
    await expectConflict(
      setStatus(draft.id, 'active'),
      'legal review is not recorded; compliance approval is not recorded; the organisation has not signed; the counterparty has not signed',
    );
    await expectConflict(
      post(url(draft.id, '/sign'), {}),
      'Legal review and compliance approval must both be recorded',
    );
    await expectConflict(
      post(url(draft.id, '/amendments'), { buyerName: 'X' }),
      'nothing is frozen to amend',
    );
    await ok(post(url(draft.id, '/approvals'), { kind: 'legal_review', actorId: 2 }));
    await expectConflict(
      post(url(draft.id, '/approvals'), { kind: 'legal_review' }),
      'Legal review is already recorded',
    );
    expect((await post(url(draft.id, '/approvals'), { kind: 'sign_off' })).statusCode).toBe(400);
    expect((await post(url(draft.id, '/status'), { status: 'expired' })).statusCode).toBe(400);

    const active = await createActiveAgreement(ctx());
    await expectConflict(
      post(url(active.id, '/approvals'), { kind: 'legal_review' }),
      'recorded on drafts only',
    );
    await expectConflict(
      post(url(active.id, '/sign'), {}),
      'Cannot sign an agreement that is active',
    );
    await ok(setStatus(active.id, 'suspended'));
    await ok(setStatus(active.id, 'active'));
    await ok(setStatus(active.id, 'terminated'));
    for (const status of ['active', 'suspended', 'terminated'])
      await expectConflict(setStatus(active.id, status), `from terminated to ${status}`);
    await expectConflict(
      post(url(active.id, '/sign'), {}),
      'Cannot sign an agreement that is terminated',
    );
    await expectConflict(
      post(url(active.id, '/amendments'), { buyerName: 'X' }),
      'Cannot amend a terminated agreement',
    );
    const { privateKey, jwk } = await newCounterpartyKey();
    await expectConflict(
      countersign(ctx(), active.id, { jws: await signTerms(ctx(), active.id, privateKey), jwk }),
      'Cannot sign an agreement that is terminated',
    );

    const detail = await ok<{
      auditTrail: Array<{ action: string; actor: string }>;
      legalReviewBy: string;
    }>(get(ctx(), url(active.id)));
    expect(detail.auditTrail.map((e) => e.action).slice(-4)).toEqual([
      'activated',
      'suspended',
      'reinstated',
      'terminated',
    ]);
    const reviewed = await ok<{ legalReviewBy: string; legalReviewAt: string }>(
      get(ctx(), url(draft.id)),
    );
    // The signed-in user (the fixed user with sign-in off), not the actorId the body claimed.
    expect(reviewed.legalReviewBy).toBe(FIXED_SESSION_USER.name);
    const trail = await ok<{ auditTrail: Array<{ action: string; actor: string }> }>(
      get(ctx(), url(draft.id)),
    );
    expect(trail.auditTrail.map((entry) => entry.actor)).not.toContain('User 2');
    expect(Date.parse(reviewed.legalReviewAt)).not.toBeNaN();
  });

  it('amends a signed agreement as a new version that supersedes the old one once active', async () => {
    const v1 = await createActiveAgreement(ctx(), { agreementNumber: 'BOA-AMEND' });
    const unchanged = await post(url(v1.id, '/amendments'), { currency: 'USD' });
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json().message).toBe('The amendment changes no term');
    // The amended terms would make the seller the buyer's own counterparty.
    const withItself = await post(url(v1.id, '/amendments'), {
      sellerName: 'Harbourside Provisions Ltd',
    });
    expect(withItself.statusCode).toBe(400);
    expect(withItself.json().message).toBe('Buyer and seller must be different parties');
    type Stats = { total: number; active: number; iccCompliant: number };
    const stats = () => ok<Stats>(get(ctx(), '/api/basic-ordering-agreements/stats'));
    const before = await stats();
    const v2 = await ok<{
      id: number;
      version: number;
      amendsId: number;
      maxOrderValue: number;
      status: string;
    }>(post(url(v1.id, '/amendments'), { maxOrderValue: 90000 }), 201);
    expect(v2).toMatchObject({
      version: 2,
      amendsId: v1.id,
      maxOrderValue: 90000,
      status: 'draft',
    });
    await expectConflict(
      post(url(v1.id, '/amendments'), { maxOrderValue: 1 }),
      'Version 2 of this agreement already exists',
    );
    expect((await ok<{ status: string }>(get(ctx(), url(v1.id)))).status).toBe('active');
    await approve(ctx(), v2.id);
    await ok(post(url(v2.id, '/sign'), {}));
    const { privateKey, jwk } = await newCounterpartyKey();
    await ok(countersign(ctx(), v2.id, { jws: await signTerms(ctx(), v2.id, privateKey), jwk }));
    const old = await ok<{ status: string; versions: Array<{ version: number; status: string }> }>(
      get(ctx(), url(v1.id)),
    );
    expect(old.status).toBe('superseded');
    expect(old.versions).toMatchObject([
      { version: 1, status: 'superseded' },
      { version: 2, status: 'active' },
    ]);
    // The amendment is a new version of one BOA, not a second BOA.
    expect(await stats()).toEqual(before);
  });

  it('expires an agreement at the end of its validity period and refuses orders then', async () => {
    const agreement = await createActiveAgreement(ctx(), { validityPeriod: 1 });
    const row = await ctx().infra.prisma.basicOrderingAgreement.findUniqueOrThrow({
      where: { id: agreement.id },
    });
    expect(row.expiresAt!.getUTCMonth()).toBe((row.activatedAt!.getUTCMonth() + 1) % 12);
    await ctx().infra.prisma.basicOrderingAgreement.update({
      where: { id: agreement.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const order = await post('/api/digital-trade-orders', {
      agreementId: agreement.id,
      totalValue: 10,
      currency: 'USD',
    });
    expect(order.statusCode).toBe(422);
    expect(order.json().message).toContain("outside the agreement's validity period");
    expect(await expireAgreements({ infra: ctx().infra })).toBe(1);
    expect((await ok<{ status: string }>(get(ctx(), url(agreement.id)))).status).toBe('expired');
    await expectConflict(setStatus(agreement.id, 'active'), 'from expired to active');
  });

  it('places signed orders within the currency, maximum and status rules, and moves them through their statuses', async () => {
    const agreement = await createActiveAgreement(ctx(), { maxOrderValue: 1000, currency: 'EUR' });
    const order = (body: object) =>
      post('/api/digital-trade-orders', { agreementId: agreement.id, currency: 'EUR', ...body });
    const refusals: Array<[object, number, string]> = [
      [{ totalValue: 1000.01 }, 422, "exceeds the agreement's maximum order value EUR 1,000.00"],
      [
        { totalValue: 10, currency: 'USD' },
        422,
        "Order currency USD differs from the agreement's currency EUR",
      ],
      [{ totalValue: 10, currency: 'CNY' }, 400, 'currency must be one of'],
      [{ totalValue: 0 }, 400, 'Order value must be greater than 0'],
      [{ totalValue: 10, orderType: 'spot' }, 400, 'orderType must be one of'],
      [{ totalValue: 10, agreementId: 9999 }, 422, 'Agreement 9999 does not exist'],
    ];
    for (const [body, status, message] of refusals) {
      const reply = await order(body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(status);
      expect(reply.json().message).toContain(message);
    }
    const placed = await ok<{
      id: number;
      status: string;
      signature: { state: string; kid: string };
    }>(order({ orderNumber: 'PO-1', totalValue: 1000 }), 201);
    expect(placed).toMatchObject({ status: 'placed', signature: { state: 'valid' } });
    await expectConflict(
      order({ orderNumber: 'PO-1', totalValue: 5 }),
      'Order number PO-1 already exists',
    );
    const draft = await ok<{ id: number; signature: { state: string } }>(
      order({ orderNumber: 'PO-2', totalValue: 5, status: 'draft' }),
      201,
    );
    expect(draft.signature.state).toBe('unsigned');

    const move = (id: number, status: string) =>
      post(`/api/digital-trade-orders/${id}/status`, { status });
    await expectConflict(move(placed.id, 'fulfilled'), 'Cannot change a placed order to fulfilled');
    await ok(move(placed.id, 'accepted'));
    await expectConflict(move(placed.id, 'placed'), 'Cannot change an accepted order to placed');
    await ok(move(placed.id, 'fulfilled'));
    await expectConflict(
      move(placed.id, 'rejected'),
      'Cannot change a fulfilled order to rejected',
    );
    expect(
      (await ok<{ signature: { state: string } }>(move(draft.id, 'placed'))).signature.state,
    ).toBe('valid');

    const verification = await ok<{ valid: boolean }>(
      get(ctx(), `/api/digital-trade-orders/${placed.id}/verification`),
    );
    expect(verification.valid).toBe(true);
    await ctx().infra.prisma
      .$executeRaw`UPDATE digital_trade_orders SET "totalValue" = 999 WHERE id = ${placed.id}`;
    const tampered = await ok<{ valid: boolean; signature: { state: string } }>(
      get(ctx(), `/api/digital-trade-orders/${placed.id}/verification`),
    );
    expect(tampered).toMatchObject({ valid: false, signature: { state: 'invalid' } });

    const list = await get(ctx(), `/api/digital-trade-orders?agreementId=${agreement.id}&limit=1`);
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.headers.link).toMatch(/rel="next"/);
    expect(list.json()[0]).toMatchObject({
      orderNumber: 'PO-2',
      agreement: { id: agreement.id, status: 'active' },
    });
    expect(
      await ok<{ digitalOrders: number; active: number }>(
        get(ctx(), '/api/basic-ordering-agreements/stats'),
      ),
    ).toMatchObject({ digitalOrders: 2, active: 1 });

    await ok(setStatus(agreement.id, 'suspended'));
    await expectConflict(order({ totalValue: 5 }), 'is suspended');
    expect(await ctx().infra.prisma.digitalTradeOrder.count()).toBe(2);
  });
});
