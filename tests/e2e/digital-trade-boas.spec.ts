import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';
import canonicalize from 'canonicalize';
import {
  base64url,
  CompactSign,
  compactVerify,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
} from 'jose';

// The whole agreement flow on the real platform: create through the dialog, approve, sign as the
// organisation, countersign with a key made here with jose, see it active, place an order, verify
// both, and check the exported document ourselves against the published JWKS.
test('digital trade: agreement signed by both parties, order placed, both verified', async ({
  page,
}) => {
  await page.goto('/digital-trade-boas');
  await expect(page.getByRole('heading', { level: 1, name: 'Digital Trade BOAs' })).toBeVisible();
  await expect(page.getByText('No Agreements Found')).toBeVisible();

  await page.getByRole('button', { name: 'New Agreement' }).click();
  const form = page.getByRole('form', { name: 'New Agreement' });
  await page.getByRole('button', { name: 'Create Agreement' }).click();
  await expect(form.getByText('Agreement number is required')).toBeVisible();
  await expect(form.getByText('Authentication method is required')).toBeVisible();
  await form.getByLabel('Agreement number').fill('BOA-E2E-1');
  await form.getByLabel('Buyer name').fill('Harbourside Provisions Ltd');
  await form.getByLabel('Seller name').fill('Globex Trading GmbH');
  await form.getByLabel('Authentication method').click();
  await page.getByRole('option', { name: 'PKI certificate' }).click();
  await form.getByLabel('Max order value').fill('25000');
  await page.getByRole('button', { name: 'Create Agreement' }).click();
  const toasts = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(toasts.getByText('Basic Ordering Agreement created successfully.')).toBeVisible();

  await page.getByRole('article', { name: 'BOA-E2E-1' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Record legal review' }).click();
  await dialog.getByRole('button', { name: 'Record compliance approval' }).click();
  await dialog.getByRole('button', { name: 'Sign as organisation' }).click();
  await expect(dialog.getByLabel('organisation signature')).toBeVisible();

  // The counterparty signs outside the platform: canonical terms in, detached compact JWS out.
  const canonical = await dialog.getByLabel('Terms to sign').inputValue();
  expect(canonical).toContain('"agreementNumber":"BOA-E2E-1"');
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const compact = await new CompactSign(new TextEncoder().encode(canonical))
    .setProtectedHeader({ alg: 'ES256' })
    .sign(privateKey);
  const [header, , signature] = compact.split('.');
  await dialog.getByLabel('Compact JWS').fill(`${header}..${signature}`);
  await dialog
    .getByRole('textbox', { name: 'Public key (JWK JSON)' })
    .fill(JSON.stringify(await exportJWK(publicKey)));
  await dialog.getByRole('button', { name: 'Add counterparty signature' }).click();
  await expect(dialog.locator('[data-status="active"]')).toBeVisible();

  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByLabel('organisation signature').getByText('Valid')).toBeVisible();
  await expect(dialog.getByLabel('counterparty signature').getByText('Valid')).toBeVisible();
  await expect(dialog.getByText('Both signatures verify against the stored terms.')).toBeVisible();

  await dialog.getByLabel('Order value (USD)').fill('30000');
  await dialog.getByRole('button', { name: 'Place order' }).click();
  await expect(dialog.getByText('Order value exceeds the maximum')).toBeVisible();
  await dialog.getByLabel('Order value (USD)').fill('1250.50');
  await dialog.getByRole('button', { name: 'Place order' }).click();
  await expect(toasts.getByText(/was signed and placed/)).toBeVisible();
  await expect(
    dialog.getByRole('list', { name: 'Audit trail' }).locator('[data-action="order_placed"]'),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/digital-trade-boa-detail.png', fullPage: true });
  await page.keyboard.press('Escape');

  await expect(page.getByRole('region', { name: 'Active' }).getByTestId('metric-value')).toHaveText(
    '1',
  );
  await expect(
    page.getByRole('region', { name: 'Digital Orders' }).getByTestId('metric-value'),
  ).toHaveText('1');
  await page.getByRole('tab', { name: 'Digital Orders' }).click();
  const row = page.getByRole('row', { name: /ORD-/ });
  await expect(row.getByText('BOA-E2E-1 v1')).toBeVisible();
  await expect(row.getByText('valid')).toBeVisible();
  await row.getByRole('button', { name: /Verify order/ }).click();
  await expect(row.getByText('Verified')).toBeVisible();
  await page.screenshot({ path: 'test-results/digital-trade-orders.png', fullPage: true });

  // Export CSV downloads the whole orders list from the server; the table view sorts there.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await csvDownload).path())!, 'utf8');
  const [csvHeader, ...csvRows] = csv.trimEnd().split('\r\n');
  expect(csvHeader).toBe(
    'ID,Order number,Type,Agreement,Agreement version,Status,Value,Currency,Signature,Description,Placed,Created',
  );
  expect(csvRows).toHaveLength(1);
  expect(csvRows[0]).toMatch(/,ORD-[^,]+,purchase_order,BOA-E2E-1,1,placed,1250.5,USD,valid,/);
  await page.getByRole('button', { name: 'Table view' }).click();
  const grid = page.getByRole('grid', { name: 'Digital orders table' });
  await expect(grid.getByRole('row', { name: /ORD-/ })).toBeVisible();
  await grid.getByRole('columnheader', { name: 'Value' }).click();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    '/api/digital-trade-orders/export.csv?sort=totalValue',
  );
  await page.getByRole('button', { name: 'List view' }).click();

  // Without trusting the platform's answer: the export and the JWKS are enough.
  const list = (await (await page.request.get('/api/basic-ordering-agreements')).json()) as Array<{
    id: number;
  }>;
  const exported = (await (
    await page.request.get(`/api/basic-ordering-agreements/${list[0]!.id}/export?format=json`)
  ).json()) as {
    terms: object;
    signatures: Array<{ party: string; jws: string }>;
  };
  const jwks = await (await page.request.get('/.well-known/jwks.json')).json();
  const ours = exported.signatures.find((s) => s.party === 'organisation')!;
  const payload = base64url.encode(canonicalize(exported.terms)!);
  await compactVerify(ours.jws.replace('..', `.${payload}.`), createLocalJWKSet(jwks));
});
