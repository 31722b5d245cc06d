import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderApp } from './support/render-app';
import { buildKycScreening, serveLists } from './support/screening';
import { server, setupMswServer } from './support/server';

setupMswServer();

const CARD_HEIGHT = 150;

beforeEach(() => {
  serveLists();
  server.use(http.get('/api/screening/internal-lists/:list', () => HttpResponse.json([])));
  // jsdom lays nothing out: every rendered card of a windowed list measures CARD_HEIGHT.
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.dataset.index === undefined ? 0 : CARD_HEIGHT;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('A long card list', () => {
  it('renders the cards near the viewport, and later ones as the page scrolls', async () => {
    const rows = Array.from({ length: 250 }, (_, index) =>
      buildKycScreening({ id: 9000 + index, entityName: `Subject ${index + 1}` }),
    );
    server.use(
      http.get('/api/kyc-screening', () =>
        HttpResponse.json(rows, { headers: { 'X-Total-Count': '250' } }),
      ),
    );
    renderApp('/kyc-screening');
    const list = await screen.findByRole('region', { name: 'KYC screenings' }, { timeout: 30_000 });
    expect(list).toHaveAttribute('data-virtualized', 'true');
    // The page keeps the height of every card, so the scrollbar is the whole list's.
    // (measured cards count CARD_HEIGHT, the others an estimate).
    expect(Number.parseFloat(list.style.height)).toBeGreaterThanOrEqual(250 * CARD_HEIGHT);
    const shown = within(list).getAllByRole('article');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(30);
    expect(within(list).getByRole('article', { name: 'Subject 1' })).toBeInTheDocument();
    expect(within(list).queryByRole('article', { name: 'Subject 200' })).toBeNull();

    Object.defineProperty(window, 'scrollY', { value: 199 * CARD_HEIGHT, configurable: true });
    fireEvent.scroll(window);
    expect(
      await within(list).findByRole('article', { name: 'Subject 200' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(list).queryByRole('article', { name: 'Subject 1' })).toBeNull();
  }, 120_000);
});
