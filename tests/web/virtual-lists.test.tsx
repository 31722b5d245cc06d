import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderApp } from './support/render-app';
import { buildDocument } from './support/documents';
import { buildKycScreening, buildSanctionsScreening, serveLists } from './support/screening';
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

describe('The documents grid', () => {
  it('from 200 loaded documents renders the rows of cards near the viewport', async () => {
    const documents = Array.from({ length: 240 }, (_, index) =>
      buildDocument({ id: 5000 + index, name: `Bill of lading ${index + 1}` }),
    );
    server.use(
      http.get('/api/documents', () =>
        HttpResponse.json(documents, { headers: { 'X-Total-Count': '240' } }),
      ),
    );
    renderApp('/documents');
    const grid = await screen.findByRole('region', { name: 'Documents' }, { timeout: 30_000 });
    expect(grid).toHaveAttribute('data-virtualized', 'true');
    // jsdom's window is 1,024 px wide: two cards a row, so 120 rows.
    expect(Number.parseFloat(grid.style.height)).toBeGreaterThanOrEqual(120 * CARD_HEIGHT);
    const shown = within(grid).getAllByRole('article');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(30);
    expect(within(grid).getByRole('article', { name: 'Bill of lading 1' })).toBeInTheDocument();
    expect(within(grid).queryByRole('article', { name: 'Bill of lading 220' })).toBeNull();

    // Row 110 (documents 219 and 220), past the first rows measured and the rest estimated.
    Object.defineProperty(window, 'scrollY', { value: 108 * 220, configurable: true });
    fireEvent.scroll(window);
    expect(
      await within(grid).findByRole('article', { name: 'Bill of lading 220' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(grid).queryByRole('article', { name: 'Bill of lading 1' })).toBeNull();
  }, 120_000);
});

describe('The recent sanctions screenings box', () => {
  it('from 200 loaded screenings renders the rows near the box view as it scrolls', async () => {
    const screenings = Array.from({ length: 230 }, (_, index) =>
      buildSanctionsScreening({ id: 7000 + index, entityName: `Vessel Owner ${index + 1}` }),
    );
    server.use(
      http.get('/api/sanctions-screening', () =>
        HttpResponse.json(screenings, { headers: { 'X-Total-Count': '230' } }),
      ),
      http.get('/api/screening/reviews', () => HttpResponse.json([])),
    );
    // The box is 24rem high (jsdom lays nothing out).
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.dataset.testid === 'recent-screenings' ? 384 : 0;
    });
    const ROW_HEIGHT = 62;
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.dataset.index === undefined ? 0 : ROW_HEIGHT;
    });
    renderApp('/sanctions-screening');
    const box = await screen.findByTestId('recent-screenings', {}, { timeout: 30_000 });
    await within(box).findByText('Vessel Owner 1', {}, { timeout: 30_000 });
    expect(box).toHaveAttribute('data-virtualized', 'true');
    const rows = () => within(box).getAllByTestId('sanctions-row');
    expect(rows().length).toBeLessThan(30);
    expect(within(box).queryByText('Vessel Owner 200')).toBeNull();

    box.scrollTop = 199 * ROW_HEIGHT;
    fireEvent.scroll(box);
    expect(
      await within(box).findByText('Vessel Owner 200', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(box).queryByText('Vessel Owner 1')).toBeNull();
    expect(rows().length).toBeLessThan(30);
  }, 120_000);
});
