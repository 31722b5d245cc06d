import { expect, type Page, test } from '@playwright/test';

// The reference screens on the real platform with the reference seed only (no demo data).

const metric = (page: Page, label: string) =>
  page.getByRole('region', { name: label, exact: true }).getByTestId('metric-value');

test('Vendor Directory: empty without demo data', async ({ page }) => {
  await page.goto('/vendors');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendor Directory' })).toBeVisible();
  await expect(page.getByText('No Vendors Found')).toBeVisible();
  for (const label of ['Active Vendors', 'Verified', 'Enterprise Plans', 'Onboarded'])
    await expect(metric(page, label)).toHaveText('0');
});

test('Incoterms 2020: the 11 rules, stats, filters and the responsibility matrix', async ({
  page,
}) => {
  await page.goto('/incoterms');
  await expect(page.getByRole('heading', { level: 1, name: 'Incoterms 2020' })).toBeVisible();
  const cards = page.getByTestId('incoterm-card');
  await expect(cards).toHaveCount(11);
  await expect(metric(page, 'Total Rules')).toHaveText('11');
  await expect(metric(page, 'Sea Transport')).toHaveText('11');
  await expect(metric(page, 'Multimodal')).toHaveText('7');
  await expect(
    page.getByRole('region', { name: 'Departure' }).getByTestId('incoterm-card'),
  ).toHaveCount(1);
  await expect(
    page.getByRole('region', { name: 'Main Carriage' }).getByTestId('incoterm-card'),
  ).toHaveCount(7);
  await expect(
    page.getByRole('region', { name: 'Arrival' }).getByTestId('incoterm-card'),
  ).toHaveCount(3);

  const cif = page.getByRole('article', { name: 'CIF Cost, Insurance and Freight' });
  await expect(cif.getByText('Version 2020')).toBeVisible();
  await expect(cif.getByText(/Obligatory: Institute Cargo Clauses \(C\)/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Arrival (Group D)' }).click();
  await expect(cards).toHaveCount(3);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'All categories' }).click();
  await page.getByRole('combobox', { name: 'Transport mode' }).click();
  await page.getByRole('option', { name: 'Air' }).click();
  // Sea-only rules (FAS, FOB, CFR, CIF) drop out.
  await expect(cards).toHaveCount(7);
  await expect(page.getByRole('article', { name: /^FOB/ })).toBeHidden();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards).toHaveCount(11);

  const matrix = page.getByRole('table', { name: 'Incoterms responsibility matrix' });
  await expect(matrix.getByTestId('matrix-row')).toHaveCount(11);
  const cell = (code: string, column: string) =>
    matrix.locator(`[data-code="${code}"] [data-column="${column}"] [data-party]`);
  await expect(cell('EXW', 'export')).toHaveAttribute('data-party', 'buyer');
  await expect(cell('CIF', 'cost')).toHaveAttribute('data-party', 'seller');
  await expect(cell('CIF', 'risk')).toHaveAttribute('data-party', 'buyer');
  await expect(cell('CIP', 'insurance')).toHaveAttribute('data-party', 'seller');
  await expect(cell('DDP', 'import')).toHaveAttribute('data-party', 'seller');
  await expect(cell('DAP', 'import')).toHaveAttribute('data-party', 'buyer');
});

test('Compliance Checklists: progress is completed over total, rounded', async ({ page }) => {
  await page.goto('/compliance-checklists');
  const progress = page.getByTestId('checklist-progress');
  await expect(progress).toHaveText(['71%', '100%', '0%']);
  await expect(
    page.getByRole('article', { name: 'Import Documentation Review' }).getByText('5 of 7 items'),
  ).toBeVisible();
});

test('Reports: only the generated report downloads', async ({ page }) => {
  await page.goto('/reports');
  const download = page.getByRole('button', { name: /^Download / });
  await expect(download).toHaveCount(4);
  await expect(download.nth(0)).toBeEnabled();
  for (const index of [1, 2, 3]) await expect(download.nth(index)).toBeDisabled();
  const file = page.waitForEvent('download');
  await download.nth(0).click();
  expect((await file).suggestedFilename()).toBe('monthly-compliance-summary-sample.txt');
});

test('User Management and Settings show the built-in samples', async ({ page }) => {
  await page.goto('/user-management');
  await expect(metric(page, 'Total Users')).toHaveText('4');
  await expect(metric(page, 'Active Users')).toHaveText('3');
  await expect(metric(page, 'Compliance Officers')).toHaveText('1');
  await expect(page.getByTestId('user-row')).toHaveCount(4);

  await page.goto('/settings');
  await expect(page.getByRole('spinbutton', { name: 'Session timeout' })).toHaveValue('30');
  await expect(page.getByRole('spinbutton', { name: 'Data retention' })).toHaveValue('2555');
  await expect(page.getByRole('switch', { name: 'Two-factor authentication' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'IP restriction' })).not.toBeChecked();
  for (const name of [
    'Email notifications',
    'Audit logging',
    'Automatic backups',
    'Data encryption',
  ])
    await expect(page.getByRole('switch', { name })).toBeChecked();
});

test('Commodity category: overview, search, analysis panel and the add dialog', async ({
  page,
}) => {
  await page.goto('/commodity/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Foods' })).toBeVisible();
  await expect(page.getByTestId('subcategory-count')).toHaveText(/\d+ subcategories/);
  const cards = page.getByTestId('subcategory-card');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  expect(all).toBeGreaterThan(1);

  await page.getByRole('searchbox', { name: 'Search subcategories' }).fill('cocoa');
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Cocoa beans' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search subcategories' }).fill('no-such-crop');
  await expect(page.getByText('No subcategories found')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search subcategories' }).fill('');
  await expect(cards).toHaveCount(all);

  await page.getByRole('button', { name: 'Analyse Cocoa beans' }).click();
  const panel = page.getByRole('region', { name: 'Market analysis: Cocoa beans' });
  await expect(panel.getByRole('link', { name: 'Market analysis for HS 1801' })).toHaveAttribute(
    'href',
    '/market-analysis?hsCode=1801',
  );
  await panel.getByRole('link', { name: 'Compliance workflows' }).click();
  await expect(page.getByRole('dialog', { name: /Compliance Workflows/ })).toBeVisible();
  await page.goBack();

  await page.getByRole('button', { name: 'Add Subcategory' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Subcategory' });
  await dialog.getByLabel('Name').fill('Cocoa butter');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/commodity/999');
  await expect(page.getByText('Category Not Found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL('/');
});

test('phone width: the dashboard and directory stay within the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/incoterms', '/vendors', '/commodity/1', '/reports']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  // Phones have no table view: the documents search spans the width the upload button does.
  await page.goto('/documents');
  const upload = await page.getByRole('button', { name: 'Upload Document' }).first().boundingBox();
  const search = await page
    .getByRole('searchbox', { name: 'Search documents' })
    .locator('xpath=ancestor::div[contains(@class, "MuiInputBase-root")][1]')
    .boundingBox();
  expect(Math.abs(search!.x + search!.width - (upload!.x + upload!.width))).toBeLessThan(2);
  // And the KYC results search spans its card, as the sanctions one does.
  await page.goto('/kyc-screening');
  const field = page
    .getByRole('searchbox', { name: 'Search entities' })
    .locator('xpath=ancestor::div[contains(@class, "MuiInputBase-root")][1]');
  const card = await page.getByRole('region', { name: 'Screening Results' }).boundingBox();
  const box = await field.boundingBox();
  expect(card!.x + card!.width - (box!.x + box!.width)).toBeLessThan(20);
});
