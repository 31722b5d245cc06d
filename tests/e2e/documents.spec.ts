import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import { makeInvoicePdf } from '../fixtures/documents/make-fixtures';

const fileFixture = async (name: string, bytes: Uint8Array) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-doc-'));
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return file;
};

const openUploadDialog = async (page: Page) => {
  await page.getByRole('button', { name: 'Upload Document' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
};

const chooseType = async (page: Page, label: string) => {
  await page.getByRole('dialog').getByLabel('Document type').click();
  await page.getByRole('option', { name: label }).click();
};

test('a PDF uploaded through the modal is listed, becomes verified and can be downloaded', async ({
  page,
}) => {
  await page.goto('/documents');
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  await expect(page.getByText('Manage your trade documentation')).toBeVisible();

  const dialog = await openUploadDialog(page);
  const upload = dialog.getByRole('button', { name: 'Upload', exact: true });
  await expect(upload).toBeDisabled();
  await chooseType(page, 'Commercial Invoice');
  const pdf = await fileFixture('invoice-INV-2041.pdf', await makeInvoicePdf({ pages: 2 }));
  await dialog.getByLabel('File').setInputFiles(pdf);
  // The name fills from the file name when empty.
  await expect(dialog.getByLabel('Document name')).toHaveValue('invoice-INV-2041.pdf');
  await expect(upload).toBeEnabled();
  await upload.click();

  await expect(page.getByText('Document uploaded successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('document-card').filter({ hasText: 'invoice-INV-2041.pdf' });
  await expect(card).toBeVisible();
  await expect(card.getByText('commercial invoice', { exact: true })).toBeVisible();
  // Verified by the worker; the card updates through server-sent events, without a reload.
  await expect(card.getByText('verified', { exact: true })).toBeVisible({ timeout: 30_000 });

  const downloadPromise = page.waitForEvent('download');
  await card.getByRole('link', { name: /download/i }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('invoice-INV-2041.pdf');

  // The table view says what the card says: the status badge, the type, the size in units.
  await page.getByRole('button', { name: 'Table view' }).click();
  const row = page
    .getByRole('grid', { name: 'Documents table' })
    .getByRole('row', { name: /invoice-INV-2041\.pdf/ });
  await expect(row.locator('[data-status="verified"]')).toBeVisible();
  await expect(row.getByText('Commercial Invoice')).toBeVisible();
  await expect(row.getByText(/^\d+(\.\d)? KB$/)).toBeVisible();
  await page.getByRole('button', { name: 'List view' }).click();

  // Client-side search by name or type.
  await page.getByPlaceholder('Search documents...').fill('no-such-document');
  await expect(page.getByText('No documents found')).toBeVisible();
  await expect(page.getByText('No documents match your search criteria.')).toBeVisible();
  await page.getByPlaceholder('Search documents...').fill('commercial');
  await expect(card).toBeVisible();
});

test('a renamed text file is refused with the server message', async ({ page }) => {
  await page.goto('/documents');
  const dialog = await openUploadDialog(page);
  await chooseType(page, 'Packing List');
  const fake = await fileFixture(
    'packing-list.pdf',
    new TextEncoder().encode('this is plain text, not a PDF'),
  );
  await dialog.getByLabel('File').setInputFiles(fake);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(/415: .*not a valid PDF/)).toBeVisible();
  await expect(
    page.getByTestId('document-card').filter({ hasText: 'packing-list.pdf' }),
  ).toHaveCount(0);
});
