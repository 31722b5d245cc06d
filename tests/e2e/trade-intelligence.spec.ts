import { expect, type Page, test } from '@playwright/test';

// Trade intelligence on the real platform and its loaded tariff data: a product is classified
// through 'Suggest', then one HS code is compared across five markets by the tariff-comparison
// worker, and the finished report draws its chart. China and India have no loaded schedule, so
// they must say 'No data' rather than show a rate.
const PRODUCT = "Men's cotton knitted T-shirts";
const MARKETS = ['United States', 'European Union', 'Japan', 'China', 'India'];

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

test('classify a product through Suggest, then compare five markets and see the chart', async ({
  page,
}) => {
  test.setTimeout(420_000);
  // SVG the browser refuses (a chart drawn into a card still being laid out gave its plot a
  // negative width) is logged as a console error.
  const invalidSvg: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /negative value is not valid/.test(message.text()))
      invalidSvg.push(message.text());
  });
  // A fresh platform imports its tariff data in the background after it starts, and suggestions
  // answer 503 ("still running") until the import has built their search documents: wait for it.
  await expect
    .poll(
      async () =>
        (await page.request.get('/api/hs-codes/suggestions?description=cotton&limit=5')).status(),
      { timeout: 300_000, intervals: [2_000] },
    )
    .toBe(200);
  await page.goto('/tariff-classification');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tariff Classification' }),
  ).toBeVisible();

  const form = page.getByRole('form', { name: 'New Classification' });
  await form.getByLabel('Product description').fill(PRODUCT);
  await form.getByRole('button', { name: 'Suggest' }).click();
  const suggestions = page.getByRole('region', { name: 'HS code suggestions' });
  const items = suggestions.getByTestId('hs-suggestion');
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeLessThanOrEqual(5);
  // Cotton T-shirts are heading 6109 in HS 2022; it must be among the suggestions.
  const tshirts = items.filter({ hasText: '6109.10' }).first();
  await expect(tshirts).toBeVisible();
  await page.screenshot({ path: 'test-results/trade-classification-suggest.png', fullPage: true });
  // On a phone each suggestion's score bar keeps its width (beside the 'Best match' chip it used
  // to shrink to a dot).
  await page.setViewportSize({ width: 390, height: 844 });
  const score = items.first().getByLabel(/^Score \d+%$/);
  await expect.poll(async () => (await score.boundingBox())?.width).toBeGreaterThanOrEqual(60);
  await page.setViewportSize({ width: 1440, height: 900 });
  await tshirts.getByRole('button', { name: 'Use 6109.10' }).click();
  await expect(form.getByLabel('HS code')).toHaveValue('610910');
  await form.getByRole('combobox', { name: 'Country' }).fill('United States');
  await form.getByRole('button', { name: 'Create Classification' }).click();
  await expect(
    notifications(page).getByText('Tariff classification created successfully'),
  ).toBeVisible();

  const list = page.getByTestId('recent-classifications');
  const row = list.getByTestId('classification-row').filter({ hasText: PRODUCT });
  await expect(row).toBeVisible();
  await expect(row.getByText('6109.10')).toBeVisible();
  // Left blank, the rate comes from the loaded US schedule.
  await expect(row).toContainText('%');
  await page.screenshot({ path: 'test-results/trade-classification.png', fullPage: true });
  // On a phone the saved row (its official text cut short on one line) stays within the screen,
  // and Suggest with it. The toast is closed first: sliding out to the right as it leaves, it
  // widens the page for a moment (101 px on a loaded CI machine), which is not the layout.
  await notifications(page).getByRole('button', { name: 'Close notification' }).click();
  await expect(
    notifications(page).getByText('Tariff classification created successfully'),
  ).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  const suggest = await form.getByRole('button', { name: 'Suggest' }).boundingBox();
  expect(suggest!.x + suggest!.width).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto('/market-analysis?hsCode=610910');
  await expect(page.getByRole('heading', { level: 1, name: 'Market Analysis' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Search results' })).toBeVisible();
  const comparison = page.getByRole('form', { name: 'Tariff Comparison' });
  const market = comparison.getByRole('combobox', { name: 'Target market' });
  for (const name of MARKETS) {
    await market.fill(name);
    await comparison.getByRole('button', { name: 'Add' }).click();
  }
  await expect(
    comparison.getByRole('list', { name: 'Target markets' }).getByRole('listitem'),
  ).toHaveCount(5);
  await comparison.getByRole('combobox', { name: 'Origin country' }).fill('Vietnam');
  await page.getByRole('option', { name: 'Vietnam (VN)' }).click();
  await comparison.getByLabel('Customs value').fill('10000');
  await comparison.getByRole('button', { name: 'Generate Tariff Comparison' }).click();
  await expect(notifications(page).getByText('Analysis Generated')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Analysis', selected: true })).toBeVisible();

  const report = page.getByTestId('report-card').first();
  await expect(report.getByText('completed')).toBeVisible({ timeout: 30_000 });
  const chart = report.getByRole('figure', { name: 'Effective duty by market' });
  await expect(chart.locator('svg').first()).toBeVisible();
  const rows = report.getByTestId('market-result');
  await expect(rows).toHaveCount(5);
  await expect(
    report.locator('[data-market="CN"]').getByText('No data', { exact: true }),
  ).toBeVisible();
  await expect(
    report.locator('[data-market="IN"]').getByText('No data', { exact: true }),
  ).toBeVisible();
  await expect(report.locator('[data-market="US"]')).toContainText('as of');
  await page.screenshot({ path: 'test-results/trade-market-analysis.png', fullPage: true });
  expect(invalidSvg).toEqual([]);
});

test('trade remedies: the coverage note names what is loaded, and the HS filter narrows on the server', async ({
  page,
}) => {
  test.setTimeout(420_000);
  // The remedies are the last source a fresh platform imports.
  await expect
    .poll(
      async () => {
        const sources = (await (await page.request.get('/api/tariff-data')).json()) as Array<{
          source: string;
          status: string | null;
        }>;
        return sources.find((source) => source.source === 'us_remedies')?.status;
      },
      { timeout: 300_000, intervals: [2_000] },
    )
    .toBe('completed');
  await page.goto('/market-analysis?tab=trade-remedies');
  const note = page.getByRole('note', { name: 'Trade remedy coverage' });
  await expect(note).toContainText(
    'Loaded, as of 2026-04-06: US Section 301 product lists on goods of China (exclusions not modelled) and Section 232 steel, aluminium and copper lists only',
  );
  await expect(note).toContainText('Not covered: Anti-dumping and countervailing duty orders');
  await expect(page.getByTestId('remedy-card').first()).toBeVisible();

  const filter = page.getByRole('textbox', { name: 'HS code' });
  await filter.fill('7208.51');
  const cards = page.getByTestId('remedy-card');
  await expect(cards.first()).toContainText('HS 7208');
  // The lines under 7208.51, and any list at a code covering it (7208, 72).
  for (const text of await cards.allTextContents())
    expect(text).toMatch(/HS (7208\.51|7208(?![.\d])|72(?![.\d]))/);
  await page.screenshot({ path: 'test-results/trade-remedies-filtered.png', fullPage: true });

  await filter.fill('0000');
  await expect(
    page.getByText(
      'No trade remedies found for HS 0000, the lines under it or a code covering it.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Clear filter' }).click();
  await expect(filter).toHaveValue('');
  await expect(cards.first()).toBeVisible();
});
