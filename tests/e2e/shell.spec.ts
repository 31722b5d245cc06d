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
