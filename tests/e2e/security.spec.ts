import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import { makeInvoicePdf } from '../fixtures/documents/make-fixtures';

// The built app under its real Content-Security-Policy: every screen loads without a single CSP
// violation, and names carrying HTML are shown as text on every screen that lists them.

const SCREENS = [
  '/',
  '/documents',
  '/kyc-screening',
  '/sanctions-screening',
  '/customs-declarations',
  '/regulatory-database',
  '/tariff-classification',
  '/market-analysis',
  '/vendors',
  '/incoterms',
  '/digital-trade-boas',
  '/compliance-checklists',
  '/reports',
  '/user-management',
  '/settings',
  '/audit',
];

/** Collects CSP violations (DOM events and console reports) and counts onerror payloads that ran. */
const watchPage = async (page: Page) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (
      /Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())
    )
      violations.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    const target = window as unknown as { __csp: string[]; __xss: number };
    target.__csp = [];
    target.__xss = 0;
    document.addEventListener('securitypolicyviolation', (event) => {
      target.__csp.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  return {
    violations: async () => [
      ...violations,
      ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)),
    ],
    xssRuns: () => page.evaluate(() => (window as unknown as { __xss: number }).__xss),
  };
};

/** The first level-1 heading is the screen's own content, rendered once its route has loaded. */
const screenLoaded = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 60_000 });
  // The error screen has a heading too: a screen that failed to load is not a loaded screen.
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
};

test('every screen loads under the CSP without a violation', async ({ page }) => {
  test.setTimeout(300_000);
  const watch = await watchPage(page);
  for (const screen of SCREENS) {
    await page.goto(screen);
    await screenLoaded(page);
    // Give lazily loaded chunks, fonts and the live-events stream their chance to break the policy.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    expect(await watch.violations(), `CSP violations on ${screen}`).toEqual([]);
  }
});

const html = (label: string) => `<img src=x onerror=window.__xss++> ${label}`;

const create = async (request: APIRequestContext, url: string, data: object) => {
  const response = await request.post(url, { data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
};

test('names carrying HTML are stored and shown as literal text, never run', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const names = {
    kyc: html('KYC subject'),
    sanctions: html('Sanctions subject'),
    blacklist: html('Blacklisted party'),
    customs: html('Customs declarant'),
    document: html('Invoice document'),
    regulation: html('Regulation title'),
    vendor: html('Vendor name'),
    agreement: html('BOA buyer'),
    classification: html('Classified product'),
  };
  await create(request, '/api/kyc-screening', { entityName: names.kyc, country: 'France' });
  await create(request, '/api/sanctions-screening', {
    entityName: names.sanctions,
    entityType: 'company',
    // Stricter than any suggestion, so no override reason is needed.
    screeningResult: 'blocked',
    riskLevel: 'high',
  });
  await create(request, '/api/screening/internal-lists/blacklist', { name: names.blacklist });
  await create(request, '/api/customs-declarations', {
    customsOffice: 'Rotterdam',
    declarantName: names.customs,
    consignorName: names.customs,
    items: [{ description: names.customs, quantity: 1, value: 10 }],
  });
  await create(request, '/api/regulations', {
    title: names.regulation,
    regulationCode: 'XSS-1',
    country: 'European Union',
    regulationType: 'import',
    description: names.regulation,
    effectiveDate: '2026-01-01',
    source: 'Security test',
  });
  await create(request, '/api/vendors', {
    displayName: names.vendor,
    country: 'Germany',
    description: 'Vendor created by the security test',
    businessType: 'trader',
  });
  await create(request, '/api/basic-ordering-agreements', {
    agreementNumber: 'BOA-XSS-1',
    buyerName: names.agreement,
    sellerName: 'Seller Ltd',
    authenticationMethod: 'PKI',
  });
  // The HS code is checked against the nomenclature, which the first start may still be importing
  // (503 until then).
  await expect
    .poll(
      async () =>
        (
          await request.post('/api/tariff-classifications', {
            data: { productDescription: names.classification, hsCode: '610910', country: 'Japan' },
          })
        ).status(),
      { timeout: 240_000, intervals: [2_000, 5_000] },
    )
    .toBe(201);
  const upload = await request.post('/api/documents', {
    multipart: {
      name: names.document,
      type: 'commercial_invoice',
      file: {
        name: 'invoice.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(await makeInvoicePdf()),
      },
    },
  });
  expect(upload.status()).toBe(201);

  const watch = await watchPage(page);
  const shows = async (screen: string, name: string) => {
    await page.goto(screen);
    await screenLoaded(page);
    await expect(page.getByText(name).first(), `${name} on ${screen}`).toBeVisible({
      timeout: 60_000,
    });
    expect(await page.locator('img[src="x"]').count(), `an <img> was built on ${screen}`).toBe(0);
    expect(await watch.xssRuns(), `an onerror ran on ${screen}`).toBe(0);
    expect(await watch.violations(), `CSP violations on ${screen}`).toEqual([]);
  };
  await shows('/kyc-screening', names.kyc);
  await shows('/sanctions-screening', names.sanctions);
  await shows('/sanctions-screening', names.blacklist);
  await shows('/customs-declarations', names.customs);
  await shows('/documents', names.document);
  await shows('/regulatory-database', names.regulation);
  await shows('/vendors', names.vendor);
  await shows('/digital-trade-boas', names.agreement);
  await shows('/tariff-classification', names.classification);
});
