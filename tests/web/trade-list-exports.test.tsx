import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { servePaged } from './support/paged';
import { renderApp } from './support/render-app';
import { server, setupMswServer } from './support/server';
import { buildReport } from './support/trade';

setupMswServer();

// The DataGrid renders slowly in jsdom when the machine's two cores are shared.
const SLOW = 180_000;
const exportHref = async () =>
  (await screen.findByRole('link', { name: 'Export CSV' }, { timeout: 60_000 })).getAttribute(
    'href',
  );

describe('Export CSV and table views of the trade lists', () => {
  it(
    'Digital Trade BOAs: each list tab exports its whole list; the orders table sorts and searches on the server and exports the same filters',
    async () => {
      server.use(
        http.get('/api/basic-ordering-agreements/stats', () =>
          HttpResponse.json({ total: 0, active: 0, digitalOrders: 0, iccCompliant: 0 }),
        ),
        http.get('/api/basic-ordering-agreements', () => HttpResponse.json([])),
      );
      const calls = servePaged('/api/digital-trade-orders', []);
      const { user } = renderApp('/digital-trade-boas');
      expect(await screen.findByText('No Agreements Found', {}, { timeout: 60_000 })).toBeVisible();
      expect(await exportHref()).toBe('/api/basic-ordering-agreements/export.csv');

      await user.click(screen.getByRole('tab', { name: 'Digital Orders' }));
      expect(await screen.findByText('No Digital Orders')).toBeVisible();
      expect(await exportHref()).toBe('/api/digital-trade-orders/export.csv');

      await user.click(screen.getByRole('button', { name: 'Table view' }));
      expect(await screen.findByRole('grid', {}, { timeout: 60_000 })).toBeVisible();
      expect(screen.getAllByRole('link', { name: 'Export CSV' })).toHaveLength(1);
      await user.click(screen.getByRole('columnheader', { name: 'Order' }));
      await waitFor(
        () =>
          expect(calls.some((url) => url.searchParams.get('sort') === 'orderNumber')).toBe(true),
        { timeout: 30_000 },
      );
      await user.type(screen.getByRole('searchbox'), 'PO-7');
      await waitFor(
        () =>
          expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
            '/api/digital-trade-orders/export.csv?sort=orderNumber&q=PO-7',
          ),
        { timeout: 30_000 },
      );
      const searched = calls.find((url) => url.searchParams.get('q') === 'PO-7')!;
      expect(searched.searchParams.get('sort')).toBe('orderNumber');

      await user.click(screen.getByRole('tab', { name: 'ICC Compliance' }));
      expect(screen.getByText('eIDAS')).toBeVisible();
      expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
    },
    SLOW,
  );

  it(
    'Market Analysis: the reports export every report from the server; the table view sorts them on the server',
    async () => {
      server.use(
        http.get('/api/tariff-rates', () => HttpResponse.json([])),
        http.get('/api/tariff-data', () => HttpResponse.json([])),
      );
      const reports = [
        buildReport({ id: 7, analysisName: 'Tariff comparison 850440 (US)' }),
        buildReport({ id: 6, analysisName: 'Tariff comparison 090111 (EU)', status: 'failed' }),
      ];
      const calls = servePaged('/api/market-analysis', reports);
      const { user } = renderApp('/market-analysis');
      await user.click(await screen.findByRole('tab', { name: 'Analysis' }, { timeout: 60_000 }));
      expect(await screen.findAllByTestId('report-card')).toHaveLength(2);
      expect(await exportHref()).toBe('/api/market-analysis/export.csv');

      await user.click(screen.getByRole('button', { name: 'Table view' }));
      const grid = await screen.findByRole('grid', {}, { timeout: 60_000 });
      expect(await within(grid).findByText('Tariff comparison 090111 (EU)')).toBeVisible();
      expect(screen.getByText('2 of 2 reports')).toBeVisible();
      await user.click(within(grid).getByRole('columnheader', { name: 'Report' }));
      await waitFor(
        () =>
          expect(calls.some((url) => url.searchParams.get('sort') === 'analysisName')).toBe(true),
        { timeout: 30_000 },
      );
      expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
        '/api/market-analysis/export.csv?sort=analysisName',
      );
    },
    SLOW,
  );
});
