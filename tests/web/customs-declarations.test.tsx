import type { CustomsDeclaration } from '@compliance/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { buildDeclaration } from './support/customs';
import { renderApp } from './support/render-app';
import { buildListVersion, buildMatch, serveLists } from './support/screening';
import { server, setupMswServer } from './support/server';

setupMswServer();

const serveDeclarations = (declarations: CustomsDeclaration[]) =>
  server.use(http.get('/api/customs-declarations', () => HttpResponse.json(declarations)));

const notifications = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const statValue = (label: string) =>
  within(screen.getByRole('region', { name: label })).getByTestId('metric-value');

/** An empty list, the create route recording each body, and the New Declaration form open. */
const openNewDeclarationForm = async () => {
  serveDeclarations([]);
  const bodies: Array<Record<string, unknown>> = [];
  server.use(
    http.post('/api/customs-declarations', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(buildDeclaration(), { status: 201 });
    }),
  );
  const { user } = renderApp('/customs-declarations');
  await screen.findByText('No customs declarations yet', undefined, { timeout: 15_000 });
  await user.click(screen.getByRole('button', { name: 'New Declaration' }));
  const form = screen.getByRole('form', { name: 'New Customs Declaration' });
  return { user, form, bodies };
};

describe('Customs Declarations screen', () => {
  it('shows the empty state without declarations', async () => {
    serveDeclarations([]);
    renderApp('/customs-declarations');
    expect(
      await screen.findByText('No customs declarations yet', undefined, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Customs Declarations' })).toBeVisible();
    expect(screen.queryByText('Coming soon')).toBeNull();
  });

  it('counts total, cleared, pending (submitted) and the USD total value', async () => {
    serveDeclarations([
      buildDeclaration({
        status: 'cleared',
        totalValue: 1500.25,
        clearedAt: '2025-03-20T00:00:00Z',
      }),
      buildDeclaration({ status: 'submitted', totalValue: 500 }),
      buildDeclaration({ status: 'submitted', totalValue: 9999, currency: 'EUR' }),
      buildDeclaration({ status: 'draft', totalValue: null }),
      buildDeclaration({ status: 'rejected', totalValue: 10 }),
    ]);
    renderApp('/customs-declarations');
    await waitFor(() => expect(statValue('Total Declarations')).toHaveTextContent('5'));
    expect(statValue('Cleared')).toHaveTextContent('1');
    expect(statValue('Pending')).toHaveTextContent('2');
    expect(statValue('Total Value (USD)')).toHaveTextContent('$2,010.25');
  });

  it('lists each declaration with transport icon, badge, parties, value and dates', async () => {
    const cleared = buildDeclaration({
      declarationNumber: 'DCL-42',
      transportMode: 'air',
      status: 'cleared',
      totalValue: 2500,
      currency: 'EUR',
      clearedAt: '2025-03-20T10:00:00.000Z',
    });
    serveDeclarations([cleared, buildDeclaration({ declarationNumber: 'DCL-43' })]);
    renderApp(`/customs-declarations?focus=${cleared.id}`);
    const item = await screen.findByRole('article', { name: 'DCL-42' });
    expect(within(item).getByRole('img', { name: 'Transport: air' })).toBeInTheDocument();
    expect(within(item).getByText('cleared').closest('[data-status]')).toHaveAttribute(
      'data-status',
      'cleared',
    );
    expect(within(item).getByText('Acme Freight')).toBeVisible();
    expect(within(item).getByText('Acme Ltd')).toBeVisible();
    expect(within(item).getByText('Globex GmbH')).toBeVisible();
    expect(within(item).getByText('€2,500.00')).toBeVisible();
    expect(within(item).getByText(/Created Mar 14, 2025 · Cleared Mar 20, 2025/)).toBeVisible();
    expect(item).toHaveAttribute('aria-current', 'true');
    const draft = screen.getByRole('article', { name: 'DCL-43' });
    expect(draft).not.toHaveAttribute('aria-current');
    // The client triggers no status transitions.
    expect(within(draft).queryByRole('button')).toBeNull();
  });

  it('flags a declaration to or from an embargoed jurisdiction, and only that one', async () => {
    serveDeclarations([
      buildDeclaration({
        declarationNumber: 'DCL-50',
        countryOfDestination: 'Syria',
        consignorAddress: 'Sevastopol, Crimea',
      }),
      buildDeclaration({ declarationNumber: 'DCL-51', countryOfDestination: 'Germany' }),
    ]);
    renderApp('/customs-declarations');
    const flagged = await screen.findByRole('article', { name: 'DCL-50' });
    expect(within(flagged).getByTestId('embargo-flag')).toHaveTextContent(
      'Embargoed jurisdiction: Syria (SySR (31 CFR 542)), Crimea region of Ukraine (EO 13685)',
    );
    const clean = screen.getByRole('article', { name: 'DCL-51' });
    expect(within(clean).queryByTestId('embargo-flag')).toBeNull();
  });

  it('shows the consignor and consignee screening on the declaration, pending never as clear', async () => {
    serveLists();
    const asOf = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    const party = {
      names: ['x'],
      riskLevel: null,
      reasons: [],
      matches: [],
      listVersions: [],
      screenedAt: null,
    };
    serveDeclarations([
      buildDeclaration({
        declarationNumber: 'DCL-60',
        partyScreenings: [
          {
            ...party,
            role: 'consignor',
            status: 'screened',
            result: 'blocked',
            riskLevel: 'high',
            listVersions: [buildListVersion({ asOf })],
            screenedAt: '2026-01-01T00:00:00.000Z',
          },
          { ...party, role: 'consignee', status: 'pending', result: null },
        ],
      }),
      buildDeclaration({
        declarationNumber: 'DCL-62',
        partyScreenings: [
          // Flagged because the lists are too old to call it clear, with no name on any of them.
          {
            ...party,
            role: 'consignor',
            status: 'screened',
            result: 'flagged',
            riskLevel: 'medium',
            matches: [buildMatch({ match: false, score: 0.4 })],
          },
          {
            ...party,
            role: 'consignee',
            status: 'screened',
            result: 'flagged',
            riskLevel: 'medium',
            matches: [buildMatch({ match: true })],
          },
        ],
      }),
      buildDeclaration({ declarationNumber: 'DCL-61', consignorName: null, consigneeName: null }),
    ]);
    renderApp('/customs-declarations');
    const declaration = await screen.findByRole('article', { name: 'DCL-60' });
    const chips = within(declaration).getAllByTestId('party-screening-chip');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Consignor: blocked',
      'Consignee: Not yet screened',
    ]);
    expect(within(declaration).getByTestId('list-age-badge')).toHaveTextContent('List 5 days old');
    const flagged = screen.getByRole('article', { name: 'DCL-62' });
    expect(
      within(flagged)
        .getAllByTestId('party-screening-chip')
        .map((chip) => chip.textContent),
    ).toEqual(['Consignor: flagged, no name match', 'Consignee: flagged']);
    const unnamed = screen.getByRole('article', { name: 'DCL-61' });
    expect(within(unnamed).queryByTestId('party-screening-chip')).toBeNull();
  });

  it('toggles the form, validates, creates with defaults, toasts and resets', async () => {
    const { user, form, bodies } = await openNewDeclarationForm();
    expect(within(form).getByRole('combobox', { name: 'Declaration type' })).toHaveTextContent(
      'Import',
    );
    expect(within(form).getByRole('combobox', { name: 'Currency' })).toHaveTextContent('USD');
    expect(within(form).getByRole('combobox', { name: 'Transport mode' })).toHaveTextContent('Sea');

    await user.click(within(form).getByRole('button', { name: 'Create Declaration' }));
    expect(await within(form).findByText('Customs office is required')).toBeVisible();
    expect(within(form).getByText('Declarant name is required')).toBeVisible();

    await user.type(within(form).getByLabelText(/Customs office/), 'Felixstowe');
    await user.type(within(form).getByLabelText(/Declarant name/), 'Acme Freight');
    await user.type(within(form).getByLabelText('Total value'), '1234.5');
    await user.click(within(form).getByLabelText('Items'));
    await user.paste('{"description": "Widgets", "quantity": 10, "value": 1234.5}');
    await user.click(within(form).getByRole('button', { name: 'Create Declaration' }));

    expect(
      await within(notifications()).findByText('Customs declaration created successfully'),
    ).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      declarationType: 'import',
      customsOffice: 'Felixstowe',
      declarantName: 'Acme Freight',
      totalValue: 1234.5,
      currency: 'USD',
      transportMode: 'sea',
      items: [{ description: 'Widgets', quantity: 10, value: 1234.5 }],
    });
    expect(bodies[0]).not.toHaveProperty('status');
    expect(bodies[0]!.declarationNumber).toMatch(/^DCL-\d{13}$/);
    await waitFor(() => expect(within(form).getByLabelText(/Customs office/)).toHaveValue(''));
    expect(within(form).getByLabelText('Items')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'New Customs Declaration' })).toBeNull();
  });

  it('shows friendly messages for invalid items JSON and a negative value, and sends nothing', async () => {
    serveDeclarations([]);
    let posts = 0;
    server.use(
      http.post('/api/customs-declarations', () => {
        posts += 1;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user } = renderApp('/customs-declarations');
    await screen.findByText('No customs declarations yet', undefined, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'New Declaration' }));
    const form = screen.getByRole('form', { name: 'New Customs Declaration' });
    await user.type(within(form).getByLabelText(/Customs office/), 'Felixstowe');
    await user.type(within(form).getByLabelText(/Declarant name/), 'Acme Freight');
    await user.type(within(form).getByLabelText('Total value'), '-50');
    await user.click(within(form).getByLabelText('Items'));
    await user.paste('{description: Widgets}');
    await user.click(within(form).getByRole('button', { name: 'Create Declaration' }));
    expect(await within(form).findByText(/Items must be JSON objects/)).toBeVisible();
    // The rule the api states by key, in the form's words.
    expect(within(form).getByText('Total value must not be negative')).toBeVisible();
    expect(posts).toBe(0);
  });

  it('takes items pasted as a whole JSON array, and words an item that is not an object', async () => {
    const { user, form, bodies } = await openNewDeclarationForm();
    await user.type(within(form).getByLabelText(/Customs office/), 'Felixstowe');
    await user.type(within(form).getByLabelText(/Declarant name/), 'Acme Freight');
    await user.click(within(form).getByLabelText('Items'));
    await user.paste('1, 2');
    await user.click(within(form).getByRole('button', { name: 'Create Declaration' }));
    // Not the schema's 'Invalid input: expected object, received number'.
    expect(await within(form).findByText(/Items must be JSON objects/)).toBeVisible();
    await user.clear(within(form).getByLabelText('Items'));
    await user.click(within(form).getByLabelText('Items'));
    await user.paste('[{"description": "Widgets", "quantity": 10, "value": 250}]');
    await user.click(within(form).getByRole('button', { name: 'Create Declaration' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.items).toEqual([{ description: 'Widgets', quantity: 10, value: 250 }]);
  });

  it('shows the spec error toast when create fails and keeps the input', async () => {
    serveDeclarations([]);
    server.use(
      http.post('/api/customs-declarations', () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    const { user } = renderApp('/customs-declarations');
    await screen.findByText('No customs declarations yet', undefined, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'New Declaration' }));
    await user.type(screen.getByLabelText(/Customs office/), 'Felixstowe');
    await user.type(screen.getByLabelText(/Declarant name/), 'Acme Freight');
    await user.click(screen.getByRole('button', { name: 'Create Declaration' }));
    const region = notifications();
    expect(await within(region).findByText('Failed to create customs declaration')).toBeVisible();
    expect(within(region).getByText('Error')).toBeVisible();
    expect(screen.getByLabelText(/Customs office/)).toHaveValue('Felixstowe');
  });
});
