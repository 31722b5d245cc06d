import { expect, test } from '@playwright/test';

const LINKS: Array<[string, string]> = [
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

test('the sidebar has the 15 links of the spec and highlights the active one', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByText('Compliance Platform')).toBeVisible();
  const links = nav.getByRole('link');
  await expect(links).toHaveCount(LINKS.length);
  for (const [index, [label, href]] of LINKS.entries()) {
    await expect(links.nth(index)).toHaveText(label);
    await expect(links.nth(index)).toHaveAttribute('href', href);
  }
  for (const [label, href] of LINKS) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(href);
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('unknown paths show Page Not Found, unknown API paths answer JSON 404', async ({
  page,
  request,
}) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page Not Found')).toBeVisible();
  const api = await request.get('/api/no-such-thing');
  expect(api.status()).toBe(404);
  expect((await api.json()).message).toContain('/api/no-such-thing');
});

test('says when live updates are paused, and clears it once the event stream is back', async ({
  page,
}) => {
  // The api answers the event stream as it does when it cannot receive change notices.
  await page.route('**/api/events', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Live updates are unavailable' }),
    }),
  );
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  const status = page.getByRole('alert').filter({ hasText: 'Live updates paused' });
  await expect(status).toBeVisible({ timeout: 20_000 });
  await expect(status).toContainText('Changes made elsewhere may not show');

  // Meanwhile "Refresh now" loads the screen again from the API.
  const reload = page.waitForRequest((request) => /\/api\/documents\?/.test(request.url()));
  await status.getByRole('button', { name: 'Refresh now' }).click();
  await reload;

  await page.unroute('**/api/events');
  await expect(status).toBeHidden({ timeout: 30_000 });
});
