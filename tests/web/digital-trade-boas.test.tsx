import type { AgreementDetail, DigitalOrder } from '@compliance/contracts';
import { render, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { AppProvider } from '../../web/src/app/provider';
import { SignaturePanel } from '../../web/src/features/agreements/components/signature-panel';
import { createQueryClient } from '../../web/src/lib/query-client';

import { servePaged } from './support/paged';
import { renderApp } from './support/render-app';
import { server, setupMswServer } from './support/server';

setupMswServer();

const STATS = '/api/basic-ordering-agreements/stats';
const LIST = '/api/basic-ordering-agreements';

// The dialog tests type into many fields: on a loaded shared machine that outlasts the default 20 s.
const TYPING = { timeout: 60_000 };

describe('Digital Trade BOAs', () => {
  it('shows 4 stat and 3 card skeletons while loading', async () => {
    server.use(
      http.get(STATS, () => delay('infinite')),
      http.get(LIST, () => delay('infinite')),
      http.get('/api/digital-trade-orders', () => delay('infinite')),
    );
    renderApp('/digital-trade-boas');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Digital Trade BOAs' }),
    ).toBeVisible();
    expect(screen.getAllByTestId('metric-skeleton')).toHaveLength(4);
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(3);
  });

  it('shows the empty states, the stats, the static ICC panel, and says "No data" when stats fail', async () => {
    server.use(
      http.get(STATS, () => HttpResponse.json({ message: 'down' }, { status: 500 })),
      http.get(LIST, () => HttpResponse.json([])),
      http.get('/api/digital-trade-orders', () => HttpResponse.json([])),
    );
    const { user } = renderApp('/digital-trade-boas');
    expect(await screen.findByText('No Agreements Found')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Total BOAs' })).getByTestId('metric-value'),
    ).toHaveTextContent('No data');
    await user.click(screen.getByRole('tab', { name: 'Digital Orders' }));
    expect(await screen.findByText('No Digital Orders')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'ICC Compliance' }));
    expect(screen.getByText('eIDAS')).toBeVisible();
    expect(screen.getByText('JSON/XML/EDI')).toBeVisible();
  });

  it('says the stats failed to load, with Retry that loads them', async () => {
    let fail = true;
    server.use(
      http.get(STATS, () =>
        fail
          ? HttpResponse.json({ message: 'down' }, { status: 500 })
          : HttpResponse.json({ total: 7, active: 2, digitalOrders: 3, iccCompliant: 5 }),
      ),
      http.get(LIST, () => HttpResponse.json([])),
      http.get('/api/digital-trade-orders', () => HttpResponse.json([])),
    );
    const { user } = renderApp('/digital-trade-boas');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the agreement figures.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await within(screen.getByRole('region', { name: 'Total BOAs' })).findByText('7'),
    ).toBeVisible();
    expect(screen.queryByText(/Failed to load the agreement figures/)).toBeNull();
  });

  it(
    'validates the New Agreement dialog, then sends the form with the fixed values and toasts',
    TYPING,
    async () => {
      let sent: Record<string, unknown> | null = null;
      server.use(
        http.get(STATS, () =>
          HttpResponse.json({ total: 0, active: 0, digitalOrders: 0, iccCompliant: 0 }),
        ),
        http.get(LIST, () => HttpResponse.json([])),
        http.post(LIST, async ({ request }) => {
          sent = (await request.json()) as Record<string, unknown>;
          return HttpResponse.json({ id: 1 }, { status: 201 });
        }),
      );
      const { user } = renderApp('/digital-trade-boas');
      await user.click(await screen.findByRole('button', { name: 'New Agreement' }));
      const form = screen.getByRole('form', { name: 'New Agreement' });
      await user.clear(within(form).getByLabelText(/Validity period/));
      await user.type(within(form).getByLabelText(/Validity period/), '0');
      await user.click(screen.getByRole('button', { name: 'Create Agreement' }));
      for (const text of [
        'Agreement number is required',
        'Buyer name is required',
        'Seller name is required',
        'Authentication method is required',
        'Validity period must be at least 1 month',
      ])
        expect(within(form).getByText(text)).toBeVisible();
      expect(sent).toBeNull();

      await user.type(within(form).getByLabelText(/Agreement number/), 'BOA-1');
      await user.type(within(form).getByLabelText(/Buyer name/), 'Acme');
      await user.type(within(form).getByLabelText(/Seller name/), 'Globex');
      await user.click(within(form).getByLabelText(/Authentication method/));
      await user.click(await screen.findByRole('option', { name: 'PKI certificate' }));
      await user.clear(within(form).getByLabelText(/Validity period/));
      await user.type(within(form).getByLabelText(/Validity period/), '24');
      await user.click(screen.getByRole('button', { name: 'Create Agreement' }));
      expect(
        await screen.findByText('Basic Ordering Agreement created successfully.'),
      ).toBeVisible();
      expect(sent).toMatchObject({
        agreementNumber: 'BOA-1',
        validityPeriod: 24,
        maxOrderValue: null,
        agreementType: 'basic_ordering',
        currency: 'USD',
        dataExchangeProtocol: 'EDI',
        documentFormat: 'JSON',
        encryptionStandard: 'AES-256',
        vendorId: 1,
        governingLaw: 'ICC Uniform Rules',
        disputeResolution: 'ICC Arbitration Rules',
        digitalSignatureStandard: 'eIDAS',
        iccRulesVersion: '2024',
        status: 'draft',
      });
    },
  );

  it("toasts the spec's failure text when the create fails", TYPING, async () => {
    server.use(
      http.get(STATS, () =>
        HttpResponse.json({ total: 0, active: 0, digitalOrders: 0, iccCompliant: 0 }),
      ),
      http.get(LIST, () => HttpResponse.json([])),
      http.post(LIST, () => HttpResponse.json({ message: 'taken' }, { status: 409 })),
    );
    const { user } = renderApp('/digital-trade-boas');
    await user.click(await screen.findByRole('button', { name: 'New Agreement' }));
    const form = screen.getByRole('form', { name: 'New Agreement' });
    await user.type(within(form).getByLabelText(/Agreement number/), 'BOA-1');
    await user.type(within(form).getByLabelText(/Buyer name/), 'Acme');
    await user.type(within(form).getByLabelText(/Seller name/), 'Globex');
    await user.click(within(form).getByLabelText(/Authentication method/));
    await user.click(await screen.findByRole('option', { name: 'PKI certificate' }));
    await user.click(screen.getByRole('button', { name: 'Create Agreement' }));
    expect(await screen.findByText('Failed to create agreement. Please try again.')).toBeVisible();
  });

  it(
    'says under the agreement number why a duplicate is refused, beside the spec toast',
    TYPING,
    async () => {
      let status = 409;
      server.use(
        http.get(STATS, () =>
          HttpResponse.json({ total: 1, active: 0, digitalOrders: 0, iccCompliant: 1 }),
        ),
        http.get(LIST, () => HttpResponse.json([])),
        http.get('/api/digital-trade-orders', () => HttpResponse.json([])),
        http.post(LIST, () =>
          status === 409
            ? HttpResponse.json(
                {
                  statusCode: 409,
                  code: 'CONFLICT',
                  message: 'Agreement number BOA-2024-001 already exists',
                },
                { status: 409 },
              )
            : HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
        ),
      );
      const { user } = renderApp('/digital-trade-boas');
      await user.click(await screen.findByRole('button', { name: 'New Agreement' }));
      const form = screen.getByRole('form', { name: 'New Agreement' });
      const number = within(form).getByLabelText(/Agreement number/);
      await user.type(number, 'BOA-2024-001');
      await user.type(within(form).getByLabelText(/Buyer name/), 'Acme');
      await user.type(within(form).getByLabelText(/Seller name/), 'Globex');
      await user.click(within(form).getByLabelText(/Authentication method/));
      await user.click(await screen.findByRole('option', { name: 'PKI certificate' }));
      await user.click(screen.getByRole('button', { name: 'Create Agreement' }));

      const notifications = screen.getByRole('region', { name: 'Notifications (F8)' });
      expect(
        await within(notifications).findByText('Failed to create agreement. Please try again.'),
      ).toBeVisible();
      expect(within(notifications).getByText('Error')).toBeVisible();
      expect(number).toHaveAttribute('aria-invalid', 'true');
      expect(number).toHaveAccessibleDescription('Agreement number BOA-2024-001 already exists');
      expect(screen.getByRole('dialog', { name: 'New Basic Ordering Agreement' })).toBeVisible();

      // Another number clears it; a failure that is not a duplicate leaves the field alone.
      await user.type(number, 'A');
      expect(number).toHaveAttribute('aria-invalid', 'false');
      status = 500;
      await user.click(screen.getByRole('button', { name: 'Create Agreement' }));
      expect(await screen.findByRole('button', { name: 'Create Agreement' })).toBeEnabled();
      expect(number).toHaveAttribute('aria-invalid', 'false');
      expect(number).not.toHaveAccessibleDescription(/already exists/);
    },
  );
});

