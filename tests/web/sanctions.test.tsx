import type { SanctionsScreening } from '@compliance/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderApp } from './support/render-app';
import { buildCheck, buildMatch, buildSanctionsScreening, serveLists } from './support/screening';
import { server, setupMswServer } from './support/server';

setupMswServer();

type User = ReturnType<typeof renderApp>['user'];

const serveSanctions = (screenings: SanctionsScreening[]) =>
  server.use(http.get('/api/sanctions-screening', () => HttpResponse.json(screenings)));

// The watchlists panel on this screen reads its internal lists too.
const serveInternalLists = () =>
  server.use(http.get('/api/screening/internal-lists/:list', () => HttpResponse.json([])));

const notifications = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const form = () => screen.getByRole('form', { name: 'New Sanctions Screening' });

const choose = async (user: User, label: string, option: string) => {
  await user.click(within(form()).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

beforeEach(() => {
  serveLists();
  serveInternalLists();
});

describe('Sanctions Screening screen', () => {
  it('shows the subtitle and 5 skeleton rows while loading', async () => {
    server.use(http.get('/api/sanctions-screening', () => delay('infinite')));
    renderApp('/sanctions-screening');
    // The first render of the lazy screen in a file compiles MUI on demand: allow for it.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Sanctions Screening' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(screen.getByText('Screen entities against watchlists')).toBeVisible();
    const recent = screen.getByRole('region', { name: 'Recent Screenings' });
    expect(within(recent).getAllByTestId('row-skeleton')).toHaveLength(5);
  });

  it('shows the empty states for no screenings and for no search match', async () => {
    serveSanctions([]);
    renderApp('/sanctions-screening');
    expect(await screen.findByText('No screenings found')).toBeVisible();
    expect(screen.getByText('Create your first screening to get started.')).toBeVisible();
  });

  it('lists rows with icon, name, type, result and risk, filtered on the client', async () => {
    let calls = 0;
    server.use(
      http.get('/api/sanctions-screening', () => {
        calls += 1;
        return HttpResponse.json([
          buildSanctionsScreening({
            entityName: 'Ocean Star',
            entityType: 'vessel',
            screeningResult: 'flagged',
            riskLevel: 'medium',
          }),
          buildSanctionsScreening({
            entityName: 'Northwind Traders',
            screeningResult: 'clear',
            riskLevel: 'low',
          }),
          buildSanctionsScreening({
            entityName: 'Harriet Clearwater',
            entityType: 'individual',
            screeningResult: 'flagged',
            riskLevel: 'medium',
            suggestedResult: 'flagged',
            suggestedRiskLevel: 'medium',
          }),
        ]);
      }),
    );
    const { user } = renderApp('/sanctions-screening');
    const list = await screen.findByTestId('recent-screenings');
    const rows = within(list).getAllByTestId('sanctions-row');
    expect(rows).toHaveLength(3);
    const vessel = rows[0]!;
    expect(within(vessel).getByRole('img', { name: 'Result: flagged' })).toBeVisible();
    expect(within(vessel).getByText('Ocean Star')).toBeVisible();
    expect(vessel).toHaveTextContent(/Vessel · Suggested: clear \/ low/);
    expect(within(vessel).getByText('flagged')).toBeVisible();
    expect(within(vessel).getByText('medium')).toBeVisible();
    // A flagged suggestion without any match says why, in the server's words.
    expect(rows[2]!).toHaveTextContent(
      /Individual · Suggested: flagged \/ medium \(coverage gap, no name match\)/,
    );
    expect(vessel).not.toHaveTextContent(/coverage gap/);
    expect(list).toHaveStyle({ maxHeight: '24rem', overflowY: 'auto' });

    const search = screen.getByPlaceholderText('Search screenings...');
    await user.type(search, 'NORTH');
    await waitFor(() => expect(within(list).getAllByTestId('sanctions-row')).toHaveLength(1));
    expect(within(list).getByText('Northwind Traders')).toBeVisible();
    await user.clear(search);
    await user.type(search, 'nothing like it');
    expect(await screen.findByText('No screenings match your search.')).toBeVisible();
    expect(calls).toBe(1);
  });

  it('shows the spec validation messages on submit and sends nothing', async () => {
    serveSanctions([]);
    let posts = 0;
    server.use(
      http.post('/api/sanctions-screening', () => {
        posts += 1;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user } = renderApp('/sanctions-screening');
    await screen.findByText('No screenings found');
    await user.click(within(form()).getByRole('button', { name: 'Create Screening' }));
    for (const message of [
      'Entity name is required',
      'Entity type is required',
      'Screening result is required',
      'Risk level is required',
    ]) {
      expect(await within(form()).findByText(message)).toBeVisible();
    }
    expect(posts).toBe(0);
  });

  it('creates a screening, toasts and resets the form', async () => {
    serveSanctions([]);
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/sanctions-screening/check', () =>
        HttpResponse.json(
          buildCheck({ suggestedResult: 'clear', suggestedRiskLevel: 'low', candidates: [] }),
        ),
      ),
      http.post('/api/sanctions-screening', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(buildSanctionsScreening(), { status: 201 });
      }),
    );
    const { user } = renderApp('/sanctions-screening');
    await screen.findByText('No screenings found');
    await user.type(within(form()).getByLabelText('Entity name'), 'Northwind Traders');
    await choose(user, 'Entity type', 'Company');
    await choose(user, 'Screening result', 'Clear');
    await choose(user, 'Risk level', 'Low');
    await user.type(within(form()).getByLabelText('Notes'), 'Annual review');
    await user.click(within(form()).getByRole('button', { name: 'Create Screening' }));

    expect(
      await within(notifications()).findByText('Sanctions screening created successfully'),
    ).toBeVisible();
    expect(bodies).toEqual([
      {
        entityName: 'Northwind Traders',
        entityType: 'company',
        screeningResult: 'clear',
        riskLevel: 'low',
        notes: 'Annual review',
      },
    ]);
    await waitFor(() => expect(within(form()).getByLabelText('Entity name')).toHaveValue(''));
    expect(within(form()).getByLabelText('Notes')).toHaveValue('');
  });

  it('shows the server message in the error toast when create fails', async () => {
    serveSanctions([]);
    server.use(
      http.post('/api/sanctions-screening/check', () =>
        HttpResponse.json(
          buildCheck({ suggestedResult: 'clear', suggestedRiskLevel: 'low', candidates: [] }),
        ),
      ),
      http.post('/api/sanctions-screening', () =>
        HttpResponse.json({ message: 'Database unavailable' }, { status: 503 }),
      ),
    );
    const { user } = renderApp('/sanctions-screening');
    await screen.findByText('No screenings found');
    await user.type(within(form()).getByLabelText('Entity name'), 'X Corp');
    await choose(user, 'Entity type', 'Company');
    await choose(user, 'Screening result', 'Clear');
    await choose(user, 'Risk level', 'Low');
    await user.click(within(form()).getByRole('button', { name: 'Create Screening' }));
    const region = notifications();
    expect(await within(region).findByText('503: Database unavailable')).toBeVisible();
    expect(within(region).getByText('Error')).toBeVisible();
    expect(within(form()).getByLabelText('Entity name')).toHaveValue('X Corp');
  });

  it('checks before creating when nobody did, and asks here for the reason to override', async () => {
    serveSanctions([]);
    let posts = 0;
    server.use(
      http.post('/api/sanctions-screening/check', () => HttpResponse.json(buildCheck())),
      http.post('/api/sanctions-screening', () => {
        posts++;
        return HttpResponse.json(buildSanctionsScreening(), { status: 201 });
      }),
    );
    const { user } = renderApp('/sanctions-screening');
    await screen.findByText('No screenings found');
    await user.type(within(form()).getByLabelText('Entity name'), 'Acme Widgets GmbH');
    await choose(user, 'Entity type', 'Company');
    await choose(user, 'Screening result', 'Clear');
    await choose(user, 'Risk level', 'Low');
    await user.click(within(form()).getByRole('button', { name: 'Create Screening' }));
    // The check suggests blocked: the reason field appears with its message; nothing is created.
    const reason = await within(form()).findByLabelText(/Reason for overriding the suggestion/);
    expect(reason).toHaveAccessibleDescription(/reason/i);
    expect(within(form()).getByLabelText('Screening result')).toHaveTextContent('Clear');
    expect(posts).toBe(0);
    await user.type(reason, 'Different registered address and directors');
    await user.click(within(form()).getByRole('button', { name: 'Create Screening' }));
    await waitFor(() => expect(posts).toBe(1));
  });

  it('checks watchlists, shows candidates, pre-fills the suggestion and keeps an override', async () => {
    serveSanctions([]);
    const checks: unknown[] = [];
    const saves: unknown[] = [];
    server.use(
      http.post('/api/sanctions-screening/check', async ({ request }) => {
        checks.push(await request.json());
        return HttpResponse.json(
          buildCheck({
            candidates: [
              buildMatch(),
              buildMatch({
                entityId: 'un_sc:9',
                list: 'un_sc',
                name: 'MADURO, Pedro',
                matchedName: 'Pedro Maduro',
                score: 0.7,
                match: false,
              }),
            ],
          }),
        );
      }),
      http.post('/api/sanctions-screening', async ({ request }) => {
        saves.push(await request.json());
        return HttpResponse.json(buildSanctionsScreening(), { status: 201 });
      }),
    );
    const { user } = renderApp('/sanctions-screening');
    await screen.findByText('No screenings found');

    // The check needs a name and a type, with the same messages as the form.
    await user.click(within(form()).getByRole('button', { name: 'Check watchlists' }));
    expect(await within(form()).findByText('Entity name is required')).toBeVisible();
    expect(checks).toHaveLength(0);

    await user.type(within(form()).getByLabelText('Entity name'), 'Nicolas Maduro');
    await choose(user, 'Entity type', 'Individual');
    await user.click(within(form()).getByRole('button', { name: 'Check watchlists' }));

    const results = await screen.findByTestId('check-results');
    expect(checks).toEqual([{ entityName: 'Nicolas Maduro', entityType: 'individual' }]);
    expect(
      within(results).getByText('2 candidates, 1 at or above the 85% match threshold.'),
    ).toBeVisible();
    const cards = within(results).getAllByTestId('match-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('97%')).toBeVisible();
    expect(within(cards[1]!).getByText('70%')).toBeVisible();
    // Every result carries the age of its list.
    expect(within(cards[0]!).getByTestId('list-age-badge')).toHaveTextContent(
      /^List \d+ years old$/,
    );
    await user.click(within(cards[1]!).getByRole('button', { name: 'Why this score' }));
    expect(await within(cards[1]!).findByRole('table', { name: 'Token pairs' })).toBeVisible();

    expect(within(form()).getByRole('combobox', { name: 'Screening result' })).toHaveTextContent(
      'Blocked',
    );
    expect(within(form()).getByRole('combobox', { name: 'Risk level' })).toHaveTextContent('High');
    expect(screen.getByTestId('suggestion-hint')).toHaveTextContent('Suggested: blocked / high');

    await choose(user, 'Screening result', 'Flagged');
    expect(screen.getByTestId('suggestion-hint')).toHaveTextContent('your decision differs');
    // A milder result than the suggestion needs a reason before anything is sent.
    await user.click(within(form()).getByRole('button', { name: 'Create Screening' }));
    expect(
      await within(form()).findByText(
        'A reason is required to record a milder result than suggested',
      ),
    ).toBeVisible();
    expect(saves).toHaveLength(0);
    await user.type(
      within(form()).getByLabelText(/Reason for overriding the suggestion/),
      'Different date of birth on file',
    );
    await user.click(within(form()).getByRole('button', { name: 'Create Screening' }));
    expect(
      await within(notifications()).findByText('Sanctions screening created successfully'),
    ).toBeVisible();
    expect(saves).toEqual([
      {
        entityName: 'Nicolas Maduro',
        entityType: 'individual',
        screeningResult: 'flagged',
        riskLevel: 'high',
        notes: null,
        overrideReason: 'Different date of birth on file',
      },
    ]);
    await waitFor(() => expect(screen.queryByTestId('check-results')).toBeNull());
  });

  it('drops the check once the name changes', async () => {
    serveSanctions([]);
    server.use(http.post('/api/sanctions-screening/check', () => HttpResponse.json(buildCheck())));
    const { user } = renderApp('/sanctions-screening');
    await screen.findByText('No screenings found');
    await user.type(within(form()).getByLabelText('Entity name'), 'Nicolas Maduro');
    await choose(user, 'Entity type', 'Individual');
    await user.click(within(form()).getByRole('button', { name: 'Check watchlists' }));
    await screen.findByTestId('check-results');
    await user.type(within(form()).getByLabelText('Entity name'), 'x');
    expect(screen.queryByTestId('check-results')).toBeNull();
    expect(screen.queryByTestId('suggestion-hint')).toBeNull();
  });

  it('opens a row to show the decision beside the suggestion and the matches', async () => {
    const screening = buildSanctionsScreening({
      entityName: 'Nicolas Maduro',
      entityType: 'individual',
      screeningResult: 'flagged',
      riskLevel: 'high',
      suggestedResult: 'blocked',
      suggestedRiskLevel: 'high',
      overridden: true,
      notes: 'Escalated to legal',
      overrideReason: 'Different date of birth on file',
      decidedBy: { id: 'chloe', name: 'Chloé Martin' },
      matchCount: 1,
      candidateCount: 1,
      topScore: 0.97,
      matches: [buildMatch()],
      reasons: ['Strong match (97%) on OFAC SDN.'],
    });
    serveSanctions([screening]);
    server.use(
      http.get(`/api/sanctions-screening/${screening.id}`, () => HttpResponse.json(screening)),
    );
    const { user } = renderApp('/sanctions-screening');
    const row = await screen.findByTestId('sanctions-row');
    expect(within(row).getByText(/Suggested: blocked \/ high/)).toBeVisible();
    expect(row).toHaveTextContent(/· Overridden/);
    await user.click(row);

    const dialog = await screen.findByRole('dialog', { name: 'Nicolas Maduro' });
    const decision = await within(dialog).findByRole('region', { name: 'Decision' });
    expect(within(decision).getByText('flagged')).toBeVisible();
    // Who decided, and why, stays visible to whoever opens the screening later.
    expect(within(decision).getByText('by Chloé Martin')).toBeVisible();
    const suggestion = within(dialog).getByRole('region', { name: 'Suggested by screening' });
    expect(within(suggestion).getByText('blocked')).toBeVisible();
    expect(
      within(dialog).getByText(/The decision differs from the screening suggestion\./),
    ).toHaveTextContent('Reason given: Different date of birth on file');
    expect(within(dialog).getByText('Escalated to legal')).toBeVisible();
    expect(within(dialog).getByText('Strong match (97%) on OFAC SDN.')).toBeVisible();
    expect(within(dialog).getAllByTestId('match-card')).toHaveLength(1);
  });
});
