import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from './support/render-app';
import { setupMswServer } from './support/server';

setupMswServer();

describe('Settings', () => {
  it('shows the static defaults', async () => {
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: 'Session timeout' })).toHaveValue(30);
    expect(screen.getByRole('spinbutton', { name: 'Data retention' })).toHaveValue(2555);
    expect(screen.getByText('Keep records for 7 years')).toBeVisible();
    const toggle = (name: string) => screen.getByRole('switch', { name });
    expect(toggle('Two-factor authentication')).not.toBeChecked();
    expect(toggle('IP restriction')).not.toBeChecked();
    expect(toggle('Email notifications')).toBeChecked();
    expect(toggle('Audit logging')).toBeChecked();
    expect(toggle('Automatic backups')).toBeChecked();
    expect(toggle('Data encryption')).toBeChecked();
  });

  it('lets the toggles move without saving anything', async () => {
    const { user } = renderApp('/settings');
    const twoFactor = await screen.findByRole('switch', { name: 'Two-factor authentication' });
    await user.click(twoFactor);
    expect(twoFactor).toBeChecked();
    const retention = screen.getByRole('spinbutton', { name: 'Data retention' });
    await user.clear(retention);
    await user.type(retention, '30');
    expect(screen.getByText('Keep records for 30 days')).toBeVisible();
  });

  it('flags a session timeout below 1 minute', async () => {
    const { user } = renderApp('/settings');
    const timeout = await screen.findByRole('spinbutton', { name: 'Session timeout' });
    await user.clear(timeout);
    await user.type(timeout, '0');
    expect(screen.getByText('Enter a whole number of minutes, at least 1')).toBeVisible();
    expect(timeout).toHaveAttribute('aria-invalid', 'true');
    await user.clear(timeout);
    await user.type(timeout, '15');
    expect(screen.queryByText(/Enter a whole number of minutes/)).not.toBeInTheDocument();
  });

  it('keeps a cleared period empty while typing, never "0" then "045"', async () => {
    const { user } = renderApp('/settings');
    const timeout = await screen.findByRole('spinbutton', { name: 'Session timeout' });
    await user.clear(timeout);
    expect(timeout).toHaveDisplayValue('');
    expect(screen.getByText('Enter a whole number of minutes, at least 1')).toBeVisible();
    await user.type(timeout, '45');
    expect(timeout).toHaveDisplayValue('45');
    const retention = screen.getByRole('spinbutton', { name: 'Data retention' });
    await user.clear(retention);
    // The description keeps the last valid period, not "Keep records for 0 days".
    expect(screen.getByText('Keep records for 7 years')).toBeVisible();
  });
});
