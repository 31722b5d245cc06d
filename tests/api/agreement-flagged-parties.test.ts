import { FIXED_SESSION_USER } from '@compliance/contracts';
import { describe, expect, it } from 'vitest';

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
import { postJson, useChangeNotices, useTestApp } from '../helpers/use-test-app';

// The internal blacklist names a shipper; a seller named like it (score 0.93, not strong enough to
// block) is flagged with a possible match that awaits a compliance officer's review.
const LISTED = 'Crimson Lantern Shipping Ltd';
const LOOKALIKE = 'Crimson Lanterns Shipping Co';
const AWAITS = `the seller '${LOOKALIKE}' is flagged by watchlist screening and its screening awaits review`;

type Trail = {
  auditTrail: Array<{
    action: string;
    actor: string;
    detail: string | null;
    orderId: number | null;
  }>;
};
type Detail = Trail & {
  status: string;
  complianceApproval: boolean;
  parties: Array<{ role: string; result: string; awaitingReview: boolean }>;
};

describe('agreements with a flagged party', () => {
  const ctx = useTestApp({ watchlists: true });
  const notices = useChangeNotices(ctx);
  const post = (url: string, body: object) => postJson(ctx(), url, body);
  const url = (id: number, tail = '') => `/api/basic-ordering-agreements/${id}${tail}`;
  const detail = (id: number) => ok<Detail>(get(ctx(), url(id)));
  const expectConflict = async (
    response: Promise<{ statusCode: number; json(): { message: string } }>,
    ...texts: string[]
  ) => {
    const reply = await response;
    expect(reply.statusCode).toBe(409);
    for (const text of texts) expect(reply.json().message).toContain(text);
  };
  const blacklist = (name: string) =>
    ok<{ entityId: string }>(
      post('/api/screening/internal-lists/blacklist', { name, entityType: 'company' }),
      201,
    );
  const acknowledgements = async (id: number) =>
    (await detail(id)).auditTrail.filter((e) => e.action === 'flagged_parties_acknowledged');
  /** Both approvals and both signatures, the seller signing for itself. */
  const signByBoth = async (id: number, signer: string) => {
    await ok(post(url(id, '/sign'), {}));
    const { privateKey, jwk } = await newCounterpartyKey();
    return ok<{ status: string }>(
      countersign(ctx(), id, { signer, jws: await signTerms(ctx(), id, privateKey), jwk }),
    );
  };
  /** The officer screens the seller's name in Sanctions Screening. */
  const screenLookalike = () =>
    ok<{ id: number }>(
      post('/api/sanctions-screening', {
        entityName: LOOKALIKE,
        entityType: 'company',
        screeningResult: 'flagged',
        riskLevel: 'high',
      }),
      201,
    );
  /** …and records the hit as a false positive for that name. */
  const dismissInSanctions = (screeningId: number, entityId: string) =>
    ok(
      post('/api/screening/reviews', {
        subjectType: 'sanctions_screening',
        subjectId: screeningId,
        entityId,
        decision: 'false_positive',
        note: 'Different company: registered in Norway, the listed one in Panama',
      }),
      201,
    );
  const riskFlags = async () =>
    (await ok<{ riskFlags: number }>(get(ctx(), '/api/dashboard/stats'))).riskFlags;

  it('refuses compliance approval, activation and orders with a 409 until acknowledged, and records who acknowledged', async () => {
    await blacklist(LISTED);
    const agreement = await createAgreement(ctx(), { sellerName: LOOKALIKE });
    // The buyer matches no one: a flag the lists' age may give it (a coverage gap when they are
    // stale) names no one to review and holds nothing up.
    expect((await detail(agreement.id)).parties).toMatchObject([
      { role: 'buyer', awaitingReview: false },
      { role: 'seller', result: 'flagged', awaitingReview: true },
    ]);

    // Legal review is not a compliance decision: it passes as before.
    await ok(post(url(agreement.id, '/approvals'), { kind: 'legal_review' }));
    await expectConflict(
      post(url(agreement.id, '/approvals'), { kind: 'compliance_approval' }),
      `Cannot record compliance approval for agreement ${agreement.agreementNumber}: ${AWAITS}`,
      'acknowledgeFlaggedParties: true',
    );
    expect((await detail(agreement.id)).complianceApproval).toBe(false);
    expect(
      (
        await post(url(agreement.id, '/approvals'), {
          kind: 'compliance_approval',
          acknowledgeFlaggedParties: 'yes',
        })
      ).statusCode,
    ).toBe(400);
    await ok(
      post(url(agreement.id, '/approvals'), {
        kind: 'compliance_approval',
        acknowledgeFlaggedParties: true,
      }),
    );
    const approved = await detail(agreement.id);
    expect(approved.complianceApproval).toBe(true);
    expect(approved.auditTrail.slice(-2)).toMatchObject([
      {
        action: 'flagged_parties_acknowledged',
        actor: FIXED_SESSION_USER.name,
        detail: `Compliance approval with flagged parties acknowledged by ${FIXED_SESSION_USER.name}: the seller '${LOOKALIKE}' (screening awaits review)`,
      },
      { action: 'compliance_approval', actor: FIXED_SESSION_USER.name },
    ]);

    // The second signature acknowledges nothing: activation waits for a person.
    expect((await signByBoth(agreement.id, LOOKALIKE)).status).toBe('draft');
    const signed = await detail(agreement.id);
    expect(signed.auditTrail.at(-1)).toMatchObject({ action: 'activation_blocked' });
    expect(signed.auditTrail.at(-1)!.detail).toContain(AWAITS);
    await expectConflict(
      post(url(agreement.id, '/status'), { status: 'active' }),
      `Cannot activate agreement ${agreement.agreementNumber}: ${AWAITS}`,
    );
    await ok(
      post(url(agreement.id, '/status'), { status: 'active', acknowledgeFlaggedParties: true }),
    );
    const active = await detail(agreement.id);
    expect(active.status).toBe('active');
    expect(active.auditTrail.slice(-2)).toMatchObject([
      {
        action: 'flagged_parties_acknowledged',
        actor: FIXED_SESSION_USER.name,
        detail: expect.stringMatching(/^Activation with flagged parties acknowledged by /),
      },
      { action: 'activated' },
    ]);

    const order = { agreementId: agreement.id, totalValue: 100, currency: 'USD' };
    await expectConflict(
      post('/api/digital-trade-orders', { ...order, orderNumber: 'PO-F1' }),
      `Cannot place an order under agreement ${agreement.agreementNumber}: ${AWAITS}`,
    );
    expect(await ctx().infra.prisma.digitalTradeOrder.count()).toBe(0);
    const placed = await ok<{ id: number; status: string }>(
      post('/api/digital-trade-orders', {
        ...order,
        orderNumber: 'PO-F1',
        acknowledgeFlaggedParties: true,
      }),
      201,
    );
    expect(placed.status).toBe('placed');
    // A draft placed later is checked again when it is placed.
    const draft = await ok<{ id: number }>(
      post('/api/digital-trade-orders', {
        ...order,
        orderNumber: 'PO-F2',
        status: 'draft',
        acknowledgeFlaggedParties: true,
      }),
      201,
    );
    await expectConflict(
      post(`/api/digital-trade-orders/${draft.id}/status`, { status: 'placed' }),
      `Cannot place order PO-F2 under agreement ${agreement.agreementNumber}: ${AWAITS}`,
    );
    await ok(
      post(`/api/digital-trade-orders/${draft.id}/status`, {
        status: 'placed',
        acknowledgeFlaggedParties: true,
      }),
    );
    const orders = (await acknowledgements(agreement.id)).filter((e) => e.orderId !== null);
    expect(orders).toMatchObject([
      { orderId: placed.id, detail: expect.stringMatching(/^Order PO-F1 with flagged parties/) },
      { orderId: draft.id, detail: expect.stringMatching(/^Order PO-F2 with flagged parties/) },
      { orderId: draft.id, detail: expect.stringMatching(/^Order PO-F2 with flagged parties/) },
    ]);
  });

  it('no longer holds anything up once an officer decided the hit a false positive', async () => {
    const { entityId } = await blacklist(LISTED);
    const agreement = await createAgreement(ctx(), { sellerName: LOOKALIKE });
    expect(await riskFlags()).toBe(1);
    expect((await detail(agreement.id)).parties[1]!.awaitingReview).toBe(true);

    // The officer screens the seller's name and records the hit as a false positive for it.
    const screening = await screenLookalike();
    await dismissInSanctions(screening.id, entityId);
    expect((await detail(agreement.id)).parties[1]).toMatchObject({
      result: 'flagged',
      awaitingReview: false,
    });
    // Only the sanctions screening, flagged as decided, is a risk flag now.
    expect(await riskFlags()).toBe(1);
    await approve(ctx(), agreement.id);
    expect((await signByBoth(agreement.id, LOOKALIKE)).status).toBe('active');
    expect(await acknowledgements(agreement.id)).toEqual([]);
  });

  it('a decision on the hit announces the BOA list and the dashboard, whose next reads show the party no longer flagged', async () => {
    const { entityId } = await blacklist(LISTED);
    const agreement = await createAgreement(ctx(), { sellerName: LOOKALIKE });
    const screening = await screenLookalike();
    type Row = { id: number; parties: Array<{ role: string; awaitingReview: boolean }> };
    const listed = async () =>
      (await ok<Row[]>(get(ctx(), '/api/basic-ordering-agreements'))).find(
        (row) => row.id === agreement.id,
      )!;
    // Read (and so cached) while the party awaits review: the agreement and the screening.
    expect((await listed()).parties[1]).toMatchObject({ role: 'seller', awaitingReview: true });
    expect(await riskFlags()).toBe(2);
    notices.length = 0;

    await dismissInSanctions(screening.id, entityId);
    const keys = await waitFor(async () => {
      const all = notices.flatMap((notice) => notice.keys);
      return all.includes('/api/screening/reviews') ? all : undefined;
    });
    expect(keys).toEqual(
      expect.arrayContaining([
        '/api/screening/reviews',
        '/api/sanctions-screening',
        '/api/basic-ordering-agreements',
        '/api/dashboard/stats',
      ]),
    );
    expect((await listed()).parties[1]).toMatchObject({ role: 'seller', awaitingReview: false });
    expect(await riskFlags()).toBe(1);
  });

  it('takes a match review of an agreement party (subjectType agreement_party) from the hits its detail carries', async () => {
    const { entityId } = await blacklist(LISTED);
    const agreement = await createAgreement(ctx(), { sellerName: LOOKALIKE });
    type Party = {
      id: number;
      role: string;
      awaitingReview: boolean;
      hits: Array<{ entityId: string; match: boolean; suppressed?: { note: string } }>;
    };
    const parties = async () =>
      (await ok<{ parties: Party[] }>(get(ctx(), url(agreement.id)))).parties;
    const [buyer, seller] = await parties();
    expect(buyer).toMatchObject({ role: 'buyer', hits: [] });
    expect(seller).toMatchObject({
      role: 'seller',
      awaitingReview: true,
      hits: [{ entityId, match: true }],
    });
    expect(typeof seller!.id).toBe('number');
    expect(await riskFlags()).toBe(1);

    const decide = (body: object) =>
      post('/api/screening/reviews', {
        subjectType: 'agreement_party',
        subjectId: seller!.id,
        entityId,
        decision: 'false_positive',
        note: 'Different company: registered in Norway, the listed one in Panama',
        ...body,
      });
    // Bad input: an unknown subject type, an unknown party, a candidate the party does not have.
    const unknownType = await decide({ subjectType: 'agreement' });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().message).toContain('agreement_party');
    const unknownParty = await decide({ subjectId: 999_999 });
    expect(unknownParty.statusCode).toBe(404);
    expect(unknownParty.json().message).toBe('Agreement party 999999 not found');
    expect((await decide({ subjectId: buyer!.id })).statusCode).toBe(400);
    expect((await decide({ entityId: 'internal_blacklist:nope' })).statusCode).toBe(400);
    expect(await ctx().infra.prisma.screeningMatchReview.count()).toBe(0);

    const review = await ok<{ subjectType: string; subjectId: number; subjectName: string }>(
      decide({}),
      201,
    );
    expect(review).toMatchObject({
      subjectType: 'agreement_party',
      subjectId: seller!.id,
      subjectName: LOOKALIKE,
    });
    const after = (await parties())[1]!;
    expect(after).toMatchObject({ awaitingReview: false });
    expect(after.hits[0]).toMatchObject({
      entityId,
      match: false,
      suppressed: { note: 'Different company: registered in Norway, the listed one in Panama' },
    });
    const listed = await ok<Array<{ decision: string }>>(
      get(ctx(), `/api/screening/reviews?subjectType=agreement_party&subjectId=${seller!.id}`),
    );
    expect(listed).toMatchObject([{ decision: 'false_positive' }]);
    expect(await riskFlags()).toBe(0);
    // The agreement's trail records the decision, who made it and why.
    expect((await detail(agreement.id)).auditTrail.at(-1)).toMatchObject({
      action: 'party_match_reviewed',
      actor: FIXED_SESSION_USER.name,
      detail: `False positive on the seller '${LOOKALIKE}': '${LISTED}' on internal_blacklist (score 0.93), by ${FIXED_SESSION_USER.name}: Different company: registered in Norway, the listed one in Panama`,
    });
    // An escalation's alert and workflow point at the agreement, which the BOA screen opens.
    await ok(decide({ decision: 'escalate', note: 'Same port of registry: needs the MLRO' }), 201);
    const escalated = await ctx().infra.prisma.domainEvent.findFirstOrThrow({
      where: { type: 'screening.match_escalated' },
    });
    expect(escalated.payload).toMatchObject({
      screenedType: 'basic_ordering_agreement',
      screenedId: agreement.id,
      subjectName: LOOKALIKE,
    });
    // The escalation lifts the false positive: the party awaits review again.
    expect((await parties())[1]).toMatchObject({ awaitingReview: true });
    await ok(decide({}), 201);
    // Nothing awaits review: compliance approval needs no acknowledgement.
    await ok(post(url(agreement.id, '/approvals'), { kind: 'legal_review' }));
    await ok(post(url(agreement.id, '/approvals'), { kind: 'compliance_approval' }));

    // Screened under two names that both meet the listed shipper: one hit to decide, not two.
    const twoNames = await createAgreement(ctx(), {
      agreementNumber: 'BOA-TWO-NAMES',
      sellerName: LOOKALIKE,
      sellerLegalEntity: `${LOOKALIKE}.`,
    });
    const twice = await ok<{ parties: Party[] }>(get(ctx(), url(twoNames.id)));
    expect(twice.parties[1]!.hits.map((hit) => hit.entityId)).toEqual([entityId]);
  });

  it('keeps a blocked party a hard refusal, acknowledged or not', async () => {
    await blacklist(LISTED);
    const agreement = await createAgreement(ctx(), { sellerName: LISTED });
    expect((await detail(agreement.id)).parties[1]).toMatchObject({
      result: 'blocked',
      awaitingReview: false,
    });
    await approve(ctx(), agreement.id);
    expect((await signByBoth(agreement.id, LISTED)).status).toBe('draft');
    await expectConflict(
      post(url(agreement.id, '/status'), { status: 'active', acknowledgeFlaggedParties: true }),
      `the seller '${LISTED}' is blocked by watchlist screening`,
    );
    expect((await detail(agreement.id)).status).toBe('draft');
    expect(await acknowledgements(agreement.id)).toEqual([]);
  });

  it('counts agreements in force with a blocked party or a flagged one awaiting review as risk flags', async () => {
    await blacklist(LISTED);
    expect(await riskFlags()).toBe(0);
    const flagged = await createAgreement(ctx(), { sellerName: LOOKALIKE });
    expect(await riskFlags()).toBe(1);
    await createAgreement(ctx(), { buyerName: LISTED });
    expect(await riskFlags()).toBe(2);
    await createAgreement(ctx());
    expect(await riskFlags()).toBe(2);
    await ok(post(url(flagged.id, '/status'), { status: 'terminated', reason: 'test' }));
    expect(await riskFlags()).toBe(1);
  });
});
