import type { AuditEvent } from '@compliance/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { renderApp } from './support/render-app';
import { server, setupMswServer } from './support/server';

setupMswServer();

beforeEach(() =>
  server.use(
    http.get('/api/audit-events/entity-types', () =>
      HttpResponse.json(['customs-declarations', 'sanctions-screening', 'tariff-comparison']),
    ),
  ),
);

const event = (id: number, patch: Partial<AuditEvent> = {}): AuditEvent => ({
  id,
  occurredAt: '2026-11-23T09:00:00.000Z',
  actorId: 'local',
  actorName: 'Sarah Chen',
  actorRole: 'admin',
  action: 'create',
  method: 'POST',
  route: '/api/vendors',
  path: '/api/vendors',
  entityType: 'vendors',
  entityId: String(id),
  statusCode: 201,
  requestId: `req-${id}`,
  reason: null,
  before: null,
  after: { id, name: `Vendor ${id}` },
  ...patch,
});

const rows = () => screen.getAllByTestId('audit-row');

describe('Audit trail screen', () => {
  it('lists events with who, action, entity, request id and reason, and pages with the Link cursor', async () => {
    const seen: string[] = [];
    server.use(
      http.get('/api/audit-events', ({ request }) => {
        const url = new URL(request.url);
        seen.push(url.search);
        if (url.searchParams.get('cursor') === 'abc') {
          return HttpResponse.json([event(1, { actorName: 'Marcus Johnson' })], {
            headers: { 'X-Total-Count': '3' },
          });
        }
        return HttpResponse.json(
          [
            event(3, {
              action: 'override',
              entityType: 'sanctions-screening',
              reason: 'Different date of birth',
            }),
            event(2),
          ],
          {
            headers: {
              'X-Total-Count': '3',
              Link: '</api/audit-events?limit=50&cursor=abc>; rel="next"',
            },
          },
        );
      }),
    );
    const { user } = renderApp('/audit');
    await screen.findByRole('heading', { level: 1, name: 'Audit Trail' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    const first = within(rows()[0]!);
    expect(first.getByText('Override')).toBeVisible();
    expect(first.getByText('Sanctions screening #3')).toBeVisible();
    expect(within(rows()[1]!).getByText('Vendor #2')).toBeVisible();
    expect(first.getByText('req-3')).toBeVisible();
    expect(first.getByText('Different date of birth')).toBeVisible();
    expect(first.getByText('Sarah Chen')).toBeVisible();
    expect(screen.getByText('3 events')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(rows()[2]!).getByText('Marcus Johnson')).toBeVisible();
    expect(seen.at(-1)).toContain('cursor=abc');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('sends the filters to the server and exports the same filtered set as CSV', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get('/api/audit-events', ({ request }) => {
        const params = new URL(request.url).searchParams;
        seen.push(params);
        const filtered = params.get('action') === 'status_change';
        return HttpResponse.json(filtered ? [event(7, { action: 'status_change' })] : [event(8)], {
          headers: { 'X-Total-Count': '1' },
        });
      }),
    );
    const { user } = renderApp('/audit');
    await waitFor(() => expect(rows()).toHaveLength(1));

    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-23');
    await user.type(screen.getByLabelText('User'), 'sarah');
    await user.click(screen.getByLabelText('Entity'));
    // The entity types the trail holds, by name.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All entities',
      'Customs declaration',
      'Sanctions screening',
      'Tariff comparison',
    ]);
    await user.click(screen.getByRole('option', { name: 'Customs declaration' }));
    await user.click(screen.getByLabelText('Action'));
    await user.click(await screen.findByRole('option', { name: 'Status change' }));

    await waitFor(() => expect(within(rows()[0]!).getByText('Status change')).toBeVisible());
    const last = seen.at(-1)!;
    expect(last.get('from')).toBe('2026-11-01T00:00:00.000Z');
    expect(last.get('to')).toBe('2026-11-23T23:59:59.999Z');
    expect(last.get('actor')).toBe('sarah');
    expect(last.get('entityType')).toBe('customs-declarations');

    const csv = new URL(
      screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!,
      'http://localhost',
    );
    expect(csv.pathname).toBe('/api/audit-events');
    expect(Object.fromEntries(csv.searchParams)).toEqual({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-23T23:59:59.999Z',
      actor: 'sarah',
      action: 'status_change',
      entityType: 'customs-declarations',
      format: 'csv',
    });
  });

  it('refuses a To day before From in the fields and never asks for a backwards range', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get('/api/audit-events', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json([event(4)], { headers: { 'X-Total-Count': '1' } });
      }),
    );
    const { user } = renderApp('/audit');
    await waitFor(() => expect(rows()).toHaveLength(1));

    await user.type(screen.getByLabelText('From'), '2026-12-05');
    await waitFor(() => expect(seen.at(-1)!.get('from')).toBe('2026-12-05T00:00:00.000Z'));
    await user.type(screen.getByLabelText('To'), '2026-12-01');

    expect(await screen.findByText('To must not be before From')).toBeVisible();
    // The list keeps the last range in order: no request for the backwards one, no error.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(seen.every((params) => params.get('to') === null)).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(
      new URL(
        screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!,
        'http://localhost',
      ).searchParams.get('to'),
    ).toBeNull();

    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-12-09');
    await waitFor(() => expect(seen.at(-1)!.get('to')).toBe('2026-12-09T23:59:59.999Z'));
    expect(screen.queryByText('To must not be before From')).not.toBeInTheDocument();
  });

  it('opens a drawer with the before and after values of each changed field', async () => {
    server.use(
      http.get('/api/audit-events', () =>
        HttpResponse.json(
          [
            event(5, {
              action: 'update',
              method: 'PATCH',
              path: '/api/vendors/5',
              before: { name: 'Acme Ltd', country: 'DE' },
              after: { name: 'Acme GmbH', country: 'DE' },
              reason: 'Legal name change',
            }),
          ],
          { headers: { 'X-Total-Count': '1' } },
        ),
      ),
    );
    const { user } = renderApp('/audit');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(rows()[0]!);

    const drawer = await screen.findByRole('region', { name: 'Audit event details' });
    expect(within(drawer).getByRole('heading', { name: 'Update · Vendor #5' })).toBeVisible();
    expect(within(drawer).getByText('PATCH /api/vendors/5')).toBeVisible();
    expect(within(drawer).getByText('Legal name change')).toBeVisible();
    expect(within(drawer).getByText('req-5')).toBeVisible();
    const changes = within(within(drawer).getByRole('table', { name: 'Changes' })).getAllByRole(
      'row',
    );
    const nameRow = changes.find((row) => row.textContent?.startsWith('name'))!;
    expect(nameRow).toHaveAttribute('data-changed', 'true');
    expect(within(nameRow).getByText('"Acme Ltd"')).toBeVisible();
    expect(within(nameRow).getByText('"Acme GmbH"')).toBeVisible();
    const countryRow = changes.find((row) => row.textContent?.startsWith('country'))!;
    expect(countryRow).toHaveAttribute('data-changed', 'false');

    await user.click(within(drawer).getByRole('button', { name: 'Close details' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Audit event details' })).not.toBeInTheDocument(),
    );
  });

  it('shows skeletons while loading, then an empty state', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/audit-events', async () => {
        await gate;
        return HttpResponse.json([], { headers: { 'X-Total-Count': '0' } });
      }),
    );
    renderApp('/audit');
    await screen.findByRole('heading', { level: 1, name: 'Audit Trail' });
    expect(await screen.findAllByTestId('row-skeleton')).toHaveLength(6);
    release();
    expect(await screen.findByText('No audit events')).toBeVisible();
  });

  it('shows the error with Retry, which loads the trail again', async () => {
    let fail = true;
    server.use(
      http.get('/api/audit-events', () =>
        fail
          ? HttpResponse.json(
              { message: 'Only officers and admins may read the audit trail' },
              {
                status: 403,
              },
            )
          : HttpResponse.json([event(9)], { headers: { 'X-Total-Count': '1' } }),
      ),
    );
    const { user } = renderApp('/audit');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not load the audit trail: 403: Only officers and admins may read the audit trail',
    );
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});

