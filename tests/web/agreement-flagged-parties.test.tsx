import {
  type AgreementDetail,
  AgreementTermsInputSchema,
  type MatchReview,
  type MatchReviewCreate,
  type PartyScreeningDetail,
} from '@compliance/contracts';
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { servePaged } from './support/paged';
import { renderApp } from './support/render-app';
import { buildMatch, serveLists } from './support/screening';
import { server, setupMswServer } from './support/server';

setupMswServer();

// The table view's grid renders slowly in jsdom when the machine's two cores are shared.
const SLOW = 180_000;

const LIST = '/api/basic-ordering-agreements';
const DETAIL = `${LIST}/7`;

const party = (overrides: Partial<PartyScreeningDetail>): PartyScreeningDetail => ({
  id: overrides.role === 'seller' ? 72 : 71,
  role: 'buyer',
  names: ['Harbourside Provisions Ltd'],
  screened: true,
  result: 'clear',
  awaitingReview: false,
  riskLevel: 'low',
  reasons: [],
  lists: ['us_ofac_sdn', 'internal_blacklist'],
  screenedAt: '2026-11-02T09:00:00.000Z',
  hits: [],
  ...overrides,
});

const HIT = buildMatch({
  entityId: 'internal_blacklist:1',
  list: 'internal_blacklist',
  entityType: 'company',
  name: 'Crimson Lantern Shipping Ltd',
  matchedName: 'Crimson Lantern Shipping Ltd',
  score: 0.93,
  programs: [],
  countries: [],
});

const LOOKALIKE_NAME = 'Crimson Lanterns Shipping Co';

const FLAGGED_SELLER = party({
  role: 'seller',
  names: ['Crimson Lanterns Shipping Co'],
  result: 'flagged',
  awaitingReview: true,
  riskLevel: 'high',
  reasons: ['Potential match on Internal blacklist: "Crimson Lantern Shipping Ltd", score 0.93'],
  hits: [HIT],
});

// The terms with the form's defaults, as the api stores a new agreement.
const TERMS = AgreementTermsInputSchema.parse({
  agreementNumber: 'BOA-FLAG',
  buyerName: 'Harbourside Provisions Ltd',
  sellerName: 'Crimson Lanterns Shipping Co',
  authenticationMethod: 'PKI certificate',
  maxOrderValue: 50000,
});

const agreement = (overrides: Partial<AgreementDetail> = {}): AgreementDetail => ({
  ...TERMS,
  id: 7,
  version: 1,
  amendsId: null,
  status: 'draft',
  statusReason: null,
  legalReview: true,
  legalReviewAt: '2026-11-02T09:05:00.000Z',
  legalReviewBy: 'Compliance Officer',
  complianceApproval: false,
  complianceApprovalAt: null,
  complianceApprovalBy: null,
  termsFrozen: false,
  signatures: [],
  parties: [party({}), FLAGGED_SELLER],
  activatedAt: null,
  expiresAt: null,
  createdAt: '2026-11-02T09:00:00.000Z',
  updatedAt: '2026-11-02T09:05:00.000Z',
  auditTrail: [],
  versions: [{ id: 7, version: 1, status: 'draft', createdAt: '2026-11-02T09:00:00.000Z' }],
  orderCount: 0,
  ...overrides,
});

const withScreen = (detail: AgreementDetail, others: AgreementDetail[] = []) =>
  server.use(
    http.get(`${LIST}/stats`, () =>
      HttpResponse.json({ total: 1, active: 0, digitalOrders: 0, iccCompliant: 1 }),
    ),
    http.get(LIST, () => HttpResponse.json([detail, ...others])),
    http.get(DETAIL, () => HttpResponse.json(detail)),
    http.get('/api/digital-trade-orders', () => HttpResponse.json([])),
  );

