import type { DigitalOrder } from '@compliance/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { ORDER_COLUMNS } from '../../web/src/features/agreements/components/orders-table';

import { servePaged } from './support/paged';
import { renderApp } from './support/render-app';
import { server, setupMswServer } from './support/server';

setupMswServer();

// The grid renders slowly in jsdom when the machine's two cores are shared.
const SLOW = 180_000;

const ORDER: DigitalOrder = {
  id: 7,
  orderNumber: 'ORD-1796227125198037',
  orderType: 'purchase_order',
  description: null,
  totalValue: 10,
  currency: 'USD',
  status: 'placed',
  statusReason: null,
  agreement: { id: 2, agreementNumber: 'BOA-2024-002', version: 3, status: 'active' },
  signature: { state: 'valid', kid: 'k', signedAt: '2026-07-09T09:30:00.000Z', reason: null },
  placedAt: '2026-07-09T09:30:00.000Z',
  decidedAt: null,
  fulfilledAt: null,
  createdAt: '2026-07-09T09:30:00.000Z',
};

describe('Digital orders table view', () => {
  it(
    'gives the order number room for all its digits and names the agreement version',
    async () => {
      server.use(
        http.get('/api/basic-ordering-agreements/stats', () =>
          HttpResponse.json({ total: 1, active: 1, digitalOrders: 1, iccCompliant: 1 }),
        ),
        http.get('/api/basic-ordering-agreements', () => HttpResponse.json([])),
      );
      servePaged('/api/digital-trade-orders', [ORDER]);
      const { user } = renderApp('/digital-trade-boas');
      await user.click(await screen.findByRole('tab', { name: 'Digital Orders' }));
      await user.click(
        await screen.findByRole('button', { name: 'Table view' }, { timeout: 60_000 }),
      );
      const grid = await screen.findByRole('grid', {}, { timeout: 60_000 });
      expect(
        await within(grid).findByText('BOA-2024-002 v3', {}, { timeout: 30_000 }),
      ).toBeVisible();
      // jsdom lays nothing out: the column's own floor is what keeps the number whole. A
      // 20-character number in the grid's 14 px font needs about 190 px besides the padding.
      const order = ORDER_COLUMNS.find((column) => column.field === 'orderNumber');
      expect(order?.minWidth).toBeGreaterThanOrEqual(200);
    },
    SLOW,
  );
});
