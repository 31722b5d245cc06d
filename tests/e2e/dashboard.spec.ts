import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import { makeInvoicePdf, makePdf } from '../fixtures/documents/make-fixtures';

// Drives the dashboard on the real platform (reference seed only): live stats, an alert and a
// workflow raised by a real rejected upload, and the workflow's steps completed from the dialog.

const upload = async (
  request: APIRequestContext,
  { name, bytes }: { name: string; bytes: Uint8Array },
) => {
  const response = await request.post('/api/documents', {
    multipart: {
      name,
      type: 'commercial_invoice',
      file: { name: `${name}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(bytes) },
    },
  });
  expect(response.status()).toBe(201);
};

const statValue = (page: Page, label: string) =>
  page.getByRole('region', { name: label, exact: true }).getByTestId('metric-value');

test('greets the user, links the banner, tiles and quick actions', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome back, Sarah Chen')).toBeVisible();
  const banner = page.getByRole('region', { name: 'Explore Vendors' });
  await expect(banner.getByText('NEW', { exact: true })).toBeVisible();
  await expect(banner.getByText('Welcome to the Multivendor Platform')).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Explore BOAs' })).toHaveAttribute(
    'href',
    '/digital-trade-boas',
  );

  await banner.getByRole('button', { name: 'Learn More' }).click();
  const about = page.getByRole('dialog', { name: 'About the Multivendor Platform' });
  await expect(about).toBeVisible();
  await about.getByRole('button', { name: 'Close' }).click();
  await expect(about).toBeHidden();

  await expect(page.getByTestId('commodity-tile')).toHaveCount(16);
  // The score's trend shows only beside a score: with nothing uploaded or screened yet (a fresh
  // platform, when this test runs first) the card says so instead.
  const { scoredRecords } = (await (await page.request.get('/api/dashboard/stats')).json()) as {
    scoredRecords: number;
  };
  const scoreTrend = scoredRecords === 0 ? [] : ['+0.5%'];
  await expect(page.getByTestId('stat-trend')).toHaveText([
    '+12%',
    '-3%',
    ...scoreTrend,
    '+2',
    '+18',
    '+5',
    '+2',
    '+7',
  ]);
  if (scoredRecords === 0)
    await expect(page.getByText('Nothing uploaded or screened yet')).toBeVisible();
  await expect(page.getByTestId('stat-trend').nth(1)).toHaveAttribute('data-trend', 'negative');
  // The reference seed loads trade agreements, so this stat is live and non-zero.
  await expect(statValue(page, 'Trade Agreements')).not.toHaveText('0');

  await page.getByTestId('commodity-tile').filter({ hasText: 'Crude Oil' }).click();
  await expect(page).toHaveURL('/commodity/13');
  await expect(page.getByRole('heading', { level: 1, name: 'Crude Oil' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();

  const actions = page.getByRole('region', { name: 'Quick Actions' });
  await actions.getByRole('link', { name: /Upload Documents/ }).click();
  await expect(page).toHaveURL('/documents?upload=1');
  await expect(page.getByRole('dialog', { name: 'Upload Document' })).toBeVisible();
  await page.goBack();
  await actions.getByRole('link', { name: /Screen Entity/ }).click();
  await expect(page).toHaveURL('/sanctions-screening');
  await page.goBack();
  await actions.getByRole('link', { name: /Classify Tariff/ }).click();
  await expect(page).toHaveURL('/tariff-classification');
  await page.goBack();
  await actions.getByRole('link', { name: /Generate Report/ }).click();
  await expect(page).toHaveURL('/reports');
});

test('Total Documents goes up after an upload, without a reload', async ({ page, request }) => {
  await page.goto('/');
  const total = statValue(page, 'Total Documents');
  await expect(total).toHaveText(/^\d+$/);
  const before = Number(await total.textContent());
  await upload(request, { name: `e2e-stats-${Date.now()}`, bytes: await makeInvoicePdf() });
  await expect(total).toHaveText(String(before + 1), { timeout: 30_000 });
});

test('a document uploaded while the dashboard is still loading shows up once it has loaded', async ({
  page,
  request,
}) => {
  // Holds the first answer for Recent Documents, read before the upload, until the upload's change
  // notice has reached the page: that older answer must not be the list's last word.
  let heldAnswerRead!: () => void;
  const answerRead = new Promise<void>((resolve) => (heldAnswerRead = resolve));
  let releaseAnswer!: () => void;
  const released = new Promise<void>((resolve) => (releaseAnswer = resolve));
  let calls = 0;
  await page.route('**/api/documents?limit=5', async (route) => {
    calls += 1;
    if (calls > 1) return route.continue();
    const response = await route.fetch();
    heldAnswerRead();
    await released;
    // The page may have given up on this request (and asked again): nothing left to answer.
    await route.fulfill({ response }).catch(() => {});
  });

  await page.goto('/');
  const total = statValue(page, 'Total Documents');
  await expect(total).toHaveText(/^\d+$/);
  const before = Number(await total.textContent());
  const pending = statValue(page, 'Pending Reviews');
  const pendingBefore = await pending.textContent();
  await answerRead;
  const name = `e2e-during-load-${Date.now()}`;
  await upload(request, { name, bytes: await makeInvoicePdf() });
  // Both notices have arrived: the upload's, and the worker's once the invoice is verified.
  await expect(total).toHaveText(String(before + 1), { timeout: 30_000 });
  await expect(pending).toHaveText(pendingBefore ?? '', { timeout: 30_000 });
  releaseAnswer();

  const recent = page.getByRole('region', { name: 'Recent Documents' });
  await expect(recent.getByRole('article', { name })).toBeVisible({ timeout: 30_000 });
});

test('a rejected document raises an alert and opens a workflow that can be worked through', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const alerts = page.getByRole('region', { name: 'Compliance Alerts' });
  await expect(alerts.getByRole('button', { name: 'View All' })).toBeVisible();
  const name = `e2e-rejected-${Date.now()}`;
  await upload(request, {
    name,
    bytes: await makePdf('commercial_invoice', { omit: ['invoiceNumber', 'total'] }),
  });

  // Verification runs in the worker; the alert arrives over server-sent events.
  const alert = alerts.getByRole('article', { name: `Commercial Invoice rejected: ${name}` });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toHaveAttribute('data-severity', 'error');
  await expect(alert.getByRole('link', { name: /View subject/ })).toHaveAttribute(
    'href',
    /\/documents\?focus=\d+/,
  );

  const row = page
    .getByRole('region', { name: 'Active Workflows' })
    .getByTestId('workflow-row')
    .filter({ hasText: name });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByTestId('workflow-code')).toHaveText(/^WF-\d{3,}$/);
  await expect(row.getByText('pending')).toBeVisible();
  await row.getByRole('button', { name: /^View/ }).click();

  const dialog = page.getByRole('dialog', { name: /WF-\d{3}/ });
  await expect(dialog.getByTestId('workflow-step')).toHaveCount(4);
  await dialog.getByRole('button', { name: 'Mark step 1 complete' }).click();
  await expect(dialog.getByTestId('workflow-step').first()).toHaveAttribute(
    'data-completed',
    'true',
  );
  await expect(dialog.getByText('Completed', { exact: false }).first()).toContainText('Sarah Chen');
  await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(row.getByText('in progress')).toBeVisible();
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');

  await alerts.getByRole('button', { name: 'View All' }).click();
  const all = page.getByRole('dialog', { name: 'Compliance Alerts' });
  await all.getByRole('button', { name: 'Error' }).click();
  await expect(all.getByText(`Commercial Invoice rejected: ${name}`)).toBeVisible();
  await all.getByRole('button', { name: 'Info' }).click();
  await expect(all.getByText(`Commercial Invoice rejected: ${name}`)).toBeHidden();
  await page.keyboard.press('Escape');

  // The review links to the upload of the corrected copy; once that copy is verified, the review's
  // upload step is done (2 of 4) and the alert is resolved.
  await row.getByRole('button', { name: /^View/ }).click();
  await dialog.getByRole('link', { name: 'Upload corrected document' }).click();
  await expect(page).toHaveURL(/\/documents\?upload=1&replaces=\d+$/);
  const uploadDialog = page.getByRole('dialog', { name: 'Upload Document' });
  await expect(uploadDialog.getByText(`Corrected copy of “${name}”`)).toBeVisible();
  await expect(
    uploadDialog.getByRole('combobox', { name: 'Corrects a rejected document' }),
  ).toContainText(name);
  await uploadDialog.getByLabel('File').setInputFiles({
    name: `${name}-corrected.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(await makeInvoicePdf()),
  });
  await uploadDialog.getByRole('button', { name: 'Upload' }).click();
  await expect(uploadDialog).toBeHidden();
  await page.goto('/');
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50', {
    timeout: 30_000,
  });
  await expect(alert).toBeHidden({ timeout: 30_000 });
});
