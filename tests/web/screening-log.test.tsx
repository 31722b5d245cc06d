import type { ScreeningLogEntry } from '@compliance/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderApp } from './support/render-app';
import { serveLists } from './support/screening';
import { server, setupMswServer } from './support/server';

setupMswServer();

const entry = (id: number, patch: Partial<ScreeningLogEntry> = {}): ScreeningLogEntry => ({
  id,
  createdAt: '2026-11-23T09:00:00.000Z',
  userId: 'oidc|mrodriguez',
  userName: 'Michael Rodriguez',
  channel: 'search',
  queryName: `Query ${id}`,
  query: { name: `Query ${id}` },
  lists: ['us_ofac_sdn'],
  listVersions: [{ source: 'us_ofac_sdn', versionId: 1, asOf: '2021-06-01' }],
  candidates: [
    {
      entityId: 'us_ofac_sdn:36',
      list: 'us_ofac_sdn',
      name: 'AEROCARIBBEAN AIRLINES',
      matchedName: 'AEROCARIBBEAN AIRLINES',
      score: 1,
      match: true,
      suppressed: false,
    },
  ],
  candidateCount: 1,
  result: 'blocked',
  decision: null,
  subjectType: null,
  subjectId: null,
  ...patch,
});

beforeEach(() => {
  serveLists();
  server.use(
    http.get('/api/sanctions-screening', () => HttpResponse.json([])),
    http.get('/api/screening/internal-lists/:list', () => HttpResponse.json([])),
  );
});

describe('Search log tab', () => {
  it('lists requests with who, lists and top candidate, filters on the server and pages', async () => {
    const seen: string[] = [];
    server.use(
      http.get('/api/screening/log', ({ request }) => {
        const url = new URL(request.url);
        seen.push(url.search);
        if (url.searchParams.get('cursor')) {
          return HttpResponse.json(
            [
              entry(1, {
                channel: 'kyc',
                userId: null,
                userName: null,
                candidates: [],
                candidateCount: 0,
                result: 'clear',
              }),
            ],
            {
              headers: { 'X-Total-Count': '2' },
            },
          );
        }
        if (url.searchParams.get('result') === 'clear') {
          return HttpResponse.json([], { headers: { 'X-Total-Count': '0' } });
        }
        return HttpResponse.json([entry(2)], {
          headers: {
            'X-Total-Count': '2',
            Link: '</api/screening/log?limit=25&cursor=aWQ6Mg>; rel="next"',
          },
        });
      }),
    );
    const { user } = renderApp('/sanctions-screening');
    await user.click(await screen.findByRole('tab', { name: 'Search log' }, { timeout: 15_000 }));
    const table = await screen.findByRole('table', { name: 'Screening requests' });
    const [first] = within(table).getAllByTestId('log-row');
    expect(first).toHaveTextContent('Michael Rodriguez');
    // Each cell names its column, which the phone layout shows in place of the header row.
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['When', 'Who', 'Request', 'Query', 'Lists', 'Top candidate', 'Result', 'Decision']);
    expect(first).toHaveTextContent('Query 2');
    // Lists by name, as the publisher names them, not by id ('us_ofac_sdn'): the count and the
    // oldest in the row, each list with its date on hover.
    const lists = within(first!).getByTestId('log-lists');
    expect(lists).toHaveTextContent(
      '1 list · oldest OFAC Specially Designated Nationals (SDN) List (2021-06-01)',
    );
    await user.hover(lists);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'OFAC Specially Designated Nationals (SDN) List (2021-06-01)',
    );
    expect(first).toHaveTextContent('OFAC Specially Designated Nationals (SDN) List · 1 candidate');
    expect(first).toHaveTextContent('AEROCARIBBEAN AIRLINES · 100%');
    expect(screen.getByText('2 requests')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Query 1')).toBeVisible();
    expect(within(table).getByText('No candidates')).toBeVisible();
    expect(within(table).getByText('Unknown')).toBeVisible();

    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/screening/log.csv',
    );
    // Who screened: a name or user id, sent once typing pauses, and kept in the export.
    await user.type(screen.getByRole('textbox', { name: 'User' }), 'Michael Rodriguez');
    await waitFor(() => expect(seen.at(-1)).toContain('userId=Michael+Rodriguez'));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/screening/log.csv?userId=Michael+Rodriguez',
    );
    await user.clear(screen.getByRole('textbox', { name: 'User' }));
    // Cleared: the unfiltered log again (from the cache) and its export.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
        'href',
        '/api/screening/log.csv',
      ),
    );

    await user.click(screen.getByRole('combobox', { name: 'Result' }));
    await user.click(await screen.findByRole('option', { name: 'clear' }));
    expect(await screen.findByText('No screenings logged')).toBeVisible();
    expect(seen.at(-1)).toContain('result=clear');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/screening/log.csv?result=clear',
    );
  });

  it('shows an error with Retry', async () => {
    let fail = true;
    server.use(
      http.get('/api/screening/log', () =>
        fail
          ? HttpResponse.json({ message: 'boom' }, { status: 500 })
          : HttpResponse.json([entry(5)], { headers: { 'X-Total-Count': '1' } }),
      ),
    );
    const { user } = renderApp('/sanctions-screening');
    await user.click(await screen.findByRole('tab', { name: 'Search log' }, { timeout: 15_000 }));
    expect(await screen.findByText(/Could not load the search log/)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Query 5')).toBeVisible();
  });
});