describe('Audit trail Entity filter', () => {
  it('says the entity types failed to load, with Retry that offers them', async () => {
    let fail = true;
    server.use(
      http.get('/api/audit-events/entity-types', () =>
        fail
          ? HttpResponse.json({ message: 'down' }, { status: 500 })
          : HttpResponse.json(['customs-declarations']),
      ),
      http.get('/api/audit-events', () =>
        HttpResponse.json([event(1)], { headers: { 'X-Total-Count': '1' } }),
      ),
    );
    const { user } = renderApp('/audit');
    expect(await screen.findByText(/Entity types could not be loaded/)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.queryByText(/Entity types could not be loaded/)).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('combobox', { name: 'Entity' }));
    expect(await screen.findByRole('option', { name: 'Customs declaration' })).toBeVisible();
  });
});

describe('Sidebar signed-in person', () => {
  const footer = () => screen.getByRole('region', { name: 'Signed-in user' });

  it('shows the fixed user with no Sign out when sign-in is off, and links to the audit trail', async () => {
    server.use(
      http.get('/api/audit-events', () =>
        HttpResponse.json([], { headers: { 'X-Total-Count': '0' } }),
      ),
    );
    const { user, router } = renderApp('/reports');
    await screen.findByRole('heading', { level: 1, name: 'Reports' });
    expect(within(footer()).getByText('Sarah Chen')).toBeVisible();
    expect(within(footer()).getByText('Admin')).toBeVisible();
    expect(within(footer()).queryByRole('link', { name: 'Sign out' })).not.toBeInTheDocument();

    await user.click(within(footer()).getByRole('link', { name: 'Audit Trail' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/audit'));
    await screen.findByRole('heading', { level: 1, name: 'Audit Trail' });
  });

  it('shows the person from the session with Sign out, and hides the audit link from plain users', async () => {
    server.use(
      http.get('/api/session', () =>
        HttpResponse.json({
          user: { id: 'kc-42', name: 'Priya Natarajan', email: 'priya@corp.example', role: 'user' },
          authMode: 'oidc',
          signOutUrl: '/api/auth/logout',
        }),
      ),
    );
    renderApp('/reports');
    await screen.findByRole('heading', { level: 1, name: 'Reports' });
    await waitFor(() => expect(within(footer()).getByText('Priya Natarajan')).toBeVisible());
    expect(within(footer()).getByText(/^User/)).toBeVisible();
    expect(within(footer()).getByRole('link', { name: 'Sign out' })).toHaveAttribute(
      'href',
      '/api/auth/logout',
    );
    expect(within(footer()).queryByRole('link', { name: 'Audit Trail' })).not.toBeInTheDocument();
  });
});

describe('Audit trail screen on a phone', () => {
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('shows each event as a card with its entity, reason and request id in view, not a table to scroll sideways', async () => {
    window.innerWidth = 390;
    server.use(
      http.get('/api/audit-events', () =>
        HttpResponse.json(
          [
            event(8, {
              action: 'status_change',
              entityType: 'basic-ordering-agreements',
              reason: 'Supplier ceased trading',
            }),
          ],
          { headers: { 'X-Total-Count': '1' } },
        ),
      ),
    );
    const { user } = renderApp('/audit');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('table', { name: 'Audit events' })).not.toBeInTheDocument();
    const card = within(rows()[0]!);
    expect(card.getByText('Status change')).toBeVisible();
    expect(card.getByText('Basic ordering agreement #8')).toBeVisible();
    expect(card.getByText('Reason: Supplier ceased trading')).toBeVisible();
    expect(card.getByText('req-8')).toBeVisible();

    await user.click(
      card.getByRole('button', {
        name: 'Status change Basic ordering agreement #8 by Sarah Chen',
      }),
    );
    expect(await screen.findByRole('region', { name: 'Audit event details' })).toBeVisible();
  });
});
