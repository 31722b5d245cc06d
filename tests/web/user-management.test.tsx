import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { SAMPLE_USERS, USER_COUNTS } from '../../web/src/lib/sample-users';

import { renderApp } from './support/render-app';
import { setupMswServer } from './support/server';

setupMswServer();

const count = (label: string) =>
  within(screen.getByRole('region', { name: label })).getByTestId('metric-value');

describe('User Management', () => {
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('keeps the hard-coded counts in line with the sample users', () => {
    expect(USER_COUNTS.total).toBe(SAMPLE_USERS.length);
    expect(USER_COUNTS.active).toBe(SAMPLE_USERS.filter((user) => user.status === 'active').length);
    expect(USER_COUNTS.complianceOfficers).toBe(
      SAMPLE_USERS.filter((user) => user.role === 'compliance_officer').length,
    );
  });

  it('shows the four sample users with role, status and last login', async () => {
    window.innerWidth = 1280;
    renderApp('/user-management');
    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    expect(count('Total Users')).toHaveTextContent('4');
    expect(count('Active Users')).toHaveTextContent('3');
    expect(count('Compliance Officers')).toHaveTextContent('1');
    const rows = screen.getAllByTestId('user-row');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Sarah Chen');
    expect(rows[0]).toHaveTextContent('sarah.chen@compliance.example');
    expect(within(rows[0]!).getByText('Admin')).toBeVisible();
    expect(within(rows[1]!).getByText('Compliance Officer')).toBeVisible();
    expect(within(rows[3]!).getByText('inactive')).toBeVisible();
    expect(rows.filter((row) => within(row).queryByText('active'))).toHaveLength(3);
  });

  it('filters users by name or email', async () => {
    window.innerWidth = 1280;
    const { user } = renderApp('/user-management');
    await user.type(await screen.findByRole('searchbox', { name: 'Search users' }), 'rodriguez');
    expect(screen.getAllByTestId('user-row')).toHaveLength(1);
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zzz');
    expect(screen.getByText('No users found')).toBeVisible();
  });

  it('shows cards, not a table that scrolls sideways, below the large breakpoint', async () => {
    window.innerWidth = 1024;
    renderApp('/user-management');
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('on a phone wraps a long e-mail address in its card instead of cutting it off', async () => {
    window.innerWidth = 390;
    renderApp('/user-management');
    const card = await screen.findByRole('article', { name: 'Michael Rodriguez' });
    const email = within(card).getByText('michael.rodriguez@compliance.example');
    expect(email).toHaveStyle({ overflowWrap: 'break-word' });
    expect(email).not.toHaveStyle({ whiteSpace: 'nowrap' });
    expect(email).not.toHaveStyle({ textOverflow: 'ellipsis' });
  });
});
