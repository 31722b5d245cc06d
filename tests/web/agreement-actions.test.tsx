import type { AgreementDetail } from '@compliance/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '../../web/src/app/provider';
import { AgreementActions } from '../../web/src/features/agreements/components/agreement-actions';
import { createQueryClient } from '../../web/src/lib/query-client';

import { server, setupMswServer } from './support/server';

setupMswServer();

const STATUS = '/api/basic-ordering-agreements/4/status';

// The actions read the id, number, status, approvals, signatures and parties.
const ACTIVE = {
  id: 4,
  agreementNumber: 'BOA-STOP',
  status: 'active',
  legalReview: true,
  complianceApproval: true,
  signatures: [{ party: 'organisation' }, { party: 'counterparty' }],
  parties: [],
} as unknown as AgreementDetail;

const renderActions = () => {
  const sent: unknown[] = [];
  server.use(
    http.post(STATUS, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ ...ACTIVE, status: 'terminated' });
    }),
  );
  render(
    <AppProvider queryClient={createQueryClient()}>
      <AgreementActions agreement={ACTIVE} />
    </AppProvider>,
  );
  return { sent, user: userEvent.setup() };
};

describe('Agreement lifecycle actions', () => {
  it('asks before terminating, sends nothing on Cancel, and sends the reason on confirmation', async () => {
    const { sent, user } = renderActions();

    await user.click(screen.getByRole('button', { name: 'Terminate' }));
    let dialog = await screen.findByRole('dialog', { name: 'Terminate BOA-STOP?' });
    expect(within(dialog).getByText(/Termination is final/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Terminate' }));
    dialog = await screen.findByRole('dialog', { name: 'Terminate BOA-STOP?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Supplier ceased trading');
    await user.click(within(dialog).getByRole('button', { name: 'Terminate agreement' }));
    expect(await screen.findByText('Agreement terminated')).toBeVisible();
    expect(sent).toEqual([{ status: 'terminated', reason: 'Supplier ceased trading', actorId: 1 }]);
  });

  it('asks before suspending too', async () => {
    const { sent, user } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend BOA-STOP?' });
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend agreement' }));
    await waitFor(() => expect(sent).toEqual([{ status: 'suspended', actorId: 1 }]));
  });

  it('offers a plain user no approval, signing or status buttons, and says who may', async () => {
    server.use(
      http.get('/api/session', () =>
        HttpResponse.json({
          user: { id: 'kc-7', name: 'Emily Watson', email: null, role: 'user' },
          authMode: 'oidc',
          signOutUrl: '/api/auth/logout',
        }),
      ),
    );
    renderActions();
    expect(await screen.findByText(/needs the compliance officer or admin role/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Terminate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
  });
});
