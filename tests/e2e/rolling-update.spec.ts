// During a rolling update a browser can ask a server of another build for this build's hashed
// files, which answers 404. The page then reloads (web/public/asset-recovery.js) instead of
// staying blank or failing the screen, at most three times in a row.
import { expect, type Page, test } from '@playwright/test';

/** Answers 404 for the first `misses` requests of files matching `pattern` (all of them by default). */
const missing = async (page: Page, pattern: RegExp, misses = Infinity) => {
  let missed = 0;
  await page.route(pattern, (route) => {
    if (missed >= misses) return route.continue();
    missed += 1;
    return route.fulfill({ status: 404, contentType: 'application/json', body: '{}' });
  });
  return () => missed;
};

/** Counts the requests for the page itself from now on (a first load and every reload). */
const countLoads = (page: Page) => {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
};

test('a missing entry script reloads the page, and the app starts', async ({ page }) => {
  const loads = countLoads(page);
  const misses = await missing(page, /\/assets\/index-[\w-]+\.js$/, 1);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(misses()).toBe(1);
  expect(loads()).toBe(2);
});

test('a screen whose chunk is missing reloads into that screen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const loads = countLoads(page);
  const misses = await missing(page, /\/assets\/documents-[\w-]{8}\.js$/, 1);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Documents', exact: true })
    .click();
  await expect(page).toHaveURL('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  expect(misses()).toBe(1);
  expect(loads()).toBe(1);
});

test('stops after three reloads and shows the error with its Reload button', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const loads = countLoads(page);
  await missing(page, /\/assets\/documents-[\w-]{8}\.js$/);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Documents', exact: true })
    .click();
  await expect.poll(loads, { timeout: 30_000 }).toBe(3);
  await expect(page.getByText('Something went wrong')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
  // No fourth reload: the next would have come 3 s after the third at the latest.
  await page.waitForTimeout(4000);
  expect(loads()).toBe(3);
  await expect(page.getByText('Something went wrong')).toBeVisible();
});
