// Bull Board at /admin/queues: the page, its assets and its API for admins over every BullMQ queue;
// 403 for everyone else; its own content security policy.
import { QUEUES } from '@compliance/contracts/queues';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createTestApp, resetDatabase, type TestContext } from '../helpers/test-app';

const as = (groups: string) => ({
  remoteAddress: '10.0.0.5',
  headers: { 'x-forwarded-user': `user-${groups || 'none'}`, 'x-forwarded-groups': groups },
});

describe('GET /admin/queues (AUTH_MODE=proxy)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: {
        AUTH_MODE: 'proxy',
        AUTH_PROXY_TRUSTED_ADDRESSES: '10.0.0.5',
        AUTH_ADMIN_GROUPS: 'platform-admins',
        AUTH_OFFICER_GROUPS: 'officers',
      },
    });
  });
  afterAll(() => ctx.close());
  beforeEach(() => resetDatabase(ctx.infra));

  it('serves the board page and its scripts to an admin, under a CSP that allows them', async () => {
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/admin/queues',
      ...as('platform-admins'),
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<base href="/admin/queues/"');
    expect(page.body).toContain('Compliance Platform queues');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain('https://fonts.googleapis.com');
    // Every script the page loads is served, same origin (what script-src 'self' allows).
    const scripts = [...page.body.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).not.toMatch(/^https?:/);
      const asset = await ctx.app.inject({
        method: 'GET',
        url: `/admin/queues/${src}`,
        ...as('platform-admins'),
      });
      expect(asset.statusCode, src).toBe(200);
      expect(asset.headers['content-type']).toMatch(/javascript/);
    }
  });

  it('lists every BullMQ queue with its job counts through the board API', async () => {
    const queue = new Queue(QUEUES.auditRetention, { connection: ctx.infra.redis! });
    await queue.add('audit-retention', {}, { jobId: 'board-test', delay: 60_000 });
    await queue.close();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/admin/queues/api/queues',
      ...as('platform-admins'),
    });
    expect(response.statusCode).toBe(200);
    const { queues } = response.json() as {
      queues: { name: string; counts: Record<string, number> }[];
    };
    expect(queues.map((q) => q.name).sort()).toEqual(Object.values(QUEUES).sort());
    expect(queues.find((q) => q.name === QUEUES.auditRetention)?.counts.delayed).toBe(1);
  });

  it('refuses the page, the assets and the API to officers and users (403)', async () => {
    for (const groups of ['officers', '']) {
      for (const url of [
        '/admin/queues',
        '/admin/queues/api/queues',
        '/admin/queues/static/favicon.ico',
      ]) {
        const response = await ctx.app.inject({ method: 'GET', url, ...as(groups) });
        expect(response.statusCode, `${groups} ${url}`).toBe(403);
        expect(response.json().message).toBe('This action needs the admin role');
      }
      const retry = await ctx.app.inject({
        method: 'PUT',
        url: `/admin/queues/api/queues/${QUEUES.rescreening}/retry/failed`,
        ...as(groups),
        headers: { ...as(groups).headers, origin: 'http://localhost' },
      });
      expect(retry.statusCode).toBe(403);
    }
  });

  it('asks for sign-in without identity headers (401)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/admin/queues/api/queues' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /admin/queues (AUTH_MODE=none)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('is open to the fixed signed-in user, an admin', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/admin/queues/api/queues' });
    expect(response.statusCode).toBe(200);
  });
});
