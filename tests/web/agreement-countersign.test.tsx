import type { AgreementDetail } from '@compliance/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '../../web/src/app/provider';
import { AuditTrail } from '../../web/src/features/agreements/components/audit-trail';
import { CountersignForm } from '../../web/src/features/agreements/components/countersign-form';
import { createQueryClient } from '../../web/src/lib/query-client';

import { server, setupMswServer } from './support/server';

setupMswServer();

const DIGEST = 'KnlXimng1snWWJn0tk85tPCROIHzl0NplMBEr513HUc';

// The form reads the id, the seller's name and when the agreement last changed.
const AGREEMENT = {
  id: 2,
  sellerName: 'Nordic Timber Export AB',
  updatedAt: '2026-12-03T13:53:00.000Z',
} as unknown as AgreementDetail;

const renderForm = () =>
  render(
    <AppProvider queryClient={createQueryClient()}>
      <CountersignForm agreement={AGREEMENT} />
    </AppProvider>,
  );

describe('Counterparty signature form', () => {
  it('wraps the 43-character terms digest so a phone shows all of it', async () => {
    server.use(
      http.get('/api/basic-ordering-agreements/2/terms', () =>
        HttpResponse.json({ terms: {}, canonical: '{"id":2}', termsDigest: DIGEST }),
      ),
    );
    renderForm();
    const digest = await screen.findByText(DIGEST);
    expect(digest).toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it('says the terms to sign failed to load, with Retry that loads them', async () => {
    let fail = true;
    server.use(
      http.get('/api/basic-ordering-agreements/2/terms', () =>
        fail
          ? HttpResponse.json({ message: 'down' }, { status: 503 })
          : HttpResponse.json({ terms: {}, canonical: '{"id":2}', termsDigest: DIGEST }),
      ),
    );
    renderForm();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the terms to sign.');
    expect(screen.getByRole('textbox', { name: 'Terms to sign' })).not.toHaveValue('Loading…');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(DIGEST)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Terms to sign' })).toHaveValue('{"id":2}');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Agreement audit trail', () => {
  it('wraps an entry whose detail holds a 43-character key id', () => {
    const detail =
      'Signed for Compliance Platform with key fd3LGuFYRkfSOQBt_Yu11SjpBfzfX2rZUZ3VoEL9AdU (ES256)';
    const agreement = {
      auditTrail: [
        {
          id: 1,
          action: 'signed',
          fromStatus: null,
          toStatus: null,
          detail,
          actor: 'Sarah Chen',
          orderId: null,
          createdAt: '2026-12-03T13:53:00.000Z',
        },
      ],
    } as unknown as AgreementDetail;
    render(
      <AppProvider queryClient={createQueryClient()}>
        <AuditTrail agreement={agreement} />
      </AppProvider>,
    );
    expect(screen.getByText(/with key fd3LGuFYRkfSOQBt/)).toHaveStyle({ overflowWrap: 'anywhere' });
  });
});
