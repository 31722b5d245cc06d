// AUTH_MODE=oidc end to end: a real OpenID Connect provider (oidc-provider) runs in process, the
// platform api listens on a real port, and Chromium goes through the sign-in redirect, the
// provider's login and consent pages, and back with a session cookie.
import type { AddressInfo } from 'node:net';

import Provider from 'oidc-provider';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, resetDatabase, type TestContext } from '../helpers/test-app';
import { freePort } from '../setup/free-port';

describe('AUTH_MODE=oidc with a real provider and browser', () => {
  let ctx: TestContext;
  let browser: Browser;
  let provider: Provider;
  let providerServer: ReturnType<Provider['listen']>;
  let appUrl: string;

  beforeAll(async () => {
    // Ports first: the client's redirect URI and the provider's issuer name each other.
    const issuerPort = await freePort();
    const appPort = await freePort();
    appUrl = `http://127.0.0.1:${appPort}`;
    const issuer = `http://127.0.0.1:${issuerPort}`;
    provider = new Provider(issuer, {
      clients: [
        {
          client_id: 'compliance-platform',
          client_secret: 'test-secret-for-the-in-process-provider',
          redirect_uris: [`${appUrl}/api/auth/callback`],
          post_logout_redirect_uris: [`${appUrl}/`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      claims: { openid: ['sub'], profile: ['name', 'groups'], email: ['email'] },
      findAccount: (_ctx, id) => ({
        accountId: id,
        claims: () => ({
          sub: id,
          name: 'Olivia Okafor',
          email: 'olivia.okafor@example.com',
          groups: ['staff', 'compliance_officer'],
        }),
      }),
      features: { devInteractions: { enabled: true } },
      cookies: { keys: ['a-cookie-key-for-the-test-provider'] },
    });
    providerServer = provider.listen(issuerPort);

    ctx = await createTestApp({
      env: {
        AUTH_MODE: 'oidc',
        OIDC_ISSUER_URL: issuer,
        OIDC_CLIENT_ID: 'compliance-platform',
        OIDC_CLIENT_SECRET: 'test-secret-for-the-in-process-provider',
        PUBLIC_URL: appUrl,
      },
    });
    await resetDatabase(ctx.infra);
    await ctx.app.listen({ host: '127.0.0.1', port: appPort });
    expect((ctx.app.server.address() as AddressInfo).port).toBe(appPort);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await ctx?.close();
    providerServer?.close();
  });

  it('answers api calls without a session with 401', async () => {
    const response = await fetch(`${appUrl}/api/session`);
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBe('Sign-in required');
  });

  it('signs in through the provider, keeps a session cookie, records the sign-in', async () => {
    const page = await browser.newPage();
    await page.goto(`${appUrl}/documents`);
    // Redirected to the provider's login page.
    await page.locator('input[name="login"]').fill('olivia');
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    // Back on the platform, at the page first asked for.
    await page.waitForURL(`${appUrl}/documents`);

    // Cookies are not port-specific: the provider's own cookies on 127.0.0.1 show up here too.
    const cookie = (await page.context().cookies(appUrl)).find(
      ({ name }) => name === 'compliance_session',
    );
    expect(cookie).toMatchObject({ name: 'compliance_session', httpOnly: true, sameSite: 'Lax' });

    const session = await page.evaluate(async () => (await fetch('/api/session')).json());
    expect(session).toEqual({
      user: {
        id: 'olivia',
        name: 'Olivia Okafor',
        email: 'olivia.okafor@example.com',
        role: 'compliance_officer',
      },
      authMode: 'oidc',
      signOutUrl: '/api/auth/logout',
    });

    // A same-origin browser write works on the session; the same cookie without an Origin does not.
    const created = await page.evaluate(async () => {
      const response = await fetch('/api/customs-declarations', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ customsOffice: 'Hamburg', declarantName: 'Nordic Freight' }),
      });
      return response.status;
    });
    expect(created).toBe(201);
    const withoutOrigin = await fetch(`${appUrl}/api/customs-declarations`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${cookie!.name}=${cookie!.value}`,
      },
      body: JSON.stringify({ customsOffice: 'Hamburg', declarantName: 'Nordic Freight' }),
    });
    expect(withoutOrigin.status).toBe(403);

    const actions = await ctx.infra.prisma.auditEvent.findMany({ orderBy: { id: 'asc' } });
    expect(actions.map((event) => [event.actorName, event.action])).toEqual([
      ['Olivia Okafor', 'sign_in'],
      ['Olivia Okafor', 'create'],
    ]);

    // Signing out ends the server-side session.
    await page.goto(`${appUrl}/api/auth/logout`);
    const after = await fetch(`${appUrl}/api/session`, {
      headers: { cookie: `${cookie!.name}=${cookie!.value}` },
    });
    expect(after.status).toBe(401);
    expect(await ctx.infra.prisma.authSession.count()).toBe(0);
    await page.close();
  });

  it('refuses a callback whose state was never issued', async () => {
    const response = await fetch(`${appUrl}/api/auth/callback?code=x&state=forged`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(
      'Sign-in expired or was not started here: sign in again',
    );
  });
});
