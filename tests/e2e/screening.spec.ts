import { expect, type Locator, type Page, test } from '@playwright/test';

// Drives both screening screens against the real platform: the bundled official lists load at
// startup, so a name on the OFAC SDN list (MADURO MOROS, Nicolas, us_ofac_sdn:22790) must match.
const SANCTIONED = 'Nicolas Maduro Moros';
const INNOCENT = 'Emily Thornton';

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

const createKyc = async (
  page: Page,
  { name, country, identification }: { name: string; country: string; identification?: string },
) => {
  await page.getByRole('button', { name: 'New Screening' }).click();
  const form = page.getByRole('form', { name: 'New KYC Screening' });
  await form.getByLabel('Entity name').fill(name);
  await form.getByLabel('Country').fill(country);
  if (identification) await form.getByLabel('Identification number').fill(identification);
  await form.getByRole('button', { name: 'Screen Entity' }).click();
  await expect(notifications(page).getByText('KYC screening created successfully')).toBeVisible();
  // The KYC form closes after a successful create.
  await expect(form).toBeHidden();
  return page.getByRole('article', { name, exact: true }).first();
};

const choose = async (page: Page, form: Locator, label: string, option: string) => {
  await form.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test('KYC: a sanctioned name is blocked or flagged with its match explained', async ({ page }) => {
  await page.goto('/kyc-screening');
  await expect(page.getByRole('heading', { level: 1, name: 'KYC/AML Screening' })).toBeVisible();

  const item = await createKyc(page, { name: SANCTIONED, country: 'Venezuela' });
  await expect(item).toHaveAttribute('data-result', /^(flagged|blocked)$/);
  await expect(item.getByText('Sanctions Match')).toBeVisible();
  await expect(item.getByText(/Screened on /)).toBeVisible();

  await item.getByRole('button', { name: `View details for ${SANCTIONED}` }).click();
  const dialog = page.getByRole('dialog', { name: SANCTIONED });
  // Several lists name him (OFAC SDN, Canada, UK, Australia); the strongest opens with its
  // explanation: token pairs and the engine's summary.
  const top = dialog.getByTestId('match-card').first();
  await expect(top.getByRole('heading', { name: /MADURO MOROS/i })).toBeVisible();
  const pairs = top.getByRole('table', { name: 'Token pairs' });
  await expect(pairs).toBeVisible();
  await expect(pairs.getByRole('cell', { name: 'maduro' }).first()).toBeVisible();
  await expect(top.getByTestId('match-explanation')).toContainText(/MADURO MOROS/i);
  const sdn = dialog
    .getByTestId('match-card')
    .filter({ has: page.getByRole('heading', { name: 'MADURO MOROS, Nicolas' }) });
  await expect(sdn.getByText(/OFAC Specially Designated Nationals/)).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Lists checked' })).toContainText(
    'OFAC Specially Designated Nationals',
  );
  await dialog.getByRole('button', { name: 'Close details' }).click();
  await expect(dialog).toBeHidden();

  // Server search runs past two characters.
  await page.getByPlaceholder('Search entities...').fill('Maduro');
  await expect(page.getByRole('article', { name: SANCTIONED })).toHaveCount(1);
  await page.getByPlaceholder('Search entities...').fill('zzqx');
  await expect(page.getByText('No screenings found matching your search')).toBeVisible();
});

test('KYC: an innocent name on a fresh install has no match, yet is not called clear while lists are stale', async ({
  page,
}) => {
  await page.goto('/kyc-screening');
  const item = await createKyc(page, {
    name: INNOCENT,
    country: 'Canada',
    identification: 'CA-P7781234',
  });
  // The bundled snapshots are older than the staleness limit until the lists are refreshed.
  await expect(item).toHaveAttribute('data-result', 'flagged');
  await expect(item.getByText('Sanctions Match')).toHaveCount(0);
  await item.getByRole('button', { name: `View details for ${INNOCENT}` }).click();
  const dialog = page.getByRole('dialog', { name: INNOCENT });
  await expect(dialog.getByText(/Coverage gap: .* days old/)).toBeVisible();
});

test('Sanctions: validation messages appear when submitting empty', async ({ page }) => {
  await page.goto('/sanctions-screening');
  const form = page.getByRole('form', { name: 'New Sanctions Screening' });
  await form.getByRole('button', { name: 'Create Screening' }).click();
  for (const message of [
    'Entity name is required',
    'Entity type is required',
    'Screening result is required',
    'Risk level is required',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
});

test('Sanctions: check watchlists pre-fills the suggestion, the user overrides and saves', async ({
  page,
}) => {
  await page.goto('/sanctions-screening');
  await expect(page.getByText('Screen entities against watchlists')).toBeVisible();
  const form = page.getByRole('form', { name: 'New Sanctions Screening' });
  await form.getByLabel('Entity name').fill(SANCTIONED);
  await choose(page, form, 'Entity type', 'Individual');
  await form.getByRole('button', { name: 'Check watchlists' }).click();

  const results = page.getByTestId('check-results');
  const top = results.getByTestId('match-card').first();
  await expect(top.getByRole('heading', { name: /MADURO MOROS/i })).toBeVisible();
  await expect(top.getByRole('progressbar', { name: /^Score \d+%$/ })).toBeVisible();
  const hint = page.getByTestId('suggestion-hint');
  await expect(hint).toContainText(/Suggested: (flagged|blocked) \/ (medium|high)/);
  const [, suggestedResult, suggestedRisk] =
    /Suggested: (\w+) \/ (\w+)/.exec((await hint.textContent()) ?? '') ?? [];
  const cap = (value = '') => value.charAt(0).toUpperCase() + value.slice(1);
  await expect(form.getByRole('combobox', { name: 'Screening result' })).toHaveText(
    cap(suggestedResult),
  );
  await expect(form.getByRole('combobox', { name: 'Risk level' })).toHaveText(cap(suggestedRisk));

  // Override the suggested result; the stored record keeps both.
  const decision = suggestedResult === 'blocked' ? 'Flagged' : 'Blocked';
  await choose(page, form, 'Screening result', decision);
  await expect(hint).toContainText('your decision differs');
  if (decision === 'Flagged') {
    // Milder than the suggestion: the reason is required before the screening is stored.
    await form.getByLabel('Reason for overriding the suggestion').fill('Different date of birth');
  }
  await form.getByLabel('Notes').fill('Reviewed by compliance officer');
  await form.getByRole('button', { name: 'Create Screening' }).click();
  await expect(
    notifications(page).getByText('Sanctions screening created successfully'),
  ).toBeVisible();
  await expect(form.getByLabel('Entity name')).toHaveValue('');

  const row = page.getByTestId('sanctions-row').filter({ hasText: SANCTIONED }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('· Overridden');
  await expect(row).toContainText(`Suggested: ${suggestedResult} / ${suggestedRisk}`);
  await page.getByPlaceholder('Search screenings...').fill('maduro');
  await expect(page.getByTestId('sanctions-row')).toHaveCount(1);

  await row.click();
  const dialog = page.getByRole('dialog', { name: SANCTIONED });
  await expect(dialog.getByRole('region', { name: 'Decision' })).toContainText(
    decision.toLowerCase(),
  );
  await expect(dialog.getByRole('region', { name: 'Suggested by screening' })).toContainText(
    suggestedResult!,
  );
  await expect(dialog.getByTestId('match-card').first()).toContainText(/MADURO MOROS/i);
});
