import type { MatchReview, MatchReviewCreate } from '@compliance/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderApp } from './support/render-app';
import { buildKycScreening, buildMatch, serveLists } from './support/screening';
import { server, setupMswServer } from './support/server';

setupMswServer();

const notifications = () => screen.getByRole('region', { name: 'Notifications (F8)' });

const screening = buildKycScreening({
  entityName: 'Nicolas Maduro',
  screeningResult: 'blocked',
  riskLevel: 'high',
  sanctionsMatch: true,
  matchCount: 1,
  candidateCount: 2,
  matches: [
    buildMatch(),
    buildMatch({
      entityId: 'un_sc:123',
      list: 'un_sc',
      name: 'MADURO, Pedro',
      matchedName: 'Pedro Maduro',
      score: 0.84,
      match: false,
      suppressed: {
        reviewId: 4,
        // Recorded before reviewers were signed-in users: a sample user's numeric id, no name.
        reviewedBy: '2',
        reviewerName: null,
        reviewedAt: '2026-11-20T10:00:00.000Z',
        note: 'Brother, other birth date',
      },
    }),
  ],
});

beforeEach(() => {
  serveLists();
  server.use(
    http.get('/api/kyc-screening', () => HttpResponse.json([screening])),
    http.get(`/api/kyc-screening/${screening.id}`, () => HttpResponse.json(screening)),
  );
});

describe('match review in the screening detail', () => {
  it('records a false positive with a note, the signed-in reviewer and shows it', async () => {
    const reviews: MatchReview[] = [];
    const posted: { body: MatchReviewCreate; user: string | null }[] = [];
    server.use(
      http.get('/api/screening/reviews', () => HttpResponse.json(reviews)),
      http.post('/api/screening/reviews', async ({ request }) => {
        const body = (await request.json()) as MatchReviewCreate;
        posted.push({ body, user: request.headers.get('x-user-id') });
        const review: MatchReview = {
          id: 9,
          subjectType: body.subjectType,
          subjectId: body.subjectId,
          subjectName: 'Nicolas Maduro',
          entityId: body.entityId,
          entityName: 'MADURO MOROS, Nicolas',
          list: 'us_ofac_sdn',
          score: 0.97,
          decision: body.decision,
          note: body.note,
          // The server names the signed-in reviewer; the browser never says who it is.
          reviewedBy: 'oidc|ana.lima',
          reviewerName: 'Ana Lima',
          reviewedAt: '2026-11-23T09:30:00.000Z',
          workflowId: null,
        };
        reviews.unshift(review);
        return HttpResponse.json(review, { status: 201 });
      }),
    );
    const { user } = renderApp(`/kyc-screening?focus=${screening.id}`);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Nicolas Maduro' },
      { timeout: 15_000 },
    );
    const [top, suppressed] = within(dialog).getAllByTestId('match-card');

    // The remembered false positive is visible on the second candidate.
    expect(within(suppressed!).getByText('Suppressed')).toBeVisible();
    expect(within(suppressed!).getByTestId('suppressed-note')).toHaveTextContent(
      /marked a false positive by Michael Rodriguez .*Brother, other birth date/,
    );

    await user.click(within(top!).getByRole('button', { name: 'Review match' }));
    await user.click(within(top!).getByRole('button', { name: 'Save decision' }));
    expect(within(top!).getByText('Choose a decision')).toBeVisible();
    await user.click(within(top!).getByRole('button', { name: 'False positive' }));
    await user.click(within(top!).getByRole('button', { name: 'Save decision' }));
    expect(within(top!).getByText('A note is required: say why')).toBeVisible();
    expect(posted).toHaveLength(0);

    await user.type(within(top!).getByLabelText('Note'), 'Born 1990, listed person 1962');
    await user.click(within(top!).getByRole('button', { name: 'Save decision' }));
    expect(await within(notifications()).findByText('Decision recorded')).toBeVisible();
    expect(posted[0]).toEqual({
      body: {
        subjectType: 'kyc_screening',
        subjectId: screening.id,
        entityId: 'us_ofac_sdn:22790',
        decision: 'false_positive',
        note: 'Born 1990, listed person 1962',
      },
      user: null,
    });
    const decision = await within(top!).findByTestId('match-decision');
    expect(decision).toHaveTextContent('False positive');
    expect(decision).toHaveTextContent(/by Ana Lima/);
    expect(decision).toHaveTextContent('Born 1990, listed person 1962');
    expect(within(top!).getByRole('button', { name: 'Change decision' })).toBeVisible();
  });

  it('shows the server refusal in a toast and keeps the form', async () => {
    server.use(
      http.post('/api/screening/reviews', () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', code: 'CONFLICT', message: 'no longer listed' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderApp(`/kyc-screening?focus=${screening.id}`);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Nicolas Maduro' },
      { timeout: 15_000 },
    );
    const top = within(dialog).getAllByTestId('match-card')[0]!;
    await user.click(within(top).getByRole('button', { name: 'Review match' }));
    await user.click(within(top).getByRole('button', { name: 'Escalate' }));
    await user.type(within(top).getByLabelText('Note'), 'Needs MLRO');
    await user.click(within(top).getByRole('button', { name: 'Save decision' }));
    expect(await within(notifications()).findByText(/no longer listed/)).toBeVisible();
    expect(within(top).getByRole('button', { name: 'Save decision' })).toBeEnabled();
  });
});
