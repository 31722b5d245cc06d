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
  const eventStream = /\/api\/events(\?|$)/;
  await page.route(eventStream, (route) =>
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

  await page.unroute(eventStream);
  await expect(status).toBeHidden({ timeout: 30_000 });
});

/** Whether a stream asking for the last `ms` is told that everything changed (a young api). */
const replayNamesEverything = async (baseURL: string, ms: number) => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 500);
  let text = '';
  try {
    const response = await fetch(`${baseURL}/api/events?replay=${ms}`, {
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
  } catch {
    // Aborted: the stream stays open for as long as it is read.
  } finally {
    clearTimeout(timer);
  }
  return text.includes('data: {"keys":["/api"]}');
};

test('a page load reads its queries once; the event stream names what changed meanwhile', async ({
  page,
  baseURL,
}) => {
  // An api process that has only just started cannot tell what changed before it listened.
  await expect
    .poll(() => replayNamesEverything(baseURL!, 5_000), { timeout: 30_000, intervals: [1_000] })
    .toBe(false);
  let sessionReads = 0;
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/session')
      sessionReads += 1;
  });
  const streamOpened = page.waitForResponse((response) =>
    /\/api\/events\?replay=\d+$/.test(response.url()),
  );
  await page.goto('/documents');
  expect((await streamOpened).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  // Long enough for any load the stream's opening would start. The session is the query to count:
  // no change notice ever names it (the documents list may be named by a verification finishing
  // from an earlier test), so a second read could only come from the stream opening.
  await page.waitForTimeout(1_500);
  expect(sessionReads).toBe(1);
});
