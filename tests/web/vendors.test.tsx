import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import type { MonitoredPartyScreening, VendorStats } from '@compliance/contracts';

import { containsQ, servePaged } from './support/paged';
import { buildVendor } from './support/reference-data';
import { renderApp } from './support/render-app';
import { buildListVersion, serveLists } from './support/screening';
import { server, setupMswServer } from './support/server';

setupMswServer();

const overview = (label: string) =>
  within(screen.getByRole('region', { name: label })).getByTestId('metric-value');

const serveStats = (stats: Partial<VendorStats> = {}) =>
  server.use(
    http.get('/api/vendors/stats', () =>
      HttpResponse.json({
        total: 0,
        active: 0,
        verified: 0,
        enterprise: 0,
        onboarded: 0,
        ...stats,
      } satisfies VendorStats),
    ),
  );

// Every test has the overview's counts unless it serves its own.
beforeEach(() => serveStats());

describe('Vendor Directory', () => {
  it('shows overview and card skeletons while loading', async () => {
    server.use(
      http.get('/api/vendors', () => delay('infinite')),
      http.get('/api/vendors/stats', () => delay('infinite')),
    );
    renderApp('/vendors');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vendor Directory' }),
    ).toBeVisible();
    expect(screen.getAllByTestId('metric-skeleton')).toHaveLength(4);
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(3);
  });

  it('renders a card per vendor with badges, status, year and website', async () => {
    serveStats({ total: 2, active: 1, verified: 1, enterprise: 1, onboarded: 1 });
    server.use(
      http.get('/api/vendors', () =>
        HttpResponse.json([
          buildVendor({
            displayName: 'Andes Copper Exports',
            subscriptionTier: 'enterprise',
            businessType: 'exporter',
            createdAt: '2018-11-20T09:00:00.000Z',
            website: 'https://andes-copper.example',
          }),
          buildVendor({
            displayName: 'Lakeshore Timber',
            country: 'US',
            city: 'Chicago',
            verificationStatus: 'pending',
            businessType: 'importer',
            isActive: false,
            onboardingCompleted: false,
            createdAt: '2024-02-01T09:00:00.000Z',
            website: null,
          }),
        ]),
      ),
    );
    renderApp('/vendors');
    const andes = await screen.findByRole('article', { name: 'Andes Copper Exports' });
    expect(within(andes).getByLabelText('Verified')).toBeInTheDocument();
    expect(within(andes).getByTestId('tier-badge')).toHaveTextContent('enterprise');
    expect(within(andes).getByTestId('business-type-badge')).toHaveTextContent('exporter');
    expect(within(andes).getByText('Active')).toBeVisible();
    expect(within(andes).getByText('Since 2018')).toBeVisible();
    expect(within(andes).getByText('Antofagasta, Chile')).toBeVisible();
    const website = within(andes).getByRole('link', { name: /Visit Website/ });
    expect(website).toHaveAttribute('href', 'https://andes-copper.example');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');

    const lakeshore = screen.getByRole('article', { name: 'Lakeshore Timber' });
    expect(within(lakeshore).getByLabelText('Pending verification')).toBeInTheDocument();
    expect(within(lakeshore).getByText('Inactive')).toBeVisible();
    expect(within(lakeshore).getByText('Since 2024')).toBeVisible();
    expect(
      within(lakeshore).queryByRole('link', { name: /Visit Website/ }),
    ).not.toBeInTheDocument();

    expect(overview('Active Vendors')).toHaveTextContent('1');
    expect(overview('Verified')).toHaveTextContent('1');
    expect(overview('Enterprise Plans')).toHaveTextContent('1');
    expect(overview('Onboarded')).toHaveTextContent('1');
  });

  it("shows 'No Vendors Found' for an empty directory and for a search without matches", async () => {
    serveStats();
    server.use(http.get('/api/vendors', () => HttpResponse.json([])));
    renderApp('/vendors');
    expect(await screen.findByText('No Vendors Found')).toBeVisible();
    await waitFor(() => expect(overview('Active Vendors')).toHaveTextContent('0'));
  });

  it('counts the overview over every vendor on the server, however few cards are loaded', async () => {
    serveStats({
      total: 12_480,
      active: 11_902,
      verified: 8_311,
      enterprise: 640,
      onboarded: 10_250,
    });
    const vendors = Array.from({ length: 130 }, (_, at) =>
      buildVendor({ id: at + 2, displayName: `Vendor ${String(at + 1).padStart(3, '0')}` }),
    );
    servePaged('/api/vendors', vendors);
    renderApp('/vendors');
    await screen.findByRole('article', { name: 'Vendor 001' });
    await waitFor(() => expect(overview('Active Vendors')).toHaveTextContent('11,902'));
    expect(overview('Verified')).toHaveTextContent('8,311');
    expect(overview('Enterprise Plans')).toHaveTextContent('640');
    expect(overview('Onboarded')).toHaveTextContent('10,250');
    // One page of 60 cards, with how many the directory holds; more load on demand.
    expect(screen.getAllByTestId('vendor-card')).toHaveLength(60);
    expect(screen.getByText('60 of 130 vendors')).toBeVisible();
  });

  it('searches the server for vendors that are not loaded yet', async () => {
    serveStats({ total: 130, active: 130 });
    const vendors = Array.from({ length: 130 }, (_, at) =>
      buildVendor({ id: at + 2, displayName: `Vendor ${String(at + 1).padStart(3, '0')}` }),
    );
    const calls = servePaged(
      '/api/vendors',
      vendors,
      containsQ((vendor) => vendor.displayName),
    );
    const { user } = renderApp('/vendors');
    await screen.findByRole('article', { name: 'Vendor 001' });
    await user.type(screen.getByRole('searchbox', { name: 'Search vendors' }), 'Vendor 125');
    expect(await screen.findByRole('article', { name: 'Vendor 125' })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Vendor 001' })).not.toBeInTheDocument();
    expect(calls.some((url) => url.searchParams.get('q') === 'Vendor 125')).toBe(true);
  });

  it('shows the overview’s own error with Retry, never zeros, when its counts fail to load', async () => {
    let fail = true;
    server.use(
      http.get('/api/vendors/stats', () =>
        fail
          ? HttpResponse.json({ message: 'database unavailable' }, { status: 503 })
          : HttpResponse.json({ total: 3, active: 3, verified: 2, enterprise: 1, onboarded: 3 }),
      ),
      http.get('/api/vendors', () =>
        HttpResponse.json([buildVendor({ displayName: 'Andes Copper Exports' })]),
      ),
    );
    const { user } = renderApp('/vendors');
    const region = await screen.findByRole('region', { name: 'Platform overview' });
    const alert = await within(region).findByRole('alert', {}, { timeout: 30_000 });
    expect(alert).toHaveTextContent(
      /^Could not load the platform overview\. 503: database unavailable/,
    );
    expect(within(region).queryAllByTestId('metric-value')).toHaveLength(0);
    // The cards are another request: they still show.
    expect(screen.getByRole('article', { name: 'Andes Copper Exports' })).toBeVisible();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(overview('Verified')).toHaveTextContent('2'));
  }, 60_000);

  it('shows the vendor an alert links to above the directory, outlined, until closed', async () => {
    servePaged(
      '/api/vendors',
      Array.from({ length: 130 }, (_, at) =>
        buildVendor({ id: at + 2, displayName: `Vendor ${String(at + 1).padStart(3, '0')}` }),
      ),
    );
    server.use(
      http.get('/api/vendors/:id', ({ params }) =>
        params.id === '131'
          ? HttpResponse.json(buildVendor({ id: 131, displayName: 'Crimson Lantern Shipping' }))
          : HttpResponse.json(
              { message: `Vendor ${String(params.id)} not found` },
              { status: 404 },
            ),
      ),
    );
    const { user } = renderApp('/vendors?focus=131');
    const linked = await screen.findByRole('region', { name: 'Linked vendor' });
    // Its card is on the third page of the directory, not loaded yet.
    const card = await within(linked).findByRole('article', { name: 'Crimson Lantern Shipping' });
    expect(card).toHaveAttribute('aria-current', 'true');
    await user.click(within(linked).getByRole('button', { name: 'Show all vendors' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Linked vendor' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Vendor 001' })).toBeVisible();
  });

  it.each([
    [404, 'Vendor 77 is not in the directory.'],
    [503, /^Could not load vendor 77\. 503: nope/],
  ])(
    'says when the linked vendor is missing (%i), and offers Retry when it failed to load',
    async (status, text) => {
      server.use(
        http.get('/api/vendors', () => HttpResponse.json([])),
        http.get('/api/vendors/:id', () => HttpResponse.json({ message: 'nope' }, { status })),
      );
      renderApp('/vendors?focus=77');
      const linked = await screen.findByRole('region', { name: 'Linked vendor' });
      const shown = await within(linked).findByText(text, {}, { timeout: 30_000 });
      expect(shown).toBeVisible();
      if (status === 503)
        expect(within(linked).getByRole('button', { name: 'Retry' })).toBeVisible();
      else expect(within(linked).queryByRole('button', { name: 'Retry' })).toBeNull();
    },
    60_000,
  );

  it('gives every card footer the height of the website button, with or without a website', async () => {
    server.use(
      http.get('/api/vendors', () =>
        HttpResponse.json([
          buildVendor({ id: 1, displayName: 'With Site', website: 'https://site.example' }),
          buildVendor({ id: 2, displayName: 'No Site', website: null }),
        ]),
      ),
    );
    renderApp('/vendors');
    await screen.findByRole('article', { name: 'No Site' });
    for (const footer of screen.getAllByTestId('vendor-card-footer'))
      expect(footer).toHaveStyle({ minHeight: '32px' });
  });

  it('filters vendors by name or country', async () => {
    server.use(
      http.get('/api/vendors', () =>
        HttpResponse.json([
          buildVendor({ displayName: 'Andes Copper Exports', country: 'CL' }),
          buildVendor({ displayName: 'Kaveri Spice Exporters', country: 'IN', city: 'Kochi' }),
        ]),
      ),
    );
    const { user } = renderApp('/vendors');
    await screen.findByRole('article', { name: 'Andes Copper Exports' });
    await user.type(screen.getByRole('searchbox', { name: 'Search vendors' }), 'india');
    expect(await screen.findByRole('article', { name: 'Kaveri Spice Exporters' })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Andes Copper Exports' })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search vendors' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search vendors' }), 'zzz');
    expect(await screen.findByText('No Vendors Found')).toBeVisible();
    expect(screen.getByText('No vendors match your search.')).toBeVisible();
  });
});

