import type { InternalListEntry, ScreeningRun } from '@compliance/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderApp } from './support/render-app';
import { buildEntry, buildLists, buildRun, buildSource, serveLists } from './support/screening';
import { server, setupMswServer } from './support/server';

setupMswServer();

const panel = () => screen.getByRole('region', { name: 'Watchlists' });
const notifications = () => screen.getByRole('region', { name: 'Notifications (F8)' });

/**
 * An in-memory blacklist behind the internal-list endpoints, paged and searched like the API
 * (`limit`, an offset for cursor, `q` on name, aliases and notes), recording what the UI sent.
 */
const serveBlacklist = (initial: InternalListEntry[]) => {
  let entries = [...initial];
  const sent: { method: string; path: string; body?: unknown }[] = [];
  const reads: URLSearchParams[] = [];
  server.use(
    http.get('/api/screening/internal-lists/blacklist', ({ request }) => {
      const params = new URL(request.url).searchParams;
      reads.push(new URLSearchParams(params));
      const q = params.get('q')?.toLowerCase() ?? '';
      const matches = entries.filter((entry) =>
        [entry.name, entry.notes ?? '', ...entry.aliases].some((text) =>
          text.toLowerCase().includes(q),
        ),
      );
      const limit = Number(params.get('limit') ?? 500);
      const offset = Number(params.get('cursor') ?? 0);
      const next = offset + limit < matches.length ? offset + limit : null;
      if (next !== null) params.set('cursor', String(next));
      return HttpResponse.json(matches.slice(offset, offset + limit), {
        headers: {
          'X-Total-Count': String(matches.length),
          ...(next === null
            ? {}
            : {
                Link: `</api/screening/internal-lists/blacklist?${params.toString()}>; rel="next"`,
              }),
        },
      });
    }),
    http.get('/api/screening/internal-lists/pep', () => HttpResponse.json([])),
    http.post('/api/screening/internal-lists/blacklist', async ({ request }) => {
      const body = (await request.json()) as Partial<InternalListEntry>;
      sent.push({ method: 'POST', path: 'blacklist', body });
      const entry = buildEntry({ ...body, id: 900 });
      entries = [...entries, entry];
      return HttpResponse.json(entry, { status: 201 });
    }),
    http.patch('/api/screening/internal-lists/blacklist/:id', async ({ request, params }) => {
      const body = (await request.json()) as Partial<InternalListEntry>;
      sent.push({ method: 'PATCH', path: `blacklist/${params.id}`, body });
      entries = entries.map((e) => (e.id === Number(params.id) ? { ...e, ...body } : e));
      return HttpResponse.json(entries.find((e) => e.id === Number(params.id)));
    }),
    http.delete('/api/screening/internal-lists/blacklist/:id', ({ params }) => {
      sent.push({ method: 'DELETE', path: `blacklist/${params.id}` });
      entries = entries.filter((e) => e.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { sent, reads };
};

beforeEach(() => {
  server.use(http.get('/api/sanctions-screening', () => HttpResponse.json([])));
});

describe('Watchlists panel', () => {
  it('shows each source with count, load number, dates and an old-snapshot warning', async () => {
    serveLists();
    serveBlacklist([]);
    renderApp('/sanctions-screening');
    // The first render of the lazy screen in a file compiles MUI on demand: allow for it.
    const lists = await screen.findByRole('list', { name: 'Loaded lists' }, { timeout: 15_000 });
    const sdn = await within(lists).findByText('OFAC Specially Designated Nationals (SDN) List');
    const row = sdn.closest('li')!;
    expect(row).toHaveAttribute('data-stale', 'true');
    expect(
      within(row as HTMLElement).getByText(
        /8,123 entities · load #1 · as of Jan 10, 2023 · loaded Mar 14, 2025/,
      ),
    ).toBeVisible();
    // The file's hash stays at hand, off the line.
    expect(within(row as HTMLElement).getByTitle(/^sha256 a1b2c3d4e5f6/)).toBeVisible();
    expect(within(row as HTMLElement).getByText('Bundled snapshot')).toBeVisible();
    expect(within(row as HTMLElement).getByText('Old · 2 years old')).toBeVisible();

    const un = screen.getByText('UN Security Council Consolidated List').closest('li')!;
    expect(within(un as HTMLElement).getByText('Current')).toBeVisible();
    expect(screen.getByTestId('stale-warning')).toHaveTextContent(
      /1 of 2 official lists are old snapshots, not the publishers' current lists/,
    );
    expect(screen.getByTestId('count-blacklist')).toHaveTextContent('1');
    expect(screen.getByTestId('count-pep')).toHaveTextContent('0');
  });

  // The lists' first load fails with a 500; Retry then loads them.
  const failListsOnce = () => {
    let fail = true;
    server.use(
      http.get('/api/screening/lists', () =>
        fail ? HttpResponse.text('boom', { status: 500 }) : HttpResponse.json(buildLists()),
      ),
    );
    return {
      retry: async (user: ReturnType<typeof renderApp>['user'], error: HTMLElement) => {
        fail = false;
        const alert = error.closest('[role="alert"]') as HTMLElement;
        await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      },
    };
  };

  it('says the lists failed to load, with Retry, and shows no internal-list counts', async () => {
    const lists = failListsOnce();
    serveBlacklist([]);
    const { user } = renderApp('/sanctions-screening');
    const region = await screen.findByRole('region', { name: 'Watchlists' }, { timeout: 15_000 });
    const error = await within(region).findByText(/Could not load the watchlists: 500: boom/);
    // A failed load is not an empty blacklist.
    expect(screen.queryByTestId('count-blacklist')).toBeNull();
    expect(screen.queryByTestId('count-pep')).toBeNull();
    await lists.retry(user, error);
    expect(
      await within(panel()).findByText('OFAC Specially Designated Nationals (SDN) List'),
    ).toBeVisible();
    expect(screen.getByTestId('count-blacklist')).toHaveTextContent('1');
  });

  it('keeps the KYC screen from dropping the list warning silently when the lists fail', async () => {
    const lists = failListsOnce();
    server.use(http.get('/api/kyc-screening', () => HttpResponse.json([])));
    const { user } = renderApp('/kyc-screening');
    const error = await screen.findByText(
      /Could not load the watchlists screenings are checked against: 500: boom/,
      {},
      { timeout: 15_000 },
    );
    await lists.retry(user, error);
    expect(await screen.findByTestId('watchlist-coverage')).toHaveTextContent(
      /1 of the official lists are old snapshots/,
    );
  });

  it('starts a refresh and follows its progress until it finishes', async () => {
    let listsCalls = 0;
    server.use(
      http.get('/api/screening/lists', () => {
        listsCalls += 1;
        return HttpResponse.json(buildLists());
      }),
    );
    serveBlacklist([]);
    const runs: ScreeningRun[] = [
      buildRun({ processed: 4, progress: 80 }),
      buildRun({
        status: 'completed',
        processed: 5,
        progress: 100,
        results: {
          type: 'watchlist_refresh',
          rescreenRunId: null,
          sources: [
            {
              source: 'us_ofac_sdn',
              status: 'loaded',
              versionId: 2,
              entityCount: 8200,
              sha256: 'ff',
              origin: 'x',
              error: null,
            },
            {
              source: 'un_sc',
              status: 'unchanged',
              versionId: 1,
              entityCount: 1002,
              sha256: 'aa',
              origin: 'x',
              error: null,
            },
            {
              source: 'us_csl',
              status: 'failed',
              versionId: null,
              entityCount: null,
              sha256: null,
              origin: 'x',
              error: 'HTTP 503',
            },
          ],
        },
      }),
    ];
    let posts = 0;
    server.use(
      http.post('/api/screening/lists/refresh', () => {
        posts += 1;
        return HttpResponse.json(buildRun({ status: 'pending', processed: 0, progress: 0 }), {
          status: 202,
        });
      }),
      http.get('/api/screening/runs/41', () =>
        HttpResponse.json(
          runs.shift() ?? buildRun({ status: 'completed', progress: 100, processed: 5 }),
        ),
      ),
    );
    const { user } = renderApp('/sanctions-screening');
    await within(await screen.findByRole('list', { name: 'Loaded lists' })).findAllByTestId(
      'watchlist-source',
    );
    await user.click(within(panel()).getByRole('button', { name: 'Refresh lists' }));

    expect(posts).toBe(1);
    const progress = await within(panel()).findByRole('progressbar', { name: 'Refreshing lists' });
    expect(within(panel()).getByRole('button', { name: 'Refreshing...' })).toBeDisabled();
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '80'), {
      timeout: 4_000,
    });
    expect(within(panel()).getByText(/4 of 5 sources/)).toBeVisible();
    expect(
      await within(panel()).findByText(
        /Refresh finished: 1 updated, 1 unchanged, 1 failed\./,
        {},
        { timeout: 4_000 },
      ),
    ).toBeVisible();
    expect(within(panel()).getByText('us_csl: HTTP 503')).toBeVisible();
    expect(within(panel()).getByRole('button', { name: 'Refresh lists' })).toBeEnabled();
    await waitFor(() => expect(listsCalls).toBeGreaterThanOrEqual(3));
  });

  it('shows the progress of a refresh already running when the screen opens', async () => {
    serveLists(buildLists({ lastRefresh: buildRun({ id: 77, processed: 1, progress: 20 }) }));
    serveBlacklist([]);
    server.use(
      http.get('/api/screening/runs/77', () =>
        HttpResponse.json(buildRun({ id: 77, processed: 1, progress: 20 })),
      ),
    );
    renderApp('/sanctions-screening');
    const progress = await screen.findByRole('progressbar', { name: 'Refreshing lists' });
    expect(progress).toHaveAttribute('aria-valuenow', '20');
  });

  const openBlacklist = async () => {
    serveLists(buildLists({ sources: [buildSource()] }));
    const { sent } = serveBlacklist([buildEntry({ id: 5, name: 'Shady Imports Ltd' })]);
    const view = renderApp('/sanctions-screening');
    const table = await screen.findByRole('table', { name: 'Blacklist' });
    expect(within(table).getByText('Shady Imports Ltd')).toBeVisible();
    return { ...view, sent, table };
  };

  it('adds a blacklist entry, validated with the API schema', async () => {
    const { user, sent, table } = await openBlacklist();
    expect(within(table).getByText('Payment fraud in 2024')).toBeVisible();
    await user.click(within(panel()).getByRole('button', { name: 'Add entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Blacklist entry' });
    await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    expect(await within(dialog).findByText('Name is required')).toBeVisible();
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Rogue Freight SA');
    await user.click(within(dialog).getByRole('combobox', { name: 'Entity type' }));
    await user.click(await screen.findByRole('option', { name: 'Company' }));
    await user.type(within(dialog).getByLabelText('Country'), 'PA');
    await user.type(within(dialog).getByLabelText('Aliases'), 'Rogue Freight{Enter}RF SA');
    await user.type(within(dialog).getByLabelText('Identifiers'), 'Registration: 155-2291');
    await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    expect(await within(notifications()).findByText('Entry added')).toBeVisible();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: 'blacklist',
        body: {
          name: 'Rogue Freight SA',
          entityType: 'company',
          country: 'PA',
          dateOfBirth: null,
          aliases: ['Rogue Freight', 'RF SA'],
          identifiers: [{ type: 'Registration', value: '155-2291' }],
          notes: null,
        },
      },
    ]);
    expect(await within(table).findByText('Rogue Freight SA')).toBeVisible();
  });

  it('edits a blacklist entry', async () => {
    const { user, sent, table } = await openBlacklist();
    await user.click(within(table).getByRole('button', { name: 'Edit Shady Imports Ltd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Blacklist entry' });
    expect(within(dialog).getByLabelText('Aliases')).toHaveValue('Shady Imports');
    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Shady Imports Limited');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(notifications()).findByText('Entry updated')).toBeVisible();
    expect(sent).toMatchObject([
      { method: 'PATCH', path: 'blacklist/5', body: { name: 'Shady Imports Limited' } },
    ]);
    expect(await within(table).findByText('Shady Imports Limited')).toBeVisible();
  });

  it('removes a blacklist entry after confirmation', async () => {
    const { user, sent, table } = await openBlacklist();
    await user.click(within(table).getByRole('button', { name: 'Remove Shady Imports Ltd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove entry?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(notifications()).findByText('Entry removed')).toBeVisible();
    expect(sent).toEqual([{ method: 'DELETE', path: 'blacklist/5' }]);
    expect(await within(panel()).findByText('No Blacklist entries')).toBeVisible();
  });

  it('loads a long list a page at a time and searches it on the server', async () => {
    serveLists(buildLists({ sources: [buildSource()] }));
    const entries = Array.from({ length: 130 }, (_, index) =>
      buildEntry({
        id: index + 1,
        name: `Entry ${String(index + 1).padStart(3, '0')}`,
        aliases: index === 121 ? ['Harbour Ghost'] : [],
        notes: null,
      }),
    );
    const { reads } = serveBlacklist(entries);
    const { user } = renderApp('/sanctions-screening');
    const table = await screen.findByRole('table', { name: 'Blacklist' });
    expect(within(table).getAllByTestId('internal-entry')).toHaveLength(100);
    expect(within(panel()).getByText('100 of 130 entries')).toBeVisible();
    expect(reads[0]!.get('limit')).toBe('100');

    await user.click(within(panel()).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByTestId('internal-entry')).toHaveLength(130));
    expect(within(panel()).queryByText(/of 130 entries/)).toBeNull();

    // Entry 122 is found by its alias, which is on the server only: no row on screen shows it.
    await user.type(
      within(panel()).getByRole('searchbox', { name: 'Search the Blacklist' }),
      'ghost',
    );
    expect(await within(table).findByText('Entry 122')).toBeVisible();
    await waitFor(() => expect(within(table).getAllByTestId('internal-entry')).toHaveLength(1));
    expect(reads.at(-1)!.get('q')).toBe('ghost');

    await user.type(within(panel()).getByRole('searchbox', { name: 'Search the Blacklist' }), 'zz');
    expect(await within(panel()).findByText('No matching entries')).toBeVisible();
    expect(
      within(panel()).getByText(
        "No entry in the Blacklist has 'ghostzz' in its name, aliases or notes.",
      ),
    ).toBeVisible();
  });

  it('switches to the PEP register tab', async () => {
    serveLists();
    serveBlacklist([]);
    const { user } = renderApp('/sanctions-screening');
    await user.click(await screen.findByRole('tab', { name: /PEP register/ }));
    expect(await within(panel()).findByText('No PEP register entries')).toBeVisible();
    // An empty list offers no search box.
    expect(within(panel()).queryByRole('searchbox')).toBeNull();
  });
});
