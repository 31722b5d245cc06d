import { expect, type Page, test } from '@playwright/test';

// Adding a subcategory on a commodity screen, against the real platform: the server checks the HS
// code against the loaded HS 2022 nomenclature, so a code that does not exist is refused with the
// nearest valid one named in the dialog and nothing is added; a valid code adds the subcategory,
// toasts and shows it in the list.
// Neither the name nor the description says "cocoa": the reference-screens spec searches the same
// category for 'cocoa' on the same platform and expects its one seeded subcategory.
const NAME = 'Bean butter, deodorised';

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

test('Add Subcategory: an unknown HS code is refused naming the nearest valid one, a valid one is added', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  // A fresh start imports the nomenclature first; until then HS codes answer 503.
  await expect
    .poll(async () => (await request.get('/api/hs-codes/1804')).status(), {
      timeout: 240_000,
      intervals: [2_000, 5_000],
    })
    .toBe(200);

  await page.goto('/commodity/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Foods' })).toBeVisible();
  const cards = page.getByTestId('subcategory-card');
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();
  const badge = page.getByTestId('subcategory-count');
  await expect(badge).toHaveText(/^\d+ subcategories$/);
  const counted = Number.parseInt((await badge.textContent()) ?? '', 10);

  await page.getByRole('button', { name: 'Add Subcategory' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Subcategory' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name').fill(NAME);
  await dialog.getByLabel('HS Code').fill('1804.99');
  await dialog.getByLabel('Description').fill('Pressed from roasted bean liquor');
  await dialog.getByRole('button', { name: 'Add Subcategory' }).click();

  // 1804.99 does not exist in HS 2022 (the dialog sends it as digits): the server's 400 names
  // heading 1804, and the dialog shows it under the HS Code field in words.
  await expect(dialog.getByLabel('HS Code')).toHaveAttribute('aria-invalid', 'true');
  await expect(
    dialog.getByText(
      "HS code '180499' is not valid in HS 2022: it does not exist. Nearest valid code: 1804 (Cocoa; butter, fat and oil)",
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue(NAME);
  await page.screenshot({ path: 'test-results/commodity-subcategory-refused.png', fullPage: true });
  await expect(cards).toHaveCount(before);
  await expect(page.getByRole('article', { name: NAME })).toHaveCount(0);

  await dialog.getByLabel('HS Code').fill('1804');
  await dialog.getByRole('button', { name: 'Add Subcategory' }).click();
  await expect(notifications(page).getByText(`Subcategory ${NAME} added`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const added = page.getByRole('article', { name: NAME });
  await expect(added).toBeVisible();
  // Stored as digits and shown as an HS code.
  await expect(added).toContainText('1804');
  await expect(cards).toHaveCount(before + 1);
  await expect(badge).toHaveText(`${counted + 1} subcategories`);
  await page.screenshot({ path: 'test-results/commodity-subcategory-added.png', fullPage: true });

  // The subcategory is stored: it is still listed after a reload.
  await page.reload();
  await expect(page.getByRole('article', { name: NAME })).toBeVisible();
});
