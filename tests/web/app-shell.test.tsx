import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from './support/render-app';

const SIDEBAR_LINKS: [string, string][] = [
  ['Dashboard', '/'],
  ['Documents', '/documents'],
  ['KYC/AML Screening', '/kyc-screening'],
  ['Sanctions Screening', '/sanctions-screening'],
  ['Customs Declarations', '/customs-declarations'],
  ['Regulatory Database', '/regulatory-database'],
  ['Tariff Classification', '/tariff-classification'],
  ['Market Analysis', '/market-analysis'],
  ['Vendor Directory', '/vendors'],
  ['Incoterms 2020', '/incoterms'],
  ['Digital Trade BOAs', '/digital-trade-boas'],
  ['Compliance Checklists', '/compliance-checklists'],
  ['Reports', '/reports'],
  ['User Management', '/user-management'],
  ['Settings', '/settings'],
];

const sidebar = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('app shell', () => {
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('shows the 15 sidebar links of the product design in order under the Compliance Platform brand', async () => {
    renderApp('/kyc-screening');
    await screen.findByRole('heading', { level: 1, name: 'KYC/AML Screening' });
    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      SIDEBAR_LINKS,
    );
    expect(within(sidebar()).getByText('Compliance Platform')).toBeVisible();
  });

  it('highlights only the active link and follows navigation', async () => {
    const { user } = renderApp('/sanctions-screening');
    await screen.findByRole('heading', { level: 1, name: 'Sanctions Screening' });
    const current = () => within(sidebar()).getAllByRole('link', { current: 'page' });
    expect(current().map((link) => link.textContent)).toEqual(['Sanctions Screening']);

    await user.click(within(sidebar()).getByRole('link', { name: 'Reports' }));
    await screen.findByRole('heading', { level: 1, name: 'Reports' });
    expect(current().map((link) => link.textContent)).toEqual(['Reports']);
  });

  it('marks Dashboard active only on the root path', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  // Built screens have their own tests (tests/web/<screen>.test.tsx).
  const BUILT = new Set([
    '/documents',
    '/kyc-screening',
    '/regulatory-database',
    '/sanctions-screening',
    '/customs-declarations',
    '/',
    '/vendors',
    '/incoterms',
    '/compliance-checklists',
    '/reports',
    '/user-management',
    '/settings',
    '/digital-trade-boas',
  ]);

  it.each(SIDEBAR_LINKS.filter(([, path]) => !BUILT.has(path)))(
    '%s renders its own coming-soon screen',
    async (label, path) => {
      renderApp(path);
      expect(await screen.findByText('Coming soon')).toBeInTheDocument();
      const title = label === 'Vendor Directory' ? 'Vendor Directory' : label;
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    },
  );

  it('shows Page Not Found for unknown paths with a link back to the dashboard', async () => {
    const { user, router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(within(sidebar()).queryAllByRole('link', { current: 'page' })).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('on a phone width hides the sidebar behind a menu button', async () => {
    window.innerWidth = 390;
    const { user } = renderApp('/reports');
    await screen.findByRole('heading', { level: 1, name: 'Reports' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getAllByRole('link')).toHaveLength(15);

    await user.click(within(nav).getByRole('link', { name: 'Settings' }));
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument(),
    );
  });
});
