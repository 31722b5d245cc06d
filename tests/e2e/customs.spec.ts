import { expect, test } from '@playwright/test';

// Creates a declaration through the form on the real platform; customs then rejects it through the
// API, the open page follows, and the rejection raises an alert (via the worker) linking back.
test('customs: create a declaration, see it listed, then rejected live with an alert', async ({
  page,
}) => {
  await page.goto('/customs-declarations');
  await expect(page.getByRole('heading', { level: 1, name: 'Customs Declarations' })).toBeVisible();

  await page.getByRole('button', { name: 'New Declaration' }).click();
  const form = page.getByRole('form', { name: 'New Customs Declaration' });
  await form.getByLabel('Customs office').fill('Port of Felixstowe');
  await form.getByLabel('Declarant name').fill('E2E Freight Ltd');
  await form.getByLabel('Consignor name').fill('E2E Exporter');
  await form.getByLabel('Total value').fill('4200.50');
  await form
    .getByLabel('Items')
    .fill('{"description": "Steel bolts", "quantity": 500, "value": 4200.5}');
  await form.getByRole('button', { name: 'Create Declaration' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Notifications (F8)' })
      .getByText('Customs declaration created successfully'),
  ).toBeVisible();
  await expect(form.getByLabel('Customs office')).toHaveValue('');

  const item = page.getByRole('article', { name: /^DCL-\d+$/ }).first();
  await expect(item.getByText('E2E Freight Ltd')).toBeVisible();
  await expect(item.getByText('E2E Exporter')).toBeVisible();
  await expect(item.getByText('$4,200.50')).toBeVisible();
  // A form create is a submission: it counts as pending until customs clears or rejects it.
  await expect(item.locator('[data-status="submitted"]')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Total Value (USD)' }).getByTestId('metric-value'),
  ).toHaveText('$4,200.50');
  await expect(
    page.getByRole('region', { name: 'Pending' }).getByTestId('metric-value'),
  ).toHaveText('1');

  // The client triggers no transitions: the customs decision arrives through the API,
  // and the open page follows it live.
  const number = await item.getByRole('heading', { level: 3 }).textContent();
  const list = (await (await page.request.get('/api/customs-declarations')).json()) as Array<{
    id: number;
    declarationNumber: string;
  }>;
  const id = list.find((d) => d.declarationNumber === number)!.id;
  const rejected = await page.request.post(`/api/customs-declarations/${id}/status`, {
    data: { status: 'rejected', reason: 'Missing certificate of origin' },
  });
  expect(rejected.status()).toBe(200);
  await expect(item.locator('[data-status="rejected"]')).toBeVisible();

  await expect
    .poll(async () => {
      const alerts = (await (await page.request.get('/api/compliance-alerts')).json()) as Array<{
        title: string;
        link: string | null;
      }>;
      return alerts.find((a) => a.title === `Customs declaration rejected: ${number}`)?.link;
    })
    .toMatch(/^\/customs-declarations\?focus=\d+$/);
});
