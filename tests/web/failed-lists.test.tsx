import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { buildDeclaration } from './support/customs';
import { buildDocument } from './support/documents';
import { buildIncoterm, buildVendor } from './support/reference-data';
import { renderApp } from './support/render-app';
import {
  buildEntry,
  buildKycScreening,
  buildSanctionsScreening,
  serveLists,
} from './support/screening';
import { server, setupMswServer } from './support/server';

setupMswServer();

beforeEach(() => {
  serveLists();
  server.use(
    http.get('/api/screening/internal-lists/:list', () => HttpResponse.json([])),
    http.get('/api/sanctions-screening', () => HttpResponse.json([])),
  );
});

// A list whose load fails must not read as an empty list: an officer would take "No screenings
// yet" or "No Blacklist entries" at its word. Each screen shows its error with Retry instead of
// its empty state, and Retry loads the rows.
const cases = [
  {
    screen: 'Documents',
    route: '/documents',
    api: '/api/documents',
    row: buildDocument({ name: 'Bill of lading 4471' }),
    shown: 'Bill of lading 4471',
    error: /Failed to fetch documents/,
    empty: 'No documents found',
  },
  {
    screen: 'KYC/AML Screening',
    route: '/kyc-screening',
    api: '/api/kyc-screening',
    row: buildKycScreening({ entityName: 'Harbour Metals Ltd' }),
    shown: 'Harbour Metals Ltd',
    error: /Could not load the screenings/,
    empty: 'No screenings yet',
  },
  {
    screen: 'Customs Declarations',
    route: '/customs-declarations',
    api: '/api/customs-declarations',
    row: buildDeclaration({ declarationNumber: 'DCL-RETRY-1' }),
    shown: 'DCL-RETRY-1',
    error: /Could not load the declarations/,
    empty: 'No customs declarations yet',
  },
  {
    screen: 'Sanctions Screening (recent screenings)',
    route: '/sanctions-screening',
    api: '/api/sanctions-screening',
    row: buildSanctionsScreening({ entityName: 'Northern Star Shipping' }),
    shown: 'Northern Star Shipping',
    error: /Could not load the screenings/,
    empty: 'No screenings found',
  },
  {
    screen: 'Vendor Directory',
    route: '/vendors',
    api: '/api/vendors',
    row: buildVendor({ displayName: 'Andes Copper SpA' }),
    shown: 'Andes Copper SpA',
    error: /Failed to fetch vendors/,
    empty: 'No Vendors Found',
    // Its overview is counted by the server (/api/vendors/stats), not from these rows: its own
    // failure is tested in vendors.test.tsx.
  },
  {
    screen: 'Incoterms 2020',
    route: '/incoterms',
    api: '/api/incoterms',
    row: buildIncoterm({ code: 'FCA', name: 'Free Carrier' }),
    shown: 'Free Carrier',
    error: /Failed to fetch Incoterms/,
    empty: 'No Incoterms Found',
    figures: true,
  },
  {
    screen: 'Sanctions Screening (blacklist)',
    route: '/sanctions-screening',
    api: '/api/screening/internal-lists/blacklist',
    row: buildEntry({ name: 'Shady Imports Ltd' }),
    shown: 'Shady Imports Ltd',
    error: /Could not load the Blacklist/,
    empty: 'No Blacklist entries',
  },
];

describe('A list that fails to load', () => {
  it.each(cases)(
    '$screen: shows the error with Retry, not its empty state, and Retry loads the rows',
    async ({ route, api, row, shown, error, empty, figures = false }) => {
      let fail = true;
      server.use(
        http.get(api, () =>
          fail
            ? HttpResponse.json({ message: 'database unavailable' }, { status: 503 })
            : HttpResponse.json([row], { headers: { 'X-Total-Count': '1' } }),
        ),
      );
      const { user } = renderApp(route);
      const alert = (await screen.findByText(error, {}, { timeout: 30_000 })).closest(
        '[role="alert"]',
      ) as HTMLElement;
      expect(alert).toHaveTextContent('database unavailable');
      expect(screen.queryByText(empty)).toBeNull();
      // Summary figures counted from the rows are not shown as zeros while the rows are missing.
      if (figures) expect(screen.queryAllByTestId('metric-value')).toHaveLength(0);

      fail = false;
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect((await screen.findAllByText(shown, {}, { timeout: 30_000 }))[0]).toBeVisible();
      await waitFor(() => expect(screen.queryByText(error)).toBeNull());
      if (figures) expect(screen.getAllByTestId('metric-value').length).toBeGreaterThan(0);
    },
    120_000,
  );
});
