import type { KycScreening } from '@compliance/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderApp } from './support/render-app';
import { buildKycScreening, buildMatch, serveLists } from './support/screening';
import { server, setupMswServer } from './support/server';

setupMswServer();

const serveKyc = (screenings: KycScreening[]) =>
  server.use(http.get('/api/kyc-screening', () => HttpResponse.json(screenings)));

const notifications = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const statValue = (label: string) =>
  within(screen.getByRole('region', { name: label })).getByTestId('metric-value');

beforeEach(() => serveLists());

describe('KYC/AML Screening screen', () => {
  it('shows title, subtitle and the loading text', async () => {
    server.use(http.get('/api/kyc-screening', () => delay('infinite')));
    renderApp('/kyc-screening');
    // The first render of the lazy screen in a file compiles MUI on demand: allow for it.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'KYC/AML Screening' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(
      screen.getByText('Know Your Customer and Anti-Money Laundering compliance screening'),
    ).toBeVisible();
    expect(screen.getByText('Loading screenings...')).toBeVisible();
  });

  it('counts total, flagged (flagged or high risk) and PEP screenings', async () => {
    serveKyc([
      buildKycScreening({ screeningResult: 'flagged', riskLevel: 'medium' }),
      buildKycScreening({ screeningResult: 'clear', riskLevel: 'high', isPEP: true }),
      buildKycScreening({ screeningResult: 'blocked', riskLevel: 'medium', isPEP: true }),
      buildKycScreening({ screeningResult: 'clear', riskLevel: 'low' }),
    ]);
    renderApp('/kyc-screening');
    await waitFor(() => expect(statValue('Total Screenings')).toHaveTextContent('4'));
    expect(statValue('Flagged Entities')).toHaveTextContent('2');
    expect(statValue('PEP Matches')).toHaveTextContent('2');
  });

  it('shows the empty state without screenings', async () => {
    serveKyc([]);
    renderApp('/kyc-screening');
    expect(await screen.findByText('No screenings yet')).toBeVisible();
    expect(screen.getByText('Screening Results')).toBeVisible();
    expect(screen.getByText('Recent KYC and AML screening results')).toBeVisible();
  });

  it('renders each result with icon, type and country, risk, flags, notes and date', async () => {
    serveKyc([
      buildKycScreening({
        entityName: 'Nicolas Maduro Moros',
        entityType: 'individual',
        country: 'Venezuela',
        screeningResult: 'blocked',
        riskLevel: 'high',
        isPEP: true,
        isBlacklisted: true,
        sanctionsMatch: true,
        amlFlags: ['comprehensively_sanctioned_jurisdiction'],
        notes: 'Onboarding request from the Caracas office',
      }),
      buildKycScreening({ entityName: 'Clean Co', riskLevel: 'low' }),
    ]);
    renderApp('/kyc-screening');
    const item = await screen.findByRole('article', { name: 'Nicolas Maduro Moros' });
    expect(within(item).getByRole('img', { name: 'Result: blocked' })).toBeVisible();
    expect(within(item).getByText('individual · Venezuela')).toBeVisible();
    expect(within(item).getByText('high risk')).toBeVisible();
    for (const flag of ['PEP', 'Blacklisted', 'Sanctions Match', 'AML Flag']) {
      expect(within(item).getByText(flag)).toBeVisible();
    }
    expect(within(item).getByText('Onboarding request from the Caracas office')).toBeVisible();
    expect(within(item).getByText(/Screened on Mar 14, 2025/)).toBeVisible();

    const clean = screen.getByRole('article', { name: 'Clean Co' });
    expect(within(clean).getByRole('img', { name: 'Result: clear' })).toBeVisible();
    expect(within(clean).getByText('low risk')).toBeVisible();
    expect(within(clean).queryByText('PEP')).toBeNull();
  });

  it('says beside the badges why a screening with no match is flagged: a coverage gap', async () => {
    serveKyc([
      buildKycScreening({
        entityName: 'Anna Jacobsen Trading ApS',
        country: 'DK',
        screeningResult: 'flagged',
        riskLevel: 'low',
      }),
      buildKycScreening({
        entityName: 'Aurelio Fontanesi',
        entityType: 'individual',
        screeningResult: 'flagged',
        riskLevel: 'medium',
        isPEP: true,
      }),
      buildKycScreening({ entityName: 'Clean Co', screeningResult: 'clear', riskLevel: 'low' }),
    ]);
    const { user } = renderApp('/kyc-screening');
    const gap = await screen.findByRole('article', { name: 'Anna Jacobsen Trading ApS' });
    const chip = within(gap).getByTestId('coverage-gap');
    expect(chip).toHaveTextContent('Flagged: coverage gap, no name match');
    expect(chip).toBeVisible();
    expect(within(gap).getByText('low risk')).toBeVisible();
    await user.hover(chip);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/out of date or not loaded/);
    // A flag the row already shows (PEP) or a clear result needs no such note.
    const pep = screen.getByRole('article', { name: 'Aurelio Fontanesi' });
    expect(within(pep).getByText('PEP')).toBeVisible();
    expect(within(pep).queryByTestId('coverage-gap')).toBeNull();
    const clean = screen.getByRole('article', { name: 'Clean Co' });
    expect(within(clean).queryByTestId('coverage-gap')).toBeNull();
  });

  it('wraps a long badge inside the row instead of running past its edge on a phone', async () => {
    serveKyc([
      buildKycScreening({
        entityName: 'Anna Jacobsen Trading ApS',
        screeningResult: 'flagged',
        riskLevel: 'low',
      }),
    ]);
    renderApp('/kyc-screening');
    const row = await screen.findByRole('article', { name: 'Anna Jacobsen Trading ApS' });
    const chip = within(row).getByTestId('coverage-gap');
    // A chip keeps its label on one line by default: 'Flagged: coverage gap, no name match' is
    // wider than a 390 px card and was cut at the card's edge.
    expect(chip).toHaveStyle({ maxWidth: '100%', height: 'auto' });
    expect(chip.querySelector('.MuiChip-label')).toHaveStyle({ whiteSpace: 'normal' });
    // A one-word badge keeps one line: wrapping it broke 'pending' into 'pendin/g' in a table.
    const risk = within(row).getByText('low risk');
    expect(risk).not.toHaveStyle({ whiteSpace: 'normal' });
  });

  it('searches on the server only past 2 characters, with a Searching... hint', async () => {
    serveKyc([
      buildKycScreening({ entityName: 'Alpha' }),
      buildKycScreening({ entityName: 'Beta' }),
    ]);
    const searches: string[] = [];
    let release: () => void = () => {};
    server.use(
      http.get('/api/kyc-screening/search', async ({ request }) => {
        const entity = new URL(request.url).searchParams.get('entity') ?? '';
        searches.push(entity);
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(
          entity === 'zzz' ? [] : [buildKycScreening({ entityName: 'Beta' })],
        );
      }),
    );
    const { user } = renderApp('/kyc-screening');
    await screen.findByRole('article', { name: 'Alpha' });
    const box = screen.getByPlaceholderText('Search entities...');

    await user.type(box, 'be');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches).toEqual([]);
    expect(screen.getAllByTestId('kyc-result')).toHaveLength(2);

    await user.type(box, 't');
    expect(await screen.findByText('Searching...')).toBeVisible();
    await waitFor(() => expect(searches).toEqual(['bet']));
    release();
    await waitFor(() => expect(screen.getAllByTestId('kyc-result')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Beta' })).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Searching...')).toBeNull());

    await user.clear(box);
    await user.type(box, 'zzz');
    await waitFor(() => expect(searches).toContain('zzz'));
    release();
    expect(await screen.findByText('No screenings found matching your search')).toBeVisible();
  });

  it('pages a search matching more than a page: the count of all matches, then the next page', async () => {
    serveKyc([buildKycScreening({ entityName: 'Alpha' })]);
    const requests: string[] = [];
    server.use(
      http.get('/api/kyc-screening/search', ({ request }) => {
        const url = new URL(request.url);
        requests.push(url.search);
        const second = url.searchParams.get('cursor') === 'page-2';
        return HttpResponse.json(
          [buildKycScreening({ entityName: second ? 'Orchid Trading 1' : 'Orchid Trading 2' })],
          {
            headers: {
              'X-Total-Count': '2',
              ...(second
                ? {}
                : {
                    Link: '</api/kyc-screening/search?entity=orchid&limit=100&cursor=page-2>; rel="next"',
                  }),
            },
          },
        );
      }),
    );
    const { user } = renderApp('/kyc-screening');
    await screen.findByRole('article', { name: 'Alpha' });
    await user.type(screen.getByPlaceholderText('Search entities...'), 'orchid');
    expect(await screen.findByRole('article', { name: 'Orchid Trading 2' })).toBeVisible();
    expect(screen.getByText('1 of 2 screenings')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Orchid Trading 1' })).toBeVisible();
    expect(screen.getByText('2 of 2 screenings')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(requests[0]).toBe('?entity=orchid&limit=100');
  });

  it('validates, creates without client-side results, toasts, resets and closes the form', async () => {
    serveKyc([]);
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/kyc-screening', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(buildKycScreening({ entityName: 'Jane Roe' }), { status: 201 });
      }),
    );
    const { user } = renderApp('/kyc-screening');
    await screen.findByText('No screenings yet');
    await user.click(screen.getByRole('button', { name: 'New Screening' }));
    const form = screen.getByRole('form', { name: 'New KYC Screening' });
    expect(
      screen.getByText('Screen a new entity for compliance and risk assessment'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(within(form).getByRole('combobox', { name: 'Entity type' })).toHaveTextContent(
      'Individual',
    );

    await user.click(within(form).getByRole('button', { name: 'Screen Entity' }));
    expect(await within(form).findByText('Entity name is required')).toBeVisible();
    expect(within(form).getByText('Country is required')).toBeVisible();
    expect(bodies).toHaveLength(0);

    await user.type(within(form).getByLabelText(/Entity name/), 'Jane Roe');
    await user.type(within(form).getByLabelText(/Country/), 'Canada');
    await user.type(within(form).getByLabelText('Identification number'), 'P1234567');
    await user.click(within(form).getByRole('button', { name: 'Screen Entity' }));

    expect(
      await within(notifications()).findByText('KYC screening created successfully'),
    ).toBeVisible();
    expect(bodies).toEqual([
      {
        entityName: 'Jane Roe',
        entityType: 'individual',
        identificationNumber: 'P1234567',
        country: 'Canada',
        address: null,
        dateOfBirth: null,
        notes: null,
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'New KYC Screening' })).toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: 'New Screening' }));
    expect(screen.getByLabelText(/Entity name/)).toHaveValue('');
    expect(screen.getByLabelText(/Country/)).toHaveValue('');
  });

  it('keeps the form open and shows the spec error toast when create fails', async () => {
    serveKyc([]);
    server.use(
      http.post('/api/kyc-screening', () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    const { user } = renderApp('/kyc-screening');
    await screen.findByText('No screenings yet');
    await user.click(screen.getByRole('button', { name: 'New Screening' }));
    await user.type(screen.getByLabelText(/Entity name/), 'Jane Roe');
    await user.type(screen.getByLabelText(/Country/), 'Canada');
    await user.click(screen.getByRole('button', { name: 'Screen Entity' }));
    const region = notifications();
    expect(await within(region).findByText('Failed to create KYC screening')).toBeVisible();
    expect(within(region).getByText('Error')).toBeVisible();
    expect(screen.getByRole('form', { name: 'New KYC Screening' })).toBeVisible();
    expect(screen.getByLabelText(/Entity name/)).toHaveValue('Jane Roe');
  });

  it('opens the detail with stored matches, score, programs, explanation and AML flags in words', async () => {
    const screening = buildKycScreening({
      entityName: 'Nicolas Maduro',
      entityType: 'individual',
      country: 'Venezuela',
      screeningResult: 'blocked',
      riskLevel: 'high',
      sanctionsMatch: true,
      amlFlags: ['comprehensively_sanctioned_jurisdiction', 'missing_identification'],
      matchCount: 1,
      candidateCount: 2,
      topScore: 0.97,
      matches: [
        buildMatch(),
        buildMatch({
          entityId: 'un_sc:123',
          list: 'un_sc',
          name: 'MADURO, Pedro',
          matchedName: 'Pedro Maduro',
          score: 0.71,
          match: false,
          programs: [],
          countries: [],
        }),
      ],
      reasons: ['Strong match (97%) on OFAC SDN: blocked.'],
    });
    serveKyc([screening]);
    server.use(http.get(`/api/kyc-screening/${screening.id}`, () => HttpResponse.json(screening)));
    const { user, router } = renderApp('/kyc-screening');
    const item = await screen.findByRole('article', { name: 'Nicolas Maduro' });
    expect(within(item).getByText(/1 watchlist match, top score 97%/)).toBeVisible();
    await user.click(within(item).getByRole('button', { name: 'View details for Nicolas Maduro' }));

    const dialog = await screen.findByRole('dialog', { name: 'Nicolas Maduro' });
    expect(router.state.location.search).toBe(`?focus=${screening.id}`);
    expect(
      await within(dialog).findByText('Strong match (97%) on OFAC SDN: blocked.'),
    ).toBeVisible();
    expect(
      within(dialog).getByText(/The country is subject to comprehensive sanctions/),
    ).toBeVisible();
    expect(within(dialog).getByText(/No identification number was given/)).toBeVisible();
    const cards = within(dialog).getAllByTestId('match-card');
    expect(cards).toHaveLength(2);
    const top = cards[0]!;
    expect(within(top).getByText('MADURO MOROS, Nicolas', { selector: 'h4' })).toBeVisible();
    expect(within(top).getByText('97%')).toBeVisible();
    expect(within(top).getByText('VENEZUELA')).toBeVisible();
    expect(within(top).getByText('Match')).toBeVisible();
    // The strongest match opens with its explanation: token pairs, adjustments and summary.
    const pairs = within(top).getByRole('table', { name: 'Token pairs' });
    expect(within(pairs).getAllByRole('row')).toHaveLength(3);
    expect(within(top).getByText(/Strong match on the primary name/)).toBeVisible();
    expect(within(top).getByText('Country Venezuela matches the listed VE')).toBeVisible();
    expect(within(top).getByText(/moros/)).toBeVisible();

    const weak = cards[1]!;
    expect(within(weak).getByText('Possible match')).toBeVisible();
    expect(within(weak).getByText('Pedro Maduro')).toBeVisible();
    expect(within(weak).queryByTestId('match-explanation')).toBeNull();
    await user.click(within(weak).getByRole('button', { name: 'Why this score' }));
    expect(await within(weak).findByTestId('match-explanation')).toBeVisible();

    // The list the result was computed against, flagged as an old snapshot.
    const lists = within(dialog).getByRole('list', { name: 'Lists checked' });
    expect(within(lists).getByText(/Old snapshot/)).toBeVisible();
    // Named by the load number the Watchlists tab shows for the same version.
    expect(within(lists).getByText(/8,123 entries · load #1 · as of Jan 10, 2023/)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Close details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('opens the detail named by ?focus= (links from alerts)', async () => {
    const screening = buildKycScreening({ entityName: 'Focused Entity' });
    serveKyc([screening]);
    server.use(http.get(`/api/kyc-screening/${screening.id}`, () => HttpResponse.json(screening)));
    renderApp(`/kyc-screening?focus=${screening.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Focused Entity' });
    expect(
      await within(dialog).findByText(/No candidate on any loaded list came close/),
    ).toBeVisible();
  });

  it('says the detail could not be loaded, with Retry that loads it', async () => {
    const screening = buildKycScreening({ entityName: 'Retry Entity' });
    serveKyc([screening]);
    let fail = true;
    server.use(
      http.get(`/api/kyc-screening/${screening.id}`, () =>
        fail ? HttpResponse.text('boom', { status: 500 }) : HttpResponse.json(screening),
      ),
    );
    const { user } = renderApp(`/kyc-screening?focus=${screening.id}`);
    const error = await screen.findByText(
      /Could not load the screening: 500: boom/,
      {},
      { timeout: 15_000 },
    );
    fail = false;
    await user.click(
      within(error.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Retry Entity' })).toBeVisible();
  });
});
