import type { KycScreening, SanctionsScreening } from '@compliance/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { buildDeclaration } from './support/customs';
import { buildDocument } from './support/documents';
import { containsQ, servePaged } from './support/paged';
import { renderApp } from './support/render-app';
import { buildKycScreening, buildSanctionsScreening, serveLists } from './support/screening';
import { server, setupMswServer } from './support/server';

setupMswServer();

// Sixty cards a page render slowly in jsdom when the machine's two cores are shared.
const SLOW = 180_000;

beforeEach(() => {
  serveLists();
  server.use(http.get('/api/screening/internal-lists/:list', () => HttpResponse.json([])));
});

/** Opens a screen and switches it to its table view; answers the grid. */
const openTableView = async (route: string) => {
  const { user } = renderApp(route);
  await user.click(await screen.findByRole('button', { name: 'Table view' }, { timeout: 60_000 }));
  return screen.findByRole('grid', {}, { timeout: 60_000 });
};

const statValue = (label: string) =>
  within(screen.getByRole('region', { name: label })).getByTestId('metric-value');

describe('Paged lists', () => {
  it(
    'Documents: shows the first page as N of TOTAL and loads the next page with its cursor',
    async () => {
      const documents = Array.from({ length: 130 }, (_, index) =>
        buildDocument({ id: 1000 + index, name: `Manifest ${index + 1}` }),
      );
      const calls = servePaged('/api/documents', documents);
      const { user } = renderApp('/documents');

      expect(await screen.findByText('60 of 130 documents', {}, { timeout: 60_000 })).toBeVisible();
      expect(screen.getAllByRole('article')).toHaveLength(60);
      expect(calls[0]!.searchParams.get('limit')).toBe('60');
      expect(calls[0]!.searchParams.has('cursor')).toBe(false);

      await user.click(screen.getByRole('button', { name: 'Load more' }));
      expect(
        await screen.findByText('120 of 130 documents', {}, { timeout: 60_000 }),
      ).toBeVisible();
      expect(calls.at(-1)!.searchParams.get('cursor')).toBe('o60');
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      expect(
        await screen.findByText('130 of 130 documents', {}, { timeout: 60_000 }),
      ).toBeVisible();
      expect(screen.getByRole('article', { name: 'Manifest 130' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    },
    SLOW,
  );

  it(
    'Documents: searches on the server while pages are missing, so a document beyond the first page is found',
    async () => {
      const documents = Array.from({ length: 130 }, (_, index) =>
        buildDocument({ id: 2000 + index, name: `Bill ${index + 1}` }),
      );
      const calls = servePaged(
        '/api/documents',
        documents,
        containsQ((document) => document.name),
      );
      const { user } = renderApp('/documents');
      await screen.findByText('60 of 130 documents', {}, { timeout: 60_000 });
      expect(screen.queryByRole('article', { name: 'Bill 125' })).toBeNull();

      await user.type(screen.getByPlaceholderText('Search documents...'), 'Bill 125');
      // The answers for "Bill 1" and "Bill 12" (which also hold Bill 125) come first on a busy
      // machine: wait for the answer to the whole search.
      expect(await screen.findByText('1 of 1 documents', {}, { timeout: 30_000 })).toBeVisible();
      expect(screen.getByRole('article', { name: 'Bill 125' })).toBeVisible();
      expect(screen.getAllByRole('article')).toHaveLength(1);
      expect(calls.some((url) => url.searchParams.get('q') === 'Bill 125')).toBe(true);

      await user.clear(screen.getByPlaceholderText('Search documents...'));
      await user.type(screen.getByPlaceholderText('Search documents...'), 'no such bill');
      expect(
        await screen.findByText(
          'No documents match your search criteria.',
          {},
          { timeout: 60_000 },
        ),
      ).toBeVisible();
    },
    SLOW,
  );

  it(
    'Sanctions: the Recent Screenings search finds an entity on the server when not every page is loaded',
    async () => {
      const screenings: SanctionsScreening[] = Array.from({ length: 75 }, (_, index) =>
        buildSanctionsScreening({ entityName: `Vessel ${index + 1}` }),
      );
      const calls = servePaged(
        '/api/sanctions-screening',
        screenings,
        containsQ((screening) => screening.entityName),
      );
      const { user } = renderApp('/sanctions-screening');
      const list = await screen.findByTestId('recent-screenings', {}, { timeout: 60_000 });
      expect(within(list).getAllByTestId('sanctions-row')).toHaveLength(50);
      expect(within(list).getByText('50 of 75 screenings')).toBeVisible();

      await user.type(screen.getByPlaceholderText('Search screenings...'), 'vessel 74');
      await waitFor(
        () =>
          expect(
            within(screen.getByTestId('recent-screenings')).getAllByTestId('sanctions-row'),
          ).toHaveLength(1),
        { timeout: 30_000 },
      );
      expect(screen.getByText('Vessel 74')).toBeVisible();
      expect(calls.some((url) => url.searchParams.get('q') === 'vessel 74')).toBe(true);
    },
    SLOW,
  );

  it(
    'KYC: the summary counts come from the server totals when the list has more pages',
    async () => {
      const screenings: KycScreening[] = Array.from({ length: 150 }, (_, index) =>
        buildKycScreening({
          entityName: `Person ${index + 1}`,
          // 20 flagged, 30 high risk, 10 of them both: 40 flagged entities.
          screeningResult: index < 20 ? 'flagged' : 'clear',
          riskLevel: index >= 10 && index < 40 ? 'high' : 'low',
          isPEP: index === 0,
        }),
      );
      servePaged('/api/kyc-screening', screenings);
      // The server's counts over all 150 (the first 100 rows alone hold 40 flagged and 1 PEP).
      server.use(
        http.get('/api/kyc-screening/summary', () =>
          HttpResponse.json({ total: 150, flagged: 40, pep: 3 }),
        ),
      );
      renderApp('/kyc-screening');
      expect(
        await screen.findByText('100 of 150 screenings', {}, { timeout: 60_000 }),
      ).toBeVisible();
      await waitFor(() => expect(statValue('Total Screenings')).toHaveTextContent('150'));
      expect(statValue('Flagged Entities')).toHaveTextContent('40');
      expect(statValue('PEP Matches')).toHaveTextContent('3');
      expect(screen.getAllByTestId('kyc-result')).toHaveLength(100);
    },
    SLOW,
  );

  it(
    'KYC: a failed summary load shows an error with Retry in place of the cards, not endless skeletons',
    async () => {
      const screenings = Array.from({ length: 150 }, (_, index) =>
        buildKycScreening({ entityName: `Person ${index + 1}` }),
      );
      servePaged('/api/kyc-screening', screenings);
      let fail = true;
      server.use(
        http.get('/api/kyc-screening/summary', () =>
          fail
            ? HttpResponse.json({ message: 'summary unavailable' }, { status: 503 })
            : HttpResponse.json({ total: 150, flagged: 0, pep: 0 }),
        ),
      );
      const { user } = renderApp('/kyc-screening');
      const alert = (
        await screen.findByText(/Could not load the summary figures/, {}, { timeout: 60_000 })
      ).closest('[role="alert"]') as HTMLElement;
      expect(alert).toHaveTextContent('summary unavailable');
      expect(screen.queryByTestId('metric-skeleton')).toBeNull();
      // The list itself loaded: only the figures are missing.
      expect(screen.getByText('100 of 150 screenings')).toBeVisible();

      fail = false;
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(statValue('Total Screenings')).toHaveTextContent('150'));
    },
    SLOW,
  );

  it(
    'Sanctions and KYC table views name a flag that rests on a coverage gap, as the rows do',
    async () => {
      servePaged('/api/sanctions-screening', [
        buildSanctionsScreening({
          entityName: 'Northwind Ltd',
          screeningResult: 'flagged',
          suggestedResult: 'flagged',
          suggestedRiskLevel: 'medium',
          matchCount: 0,
        }),
      ]);
      servePaged('/api/kyc-screening', [
        buildKycScreening({ entityName: 'Southwind Ltd', screeningResult: 'flagged' }),
      ]);
      const sanctions = renderApp('/sanctions-screening');
      await sanctions.user.click(
        await screen.findByRole('tab', { name: 'All screenings' }, { timeout: 60_000 }),
      );
      const grid = await screen.findByRole('grid', {}, { timeout: 60_000 });
      expect(
        await within(grid).findByText('flagged / medium (coverage gap, no name match)'),
      ).toBeVisible();
      sanctions.unmount();

      const kycGrid = await openTableView('/kyc-screening');
      expect(await within(kycGrid).findByText('Coverage gap, no name match')).toBeVisible();
    },
    SLOW,
  );

  it(
    'Customs: loads declarations a page at a time; the summary cards take every declaration from the server',
    async () => {
      const declarations = Array.from({ length: 120 }, (_, index) =>
        buildDeclaration({
          declarantName: `Declarant ${index + 1}`,
          status: index < 7 ? 'cleared' : index < 10 ? 'submitted' : 'draft',
        }),
      );
      servePaged(
        '/api/customs-declarations',
        declarations,
        (row, query) => !query.get('status') || row.status === query.get('status'),
      );
      // The server's figures over every declaration; the 100 loaded rows alone sum to $100,000.
      server.use(
        http.get('/api/customs-declarations/summary', () =>
          HttpResponse.json({ total: 120, cleared: 7, pending: 3, totalValueUsd: 120_000 }),
        ),
      );
      const { user } = renderApp('/customs-declarations');
      expect(
        await screen.findByText('100 of 120 declarations', {}, { timeout: 60_000 }),
      ).toBeVisible();
      await waitFor(() => expect(statValue('Total Declarations')).toHaveTextContent('120'));
      expect(statValue('Cleared')).toHaveTextContent('7');
      expect(statValue('Pending')).toHaveTextContent('3');
      expect(statValue('Total Value (USD)')).toHaveTextContent('$120,000.00');
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      expect(
        await screen.findByText('120 of 120 declarations', {}, { timeout: 60_000 }),
      ).toBeVisible();
    },
    SLOW,
  );

  it(
    'Customs table view keeps the embargo and party screening flags the cards show',
    async () => {
      servePaged('/api/customs-declarations', [
        buildDeclaration({
          declarationNumber: 'DCL-IRAN',
          countryOfDestination: 'Iran',
          partyScreenings: [
            {
              role: 'consignor',
              names: ['Acme Ltd'],
              status: 'screened',
              result: 'blocked',
              riskLevel: 'high',
              reasons: [],
              matches: [],
              listVersions: [],
              screenedAt: '2026-01-01T00:00:00.000Z',
            },
          ],
        }),
      ]);
      const grid = await openTableView('/customs-declarations');
      expect(await within(grid).findByText('Embargoed: Iran; Consignor: blocked')).toBeVisible();
    },
    SLOW,
  );

  it(
    'Customs table view: the quick search and sort go to the server, and Export CSV downloads the same filtered list',
    async () => {
      const calls = servePaged('/api/customs-declarations', []);
      const { user } = renderApp('/customs-declarations');
      await user.click(
        await screen.findByRole('button', { name: 'Table view' }, { timeout: 60_000 }),
      );
      const exportLink = await screen.findByRole(
        'link',
        { name: 'Export CSV' },
        { timeout: 60_000 },
      );
      expect(exportLink.getAttribute('href')).toBe('/api/customs-declarations/export.csv');

      await user.type(await screen.findByRole('searchbox'), 'Globex');
      await waitFor(
        () => expect(calls.some((url) => url.searchParams.get('q') === 'Globex')).toBe(true),
        {
          timeout: 30_000,
        },
      );
      await waitFor(() =>
        expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
          '/api/customs-declarations/export.csv?q=Globex',
        ),
      );
      const tableCall = calls.find((url) => url.searchParams.get('q') === 'Globex')!;
      expect(tableCall.searchParams.get('limit')).toBe('100');
    },
    SLOW,
  );
});