const ORDER: DigitalOrder = {
  id: 7,
  orderNumber: 'ORD-1796227125198037',
  orderType: 'purchase_order',
  description: null,
  totalValue: 98765.43,
  currency: 'USD',
  status: 'placed',
  statusReason: null,
  agreement: { id: 2, agreementNumber: 'BOA-2024-002', version: 1, status: 'active' },
  signature: {
    state: 'valid',
    kid: '3B6VcUvWYoC_6WWuVokrxal',
    signedAt: '2026-07-09T09:30:00.000Z',
    reason: null,
  },
  placedAt: '2026-07-09T09:30:00.000Z',
  decidedAt: null,
  fulfilledAt: null,
  createdAt: '2026-07-09T09:30:00.000Z',
};

const SIGNATURE = {
  party: 'organisation',
  signer: 'Compliance Platform',
  alg: 'ES256',
  kid: '3B6VcUvWYoC_6WWuVokrxal',
  signedAt: '2026-07-09T09:30:00.000Z',
};

describe('Digital Trade BOAs: signed exports', () => {
  const renderPanel = (signatures: unknown[]) =>
    render(
      <AppProvider queryClient={createQueryClient()}>
        <SignaturePanel agreement={{ id: 3, signatures } as unknown as AgreementDetail} />
      </AppProvider>,
    );

  it('offers no "Signed" download of an agreement nobody has signed', () => {
    renderPanel([]);
    const section = screen.getByRole('region', { name: 'Signatures' });
    expect(within(section).getByText('Not signed yet.')).toBeVisible();
    for (const name of ['Signed JSON', 'Signed XML']) {
      expect(within(section).queryByRole('link', { name })).toBeNull();
      expect(within(section).getByRole('button', { name })).toBeDisabled();
    }
  });

  it('links the signed JSON and XML once a signature exists', () => {
    renderPanel([SIGNATURE]);
    const section = screen.getByRole('region', { name: 'Signatures' });
    expect(within(section).getByRole('link', { name: 'Signed JSON' })).toHaveAttribute(
      'href',
      '/api/basic-ordering-agreements/3/export?format=json',
    );
    expect(within(section).getByRole('link', { name: 'Signed XML' })).toHaveAttribute(
      'href',
      '/api/basic-ordering-agreements/3/export?format=xml',
    );
  });
});