describe('Vendor Directory watchlist screening', () => {
  const daysAgo = (days: number) =>
    new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  const screening = (overrides: Partial<MonitoredPartyScreening>): MonitoredPartyScreening => ({
    role: 'vendor',
    names: ['x'],
    status: 'screened',
    result: 'clear',
    riskLevel: 'low',
    reasons: [],
    matches: [],
    listVersions: [buildListVersion({ asOf: daysAgo(3) })],
    screenedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });

  it('shows each vendor’s result with the list age; pending and failed are never clear', async () => {
    serveLists();
    server.use(
      http.get('/api/vendors', () =>
        HttpResponse.json([
          buildVendor({ displayName: 'Clearwater Mills', screening: screening({}) }),
          buildVendor({
            displayName: 'Crimson Lantern Shipping',
            screening: screening({ result: 'blocked', riskLevel: 'high' }),
          }),
          buildVendor({
            displayName: 'Marrowbone Cargo',
            screening: screening({
              status: 'pending',
              result: null,
              riskLevel: null,
              listVersions: [],
            }),
          }),
          buildVendor({
            displayName: 'Northgate Provisions',
            screening: screening({ status: 'failed', result: null, listVersions: [] }),
          }),
        ]),
      ),
    );
    renderApp('/vendors');
    const card = async (name: string) =>
      (await screen.findByRole('heading', { name })).closest('.MuiCard-root') as HTMLElement;
    const clear = await card('Clearwater Mills');
    expect(within(clear).getByTestId('party-screening-chip')).toHaveTextContent(
      'Watchlists: clear',
    );
    expect(within(clear).getByTestId('list-age-badge')).toHaveTextContent('List 3 days old');
    expect(
      within(await card('Crimson Lantern Shipping')).getByTestId('party-screening-chip'),
    ).toHaveTextContent('Watchlists: blocked');
    const pending = await card('Marrowbone Cargo');
    expect(within(pending).getByTestId('party-screening-chip')).toHaveTextContent(
      'Not yet screened',
    );
    expect(within(pending).queryByTestId('list-age-badge')).toBeNull();
    expect(
      within(await card('Northgate Provisions')).getByTestId('party-screening-chip'),
    ).toHaveTextContent('Screening failed');
    expect(screen.getAllByText(/Watchlists: clear/)).toHaveLength(1);
  });
});
