import { expect, type Page, test } from '@playwright/test';

// A batch file through the real platform: upload 1,000 rows, follow the progress, review a hit as
// a false positive, refresh the lists, and screen the file again: the reviewed hit stays
// suppressed (shown, not counted) while the other listed name is still raised.
const ROWS = 1_000;
const FALSE_POSITIVE = 'Aerocaribbean Airlines'; // one candidate only: us_ofac_sdn:36
const TRUE_HIT = 'Nicolas Maduro Moros'; // OFAC SDN and the Canadian list

const batchFile = () => {
  const lines = ['Full name,Type,Country'];
  // Innocent made-up customers fill the file; two rows name parties on the bundled lists.
  for (let i = 0; lines.length < ROWS - 1; i += 1) {
    lines.push(`Customer ${String(i).padStart(4, '0')} Tester,individual,Canada`);
  }
  lines.push(`${FALSE_POSITIVE},company,Cuba`);
  lines.push(`${TRUE_HIT},individual,Venezuela`);
  return { name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) };
};

const batchCard = (page: Page) => page.getByRole('region', { name: 'Batch screening' });
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

/** Uploads the file and starts it; returns every progress line the screen showed until done. */
const screenFile = async (page: Page) => {
  const card = batchCard(page);
  await card.getByLabel('Batch file').setInputFiles(batchFile());
  await expect(card.getByText('customers.csv: 1,000 rows, 3 columns')).toBeVisible();
  await expect(card.getByRole('combobox', { name: 'Name (required)' })).toHaveText('Full name');
  // Record each progress text as it renders, so the test sees the steps and not only the end.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="batch-progress"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await card.getByRole('button', { name: 'Screen file' }).click();
  await expect(notifications(page).getByText('Screening 1,000 rows.')).toBeVisible();
  await expect(card.getByTestId('batch-progress')).toHaveText(/^Screened 1,000 rows: /, {
    timeout: 60_000,
  });
  return page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
};

test('a 1,000-row batch file: progress, results, a false positive that stays suppressed after a list refresh', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.goto('/sanctions-screening');
  await page.getByRole('tab', { name: 'Batch screening' }).click();
  const card = batchCard(page);
  await expect(card.getByRole('button', { name: 'Choose CSV or XLSX file' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('batch-empty.png'), fullPage: true });

  const seen = await screenFile(page);
  expect(seen[0]).toBe('Queued: 1,000 rows');
  expect(seen.at(-1)).toBe('Screened 1,000 rows: 2 with hits');
  await expect(card.getByRole('progressbar', { name: 'Batch progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(card.getByTestId('batch-read-error')).toHaveCount(0);
  const hits = card.getByRole('table', { name: 'Batch hits' }).getByTestId('batch-hit');
  await expect(hits).toHaveCount(2);
  await expect(card.getByRole('link', { name: 'Export hits' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('batch-results.png'), fullPage: true });

  const row = hits.filter({ hasText: FALSE_POSITIVE });
  await expect(row).toContainText('us_ofac_sdn:36');
  await expect(row).toHaveAttribute('data-suppressed', 'false');
  await row.getByRole('button', { name: 'Review' }).click();
  const review = card.getByRole('region', { name: 'Review of AEROCARIBBEAN AIRLINES' });
  await review.getByRole('button', { name: 'Review match' }).click();
  await review.getByRole('button', { name: 'False positive' }).click();
  await review
    .getByLabel('Note')
    .fill('Our charter partner of the same name, a different company registered in 2021');
  await review.getByRole('button', { name: 'Save decision' }).click();
  await expect(notifications(page).getByText(/Recorded as a false positive/)).toBeVisible();
  const decision = review.getByTestId('match-decision');
  await expect(decision).toContainText('False positive');
  // The reviewer is the signed-in user, by name.
  await expect(decision).toContainText('by Sarah Chen');
  await page.screenshot({ path: testInfo.outputPath('batch-review.png'), fullPage: true });

  // The admin refresh: every configured source is read again and the indexes are rebuilt if any
  // changed. Offline, the sources are the bundled snapshots, so each one reads as unchanged.
  await page.getByRole('tab', { name: 'Watchlists' }).click();
  const lists = page.getByRole('region', { name: 'Watchlists' });
  await lists.getByRole('button', { name: 'Refresh lists' }).click();
  await expect(lists.getByText(/^Refresh finished: /)).toBeVisible({ timeout: 120_000 });
  await expect(lists.getByRole('button', { name: 'Refresh lists' })).toBeEnabled();

  // The same file again: the reviewed hit is listed as suppressed and not counted.
  await page.getByRole('tab', { name: 'Batch screening' }).click();
  const again = await screenFile(page);
  expect(again.at(-1)).toBe(
    'Screened 1,000 rows: 1 with hits, 1 suppressed as reviewed false positives',
  );
  const second = batchCard(page)
    .getByRole('table', { name: 'Batch hits' })
    .getByTestId('batch-hit');
  await expect(second).toHaveCount(2);
  const suppressed = second.filter({ hasText: FALSE_POSITIVE });
  await expect(suppressed).toHaveAttribute('data-suppressed', 'true');
  await expect(suppressed).toContainText('Suppressed');
  await expect(second.filter({ hasText: TRUE_HIT })).toHaveAttribute('data-suppressed', 'false');
  await suppressed.getByRole('button', { name: 'Review' }).click();
  await expect(batchCard(page).getByTestId('suppressed-note')).toContainText(
    'Suppressed: this name was reviewed as a false positive for AEROCARIBBEAN AIRLINES',
  );
  await batchCard(page).getByRole('switch', { name: 'Show suppressed' }).uncheck();
  await expect(second).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('batch-suppressed.png'), fullPage: true });
});