describe('Digital Trade BOAs: digital orders on a desktop', () => {
  it('loads the order cards 100 at a time, says how many there are, and loads more', async () => {
    const orders = Array.from({ length: 250 }, (_, i) => ({
      ...ORDER,
      id: 250 - i,
      orderNumber: `ORD-${1250 - i}`,
    }));
    server.use(
      http.get(STATS, () =>
        HttpResponse.json({ total: 1, active: 1, digitalOrders: 250, iccCompliant: 1 }),
      ),
      http.get(LIST, () => HttpResponse.json([])),
    );
    servePaged('/api/digital-trade-orders', orders);
    const { user } = renderApp('/digital-trade-boas');
    await user.click(await screen.findByRole('tab', { name: 'Digital Orders' }));
    expect(await screen.findByText('100 of 250 orders')).toBeVisible();
    expect(screen.getByText('ORD-1250')).toBeVisible();
    expect(screen.queryByText('ORD-1150')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('200 of 250 orders')).toBeVisible();
    expect(screen.getByText('ORD-1150')).toBeVisible();
  });

  it('keeps each status and signature badge word whole in the orders table', async () => {
    server.use(
      http.get(STATS, () =>
        HttpResponse.json({ total: 1, active: 1, digitalOrders: 1, iccCompliant: 1 }),
      ),
      http.get(LIST, () => HttpResponse.json([])),
      http.get('/api/digital-trade-orders', () => HttpResponse.json([ORDER])),
    );
    const { user } = renderApp('/digital-trade-boas');
    await user.click(await screen.findByRole('tab', { name: 'Digital Orders' }));
    const table = await screen.findByRole('table', { name: 'Digital orders' });
    const row = within(within(table).getByRole('row', { name: ORDER.orderNumber }));
    for (const text of ['placed', 'valid'])
      expect(row.getByText(text)).toHaveStyle({
        whiteSpace: 'nowrap',
        overflowWrap: 'normal',
      });
  });
});