describe('Digital Trade BOAs: parties flagged by screening', () => {
  it('counts the cards as agreement versions: an amendment is a card of its own', async () => {
    const amended = agreement({ id: 9, version: 2, amendsId: 7, parties: [party({})] });
    withScreen(amended, [agreement({ parties: [party({})] })]);
    renderApp('/digital-trade-boas');
    expect(await screen.findByText('2 of 2 agreement versions')).toBeVisible();
  });

  it('shows "Party flagged" beside "Party blocked" on the cards of agreements with a party awaiting review, and asks nothing once an officer decided', async () => {
    const blocked = agreement({
      id: 8,
      agreementNumber: 'BOA-BLOCK',
      parties: [party({}), party({ role: 'seller', result: 'blocked', riskLevel: 'high' })],
    });
    // Flagged, but an officer decided its hit a false positive: nothing awaits review.
    const decided = agreement({
      id: 9,
      agreementNumber: 'BOA-DECIDED',
      parties: [party({}), { ...FLAGGED_SELLER, awaitingReview: false }],
    });
    const sent: unknown[] = [];
    withScreen(agreement(), [blocked, decided]);
    server.use(
      http.get(`${LIST}/9`, () => HttpResponse.json(decided)),
      http.post(`${LIST}/9/approvals`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...decided, complianceApproval: true });
      }),
    );
    const { user } = renderApp('/digital-trade-boas');

    const card = await screen.findByRole('article', { name: 'BOA-FLAG' });
    expect(within(card).getByText('Party flagged')).toBeVisible();
    expect(within(card).queryByText('Party blocked')).toBeNull();
    const blockedCard = screen.getByRole('article', { name: 'BOA-BLOCK' });
    expect(within(blockedCard).getByText('Party blocked')).toBeVisible();
    expect(within(blockedCard).queryByText('Party flagged')).toBeNull();
    const decidedCard = screen.getByRole('article', { name: 'BOA-DECIDED' });
    expect(within(decidedCard).queryByText('Party flagged')).toBeNull();

    // Nothing awaits review there: compliance approval goes ahead without a question.
    await user.click(within(decidedCard).getByRole('button'));
    await user.click(await screen.findByRole('button', { name: 'Record compliance approval' }));
    expect(await screen.findByText('Compliance approval recorded')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Party flagged by screening' })).toBeNull();
    expect(sent).toEqual([{ kind: 'compliance_approval', actorId: 1 }]);
  });

  it(
    'shows the same "Party flagged" / "Party blocked" badges in the table view as on the cards',
    async () => {
      const blocked = agreement({
        id: 8,
        agreementNumber: 'BOA-BLOCK',
        parties: [party({}), party({ role: 'seller', result: 'blocked', riskLevel: 'high' })],
      });
      const decided = agreement({
        id: 9,
        agreementNumber: 'BOA-DECIDED',
        parties: [party({}), { ...FLAGGED_SELLER, awaitingReview: false }],
      });
      withScreen(agreement(), [blocked, decided]);
      servePaged(LIST, [agreement(), blocked, decided]);
      const { user } = renderApp('/digital-trade-boas');
      await user.click(
        await screen.findByRole('button', { name: 'Table view' }, { timeout: 60_000 }),
      );
      const grid = await screen.findByRole('grid', {}, { timeout: 60_000 });
      const row = async (number: string) =>
        within(
          (await within(grid).findByText(number, {}, { timeout: 30_000 })).closest<HTMLElement>(
            '[role="row"]',
          )!,
        );

      const flaggedRow = await row('BOA-FLAG');
      expect(flaggedRow.getByText('Party flagged')).toBeVisible();
      expect(flaggedRow.queryByText('Party blocked')).toBeNull();
      const blockedRow = await row('BOA-BLOCK');
      expect(blockedRow.getByText('Party blocked')).toBeVisible();
      expect(blockedRow.queryByText('Party flagged')).toBeNull();
      const decidedRow = await row('BOA-DECIDED');
      expect(decidedRow.queryByText('Party flagged')).toBeNull();
      expect(decidedRow.queryByText('Party blocked')).toBeNull();
      expect(within(grid).getByRole('columnheader', { name: 'Party screening' })).toBeVisible();
    },
    SLOW,
  );

  it('asks before recording compliance approval, names the flagged party, and sends the acknowledgement only on confirmation', async () => {
    const sent: unknown[] = [];
    withScreen(agreement());
    server.use(
      http.post(`${DETAIL}/approvals`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(agreement({ complianceApproval: true }));
      }),
    );
    const { user } = renderApp('/digital-trade-boas?focus=7');

    await user.click(await screen.findByRole('button', { name: 'Record compliance approval' }));
    const dialog = screen.getByRole('dialog', { name: 'Party flagged by screening' });
    expect(within(dialog).getByText('Seller: Crimson Lanterns Shipping Co')).toBeVisible();
    expect(
      within(dialog).getByText(/^Flagged, screening awaits review · Potential match/),
    ).toBeVisible();
    expect(sent).toEqual([]);

    // Cancel sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(dialog);
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Record compliance approval' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Party flagged by screening' })).getByRole(
        'button',
        { name: 'Acknowledge and record compliance approval' },
      ),
    );
    expect(await screen.findByText('Compliance approval recorded')).toBeVisible();
    expect(sent).toEqual([
      { kind: 'compliance_approval', acknowledgeFlaggedParties: true, actorId: 1 },
    ]);
  });

  it('asks before activating and before placing an order', async () => {
    const activations: unknown[] = [];
    const orders: unknown[] = [];
    let current = agreement({
      complianceApproval: true,
      signatures: [
        {
          party: 'organisation',
          signer: 'Our Org',
          kid: 'k1',
          alg: 'ES256',
          signedAt: '2026-11-02T10:00:00.000Z',
        },
        {
          party: 'counterparty',
          signer: 'Crimson Lanterns Shipping Co',
          kid: 'k2',
          alg: 'ES256',
          signedAt: '2026-11-02T10:05:00.000Z',
        },
      ],
    });
    withScreen(current);
    server.use(
      http.get(DETAIL, () => HttpResponse.json(current)),
      http.post(`${DETAIL}/status`, async ({ request }) => {
        activations.push(await request.json());
        current = { ...current, status: 'active', activatedAt: '2026-11-02T10:06:00.000Z' };
        return HttpResponse.json(current);
      }),
      http.post('/api/digital-trade-orders', async ({ request }) => {
        orders.push(await request.json());
        return HttpResponse.json({ id: 1, orderNumber: 'ORD-1' }, { status: 201 });
      }),
    );
    const { user } = renderApp('/digital-trade-boas?focus=7');
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    const dialog = screen.getByRole('dialog', { name: 'Party flagged by screening' });
    expect(within(dialog).getByText('Seller: Crimson Lanterns Shipping Co')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge and activate' }));
    expect(await screen.findByText('Agreement active')).toBeVisible();
    expect(activations).toEqual([
      { status: 'active', acknowledgeFlaggedParties: true, actorId: 1 },
    ]);

    const form = await screen.findByRole('form', { name: 'Place an order' });
    await user.type(within(form).getByLabelText(/Order value/), '250');
    await user.click(within(form).getByRole('button', { name: 'Place order' }));
    const orderDialog = screen.getByRole('dialog', { name: 'Party flagged by screening' });
    expect(orders).toEqual([]);
    await user.click(
      within(orderDialog).getByRole('button', { name: 'Acknowledge and place the order' }),
    );
    expect(await screen.findByText('ORD-1 was signed and placed.')).toBeVisible();
    expect(orders).toMatchObject([
      { agreementId: 7, totalValue: 250, currency: 'USD', acknowledgeFlaggedParties: true },
    ]);
  });

  it('opens the match review of a flagged party from the agreement detail and records a decision on its hit', async () => {
    serveLists();
    let current = agreement();
    const reviews: MatchReview[] = [];
    const posted: MatchReviewCreate[] = [];
    withScreen(current);
    server.use(
      http.get(DETAIL, () => HttpResponse.json(current)),
      http.get('/api/screening/reviews', ({ request }) => {
        const query = new URL(request.url).searchParams;
        expect(query.get('subjectType')).toBe('agreement_party');
        expect(query.get('subjectId')).toBe('72');
        return HttpResponse.json(reviews);
      }),
      http.post('/api/screening/reviews', async ({ request }) => {
        const body = (await request.json()) as MatchReviewCreate;
        posted.push(body);
        const review: MatchReview = {
          id: 5,
          subjectType: body.subjectType,
          subjectId: body.subjectId,
          subjectName: LOOKALIKE_NAME,
          entityId: body.entityId,
          entityName: HIT.name,
          list: HIT.list,
          score: HIT.score,
          decision: body.decision,
          note: body.note,
          reviewedBy: 'oidc|ana.lima',
          reviewerName: 'Ana Lima',
          reviewedAt: '2026-11-03T09:00:00.000Z',
          workflowId: null,
        };
        reviews.unshift(review);
        // The server now reads the party as no longer awaiting review.
        current = agreement({ parties: [party({}), { ...FLAGGED_SELLER, awaitingReview: false }] });
        return HttpResponse.json(review, { status: 201 });
      }),
    );
    const { user } = renderApp('/digital-trade-boas?focus=7');
    const detail = await screen.findByRole('dialog', { name: /BOA-FLAG/ });
    // Only the flagged party offers a review: the clear buyer has no hit to decide.
    const [open] = within(detail).getAllByRole('button', { name: 'Open match review' });
    expect(within(detail).getAllByRole('button', { name: 'Open match review' })).toHaveLength(1);
    await user.click(open!);

    const review = await screen.findByRole('dialog', {
      name: `Match review: Seller ${LOOKALIKE_NAME}`,
    });
    const card = within(review).getByTestId('match-card');
    expect(within(card).getAllByText('Crimson Lantern Shipping Ltd')[0]).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Review match' }));
    await user.click(within(card).getByRole('button', { name: 'False positive' }));
    await user.type(within(card).getByLabelText('Note'), 'Registered in Norway, listed in Panama');
    await user.click(within(card).getByRole('button', { name: 'Save decision' }));
    expect(await screen.findByText('Decision recorded')).toBeVisible();
    expect(posted).toEqual([
      {
        subjectType: 'agreement_party',
        subjectId: 72,
        entityId: 'internal_blacklist:1',
        decision: 'false_positive',
        note: 'Registered in Norway, listed in Panama',
      },
    ]);
    expect(await within(card).findByTestId('match-decision')).toHaveTextContent('False positive');

    // The agreement loads again: the seller no longer awaits review.
    await user.click(within(review).getByRole('button', { name: 'Close dialog' }));
    await waitForElementToBeRemoved(review);
    await waitFor(() => expect(within(detail).queryByText('Awaits review')).toBeNull());
  });
});
