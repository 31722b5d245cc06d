import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { buildIncoterm, sampleIncoterms } from './support/reference-data';
import { renderApp } from './support/render-app';
import { server, setupMswServer } from './support/server';

setupMswServer();

const stat = (label: string) =>
  within(screen.getByRole('region', { name: label })).getByTestId('metric-value');
const codes = () =>
  screen
    .getAllByTestId('incoterm-card')
    .map((card) => card.getAttribute('aria-label')?.split(' ')[0]);

const choose = async (
  user: ReturnType<typeof renderApp>['user'],
  label: string,
  option: string,
) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('Incoterms 2020', () => {
  it('shows 6 skeleton cards while loading', async () => {
    server.use(http.get('/api/incoterms', () => delay('infinite')));
    renderApp('/incoterms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Incoterms 2020' })).toBeVisible();
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(6);
  });

  it("groups the rules by category with the four stats and each card's facts", async () => {
    server.use(http.get('/api/incoterms', () => HttpResponse.json(sampleIncoterms())));
    renderApp('/incoterms');
    const departure = await screen.findByRole('region', { name: 'Departure' });
    expect(within(departure).getByText('Group E')).toBeVisible();
    const main = screen.getByRole('region', { name: 'Main Carriage' });
    expect(within(main).getByText('Groups F and C')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Arrival' })).getByText('Group D'),
    ).toBeVisible();
    expect(codes()).toEqual(['EXW', 'FOB', 'CIF', 'DDP']);

    expect(stat('Total Rules')).toHaveTextContent('4');
    expect(stat('Commonly Used')).toHaveTextContent('3');
    expect(stat('Sea Transport')).toHaveTextContent('4');
    expect(stat('Multimodal')).toHaveTextContent('2');

    const cif = within(main).getByRole('article', { name: 'CIF Cost, Insurance and Freight' });
    expect(within(cif).getByText('Version 2020')).toBeVisible();
    expect(within(cif).getByText("At the buyer's disposal at the named place")).toBeVisible();
    expect(within(cif).getByText('Seller')).toBeVisible();
    expect(
      within(cif).getByText('Obligatory: Institute Cargo Clauses (C), 110% of contract price'),
    ).toBeVisible();
    expect(within(cif).getByLabelText('Transport modes')).toHaveTextContent('Sea');
    expect(within(cif).queryByText('Commonly used')).not.toBeInTheDocument();
  });

  it('filters by category and transport mode, and shows the empty state', async () => {
    server.use(
      http.get('/api/incoterms', () =>
        HttpResponse.json([
          ...sampleIncoterms(),
          buildIncoterm({
            id: 9,
            code: 'FCA',
            name: 'Free Carrier',
            category: 'main_carriage',
            group: 'F',
          }),
        ]),
      ),
    );
    const { user } = renderApp('/incoterms');
    await screen.findByRole('region', { name: 'Departure' });
    await choose(user, 'Category', 'Main Carriage (Groups F and C)');
    expect(codes()).toEqual(['FCA', 'FOB', 'CIF']);
    expect(screen.queryByRole('region', { name: 'Departure' })).not.toBeInTheDocument();
    await choose(user, 'Transport mode', 'Air');
    expect(codes()).toEqual(['FCA']);
    await choose(user, 'Category', 'Departure (Group E)');
    expect(codes()).toEqual(['EXW']);
    // The stats describe the whole reference, not the filtered view.
    expect(stat('Total Rules')).toHaveTextContent('5');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(codes()).toHaveLength(5);
  });

  it("shows 'No Incoterms Found' when no rule matches", async () => {
    server.use(
      http.get('/api/incoterms', () =>
        HttpResponse.json([buildIncoterm({ transportMode: ['sea'] })]),
      ),
    );
    const { user } = renderApp('/incoterms');
    await screen.findByRole('region', { name: 'Departure' });
    await choose(user, 'Transport mode', 'Rail');
    expect(screen.getByText('No Incoterms Found')).toBeVisible();
  });

  it('shows who bears cost, risk, insurance and clearance in the responsibility matrix', async () => {
    server.use(http.get('/api/incoterms', () => HttpResponse.json(sampleIncoterms())));
    renderApp('/incoterms');
    const matrix = await screen.findByRole('table', { name: 'Incoterms responsibility matrix' });
    const row = (code: string) => {
      const found = within(matrix)
        .getAllByTestId('matrix-row')
        .find((candidate) => candidate.dataset.code === code)!;
      return (column: string) =>
        found.querySelector(`[data-column="${column}"] [data-party]`)?.getAttribute('data-party');
    };
    const exw = row('EXW');
    expect([exw('export'), exw('cost'), exw('risk'), exw('insurance'), exw('import')]).toEqual([
      'buyer',
      'buyer',
      'buyer',
      'buyer',
      'buyer',
    ]);
    const cif = row('CIF');
    // The seller pays and insures the main carriage, but the risk is already the buyer's.
    expect([cif('export'), cif('cost'), cif('risk'), cif('insurance'), cif('import')]).toEqual([
      'seller',
      'seller',
      'buyer',
      'seller',
      'buyer',
    ]);
    const ddp = row('DDP');
    expect([ddp('export'), ddp('cost'), ddp('risk'), ddp('insurance'), ddp('import')]).toEqual([
      'seller',
      'seller',
      'seller',
      'seller',
      'seller',
    ]);
    expect(within(matrix).getAllByText('obligatory')).toHaveLength(1);
  });
});