describe('Digital Trade BOAs on a phone', () => {
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('lists each digital order as a card with every column, instead of a table to scroll sideways', async () => {
    window.innerWidth = 390;
    server.use(
      http.get(STATS, () =>
        HttpResponse.json({ total: 1, active: 1, digitalOrders: 1, iccCompliant: 1 }),
      ),
      http.get(LIST, () => HttpResponse.json([])),
      http.get('/api/digital-trade-orders', () => HttpResponse.json([ORDER])),
      http.get('/api/digital-trade-orders/7/verification', () =>
        HttpResponse.json({ valid: true }),
      ),
    );
    const { user } = renderApp('/digital-trade-boas');
    await user.click(await screen.findByRole('tab', { name: 'Digital Orders' }));
    const card = await screen.findByRole('article', { name: 'ORD-1796227125198037' });
    expect(within(card).getByText('$98,765.43 · purchase order')).toBeVisible();
    expect(within(card).getByText('BOA-2024-002 v1')).toBeVisible();
    expect(within(card).getByText(/^Placed /)).toBeVisible();
    expect(card.querySelector('[data-status="placed"]')).toBeVisible();
    expect(within(card).getByText('Signature')).toBeVisible();
    expect(within(card).getByText('valid')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Digital orders' })).not.toBeInTheDocument();

    await user.click(
      within(card).getByRole('button', { name: 'Verify order ORD-1796227125198037' }),
    );
    expect(await within(card).findByText('Verified')).toBeVisible();
  });

  it('wraps the Signed JSON, Signed XML and Verify buttons as one row under the title, each label on one line', () => {
    // The panel reads only the id and the signatures.
    const agreement = { id: 3, signatures: [SIGNATURE] } as unknown as AgreementDetail;
    render(
      <AppProvider queryClient={createQueryClient()}>
        <SignaturePanel agreement={agreement} />
      </AppProvider>,
    );
    const section = screen.getByRole('region', { name: 'Signatures' });
    const json = within(section).getByRole('link', { name: 'Signed JSON' });
    for (const button of [
      json,
      within(section).getByRole('link', { name: 'Signed XML' }),
      within(section).getByRole('button', { name: 'Verify' }),
    ])
      expect(button).toHaveStyle({ whiteSpace: 'nowrap' });
    // The button row wraps, and so does the header holding it and the title.
    expect(json.parentElement).toHaveStyle({ flexWrap: 'wrap' });
    expect(json.parentElement!.parentElement).toHaveStyle({ flexWrap: 'wrap' });
  });
});
