// Sign-in modes none and proxy, the role table, GET /api/session, and the audit trail (central
// recording, filters, paging, CSV, append-only, retention).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { purgeAuditEvents } from '../../core/src/audit/purge-audit-events';
import { recordAuditEvent } from '../../core/src/audit/record-audit-event';
import { createTestApp, resetDatabase, type TestContext, waitFor } from '../helpers/test-app';

const minimalDeclaration = { customsOffice: 'Rotterdam', declarantName: 'Acme Freight' };

describe('AUTH_MODE=none (the default)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  beforeEach(() => resetDatabase(ctx.infra));

  it('presents the fixed signed-in user, an admin, with no sign-out', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: 'local',
        name: 'Sarah Chen',
        email: 'sarah.chen@compliance.example',
        role: 'admin',
      },
      authMode: 'none',
      signOutUrl: null,
    });
  });

  it('records a create and a status change with who, before, after and request id', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/customs-declarations',
      headers: { 'x-request-id': 'req-create-0001' },
      payload: { ...minimalDeclaration, status: 'draft' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const moved = await ctx.app.inject({
      method: 'POST',
      url: `/api/customs-declarations/${id}/status`,
      headers: { 'x-request-id': 'req-status-0002' },
      payload: { status: 'submitted', reason: 'Papers complete' },
    });
    expect(moved.statusCode).toBe(200);
    // Refused writes and reads are not recorded.
    await ctx.app.inject({ method: 'POST', url: '/api/customs-declarations', payload: {} });
    await ctx.app.inject({ method: 'GET', url: '/api/customs-declarations' });

    const list = await ctx.app.inject({ method: 'GET', url: '/api/audit-events' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('2');
    const [statusChange, create] = list.json();
    expect(create).toMatchObject({
      actorId: 'local',
      actorName: 'Sarah Chen',
      actorRole: 'admin',
      action: 'create',
      method: 'POST',
      route: '/api/customs-declarations',
      entityType: 'customs-declarations',
      entityId: String(id),
      statusCode: 201,
      requestId: 'req-create-0001',
      before: null,
      after: { id, status: 'draft', customsOffice: 'Rotterdam' },
    });
    expect(statusChange).toMatchObject({
      action: 'status_change',
      path: `/api/customs-declarations/${id}/status`,
      entityId: String(id),
      requestId: 'req-status-0002',
      reason: 'Papers complete',
      before: { id, status: 'draft' },
      after: { id, status: 'submitted' },
    });
  });

  it('filters, pages with a cursor and exports CSV', async () => {
    for (let i = 0; i < 3; i += 1) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/customs-declarations',
        payload: { ...minimalDeclaration, declarantName: `=HYPERLINK("x") ${i}` },
      });
    }
    const first = await ctx.app.inject({
      method: 'GET',
      url: '/api/audit-events?action=create&entityType=customs-declarations&limit=2',
    });
    expect(first.json()).toHaveLength(2);
    expect(first.headers['x-total-count']).toBe('3');
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
    const second = await ctx.app.inject({ method: 'GET', url: next });
    expect(second.json()).toHaveLength(1);
    const none = await ctx.app.inject({ method: 'GET', url: '/api/audit-events?action=signature' });
    expect(none.json()).toEqual([]);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/audit-events?from=yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('from: from must be a date or date-time');
    for (const [query, message] of [
      [
        'action=created',
        'action: action must be one of: create, update, delete, status_change, override, approval, signature, list_refresh, cancel, complete, sign_in, sign_out',
      ],
      ['from=2026-11-31', 'from: from must be a real calendar date'],
      ['from=2026-01-02&to=2026-01-01', 'querystring: from must not be after to'],
    ]) {
      for (const path of ['/api/audit-events', '/api/audit-events/export.csv']) {
        const refused = await ctx.app.inject({ method: 'GET', url: `${path}?${query}` });
        expect(refused.statusCode, `${path}?${query}`).toBe(400);
        expect(refused.json().message, `${path}?${query}`).toBe(message);
      }
    }

    const csv = await ctx.app.inject({ method: 'GET', url: '/api/audit-events?format=csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="audit-events-/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,occurredAt,actorId,actorName,actorRole,action,method,path,entityType,entityId,statusCode,requestId,reason,before,after',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(',local,Sarah Chen,admin,create,POST,/api/customs-declarations,');
  });

  it('names the entity types the trail holds, once each, for the Entity filter', async () => {
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/audit-events/entity-types' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    for (let i = 0; i < 2; i += 1)
      await ctx.app.inject({
        method: 'POST',
        url: '/api/customs-declarations',
        payload: minimalDeclaration,
      });
    const actor = { id: 'local', name: 'Sarah Chen', role: 'admin' };
    await recordAuditEvent(ctx.infra.prisma, {
      actor,
      action: 'create',
      entityType: 'basic-ordering-agreements',
      entityId: 4,
    });
    await recordAuditEvent(ctx.infra.prisma, { actor, action: 'sign_in' });

    const types = await ctx.app.inject({ method: 'GET', url: '/api/audit-events/entity-types' });
    expect(types.json()).toEqual(['basic-ordering-agreements', 'customs-declarations']);
    const filtered = await ctx.app.inject({
      method: 'GET',
      url: '/api/audit-events?entityType=basic-ordering-agreements',
    });
    expect(filtered.json()).toMatchObject([
      { entityType: 'basic-ordering-agreements', entityId: '4' },
    ]);
  });

  it('keeps the trail append-only; only the retention purge removes old events', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/customs-declarations',
      payload: minimalDeclaration,
    });
    const { prisma } = ctx.infra;
    await expect(
      prisma.$executeRaw`UPDATE audit_events SET "actorName" = 'someone else'`,
    ).rejects.toThrow(/append-only/);
    await expect(prisma.$executeRaw`DELETE FROM audit_events`).rejects.toThrow(/append-only/);
    await prisma.auditEvent.create({
      data: {
        actorId: 'old',
        actorName: 'Old',
        actorRole: 'user',
        action: 'create',
        occurredAt: new Date(Date.now() - 40 * 24 * 3600 * 1000),
      },
    });
    expect(await purgeAuditEvents({ prisma, retentionDays: 30 })).toBe(1);
    expect(await prisma.auditEvent.count()).toBe(1);
  });
});

describe('AUTH_MODE=proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: {
        AUTH_MODE: 'proxy',
        AUTH_PROXY_TRUSTED_ADDRESSES: '10.0.0.5,192.168.50.0/24',
        AUTH_ADMIN_GROUPS: 'platform-admins',
        AUTH_OFFICER_GROUPS: 'compliance,officers',
      },
    });
  });
  afterAll(() => ctx.close());
  beforeEach(() => resetDatabase(ctx.infra));

  const as = (groups: string, remoteAddress = '10.0.0.5') => ({
    remoteAddress,
    headers: {
      'x-forwarded-user': `user-${groups || 'none'}`,
      'x-forwarded-email': 'ana.lima@example.com',
      'x-forwarded-preferred-username': 'Ana Lima',
      'x-forwarded-groups': groups,
    },
  });

  it('takes the identity and role from the trusted proxy headers', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/session',
      ...as('officers'),
    });
    expect(response.json()).toEqual({
      user: {
        id: 'user-officers',
        name: 'Ana Lima',
        email: 'ana.lima@example.com',
        role: 'compliance_officer',
      },
      authMode: 'proxy',
      signOutUrl: null,
    });
    const subnet = await ctx.app.inject({
      method: 'GET',
      url: '/api/session',
      ...as('platform-admins', '192.168.50.17'),
    });
    expect(subnet.json().user.role).toBe('admin');
  });

  it('refuses identity headers from any other address, and requests with none', async () => {
    const spoofed = await ctx.app.inject({
      method: 'GET',
      url: '/api/session',
      ...as('platform-admins', '10.0.0.6'),
    });
    expect(spoofed.statusCode).toBe(401);
    expect(spoofed.json().message).toBe('Sign-in required');
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: '/api/customs-declarations',
      remoteAddress: '10.0.0.5',
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('lets only officers and admins change declaration status, and only admins refresh lists', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/customs-declarations',
      ...as(''),
      payload: { ...minimalDeclaration, status: 'draft' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const byUser = await ctx.app.inject({
      method: 'POST',
      url: `/api/customs-declarations/${id}/status`,
      ...as(''),
      payload: { status: 'submitted' },
    });
    expect(byUser.statusCode).toBe(403);
    expect(byUser.json().message).toBe('This action needs the admin or compliance officer role');
    const byOfficer = await ctx.app.inject({
      method: 'POST',
      url: `/api/customs-declarations/${id}/status`,
      ...as('compliance'),
      payload: { status: 'submitted' },
    });
    expect(byOfficer.statusCode).toBe(200);

    for (const groups of ['', 'compliance']) {
      const refresh = await ctx.app.inject({
        method: 'POST',
        url: '/api/screening/lists/refresh',
        ...as(groups),
        payload: {},
      });
      expect(refresh.statusCode).toBe(403);
      expect(refresh.json().message).toBe('This action needs the admin role');
    }
    const screening = await ctx.app.inject({
      method: 'POST',
      url: '/api/sanctions-screening',
      ...as(''),
      payload: {},
    });
    expect(screening.statusCode).toBe(403);
    for (const url of ['/api/audit-events', '/api/audit-events/entity-types']) {
      const audit = await ctx.app.inject({ method: 'GET', url, ...as('') });
      expect(audit.statusCode, url).toBe(403);
    }

    const events = await ctx.app.inject({
      method: 'GET',
      url: '/api/audit-events',
      ...as('compliance'),
    });
    expect(
      events
        .json()
        .map((event: { actorId: string; action: string }) => [event.actorId, event.action]),
    ).toEqual([
      ['user-compliance', 'status_change'],
      ['user-none', 'create'],
    ]);
  });
});

describe('audit retention job', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ withWorkers: true });
  });
  afterAll(() => ctx.close());
  beforeEach(() => resetDatabase(ctx.infra));

  it('is scheduled daily in BullMQ and removes events past AUDIT_RETENTION_DAYS', async () => {
    const { Queue } = await import('bullmq');
    const { QUEUES } = await import('@compliance/contracts/queues');
    const { scheduleAuditRetention } = await import('../../core/src/audit/retention');
    await scheduleAuditRetention(ctx.infra);
    const queue = new Queue(QUEUES.auditRetention, { connection: ctx.infra.redis! });
    const schedulers = await queue.getJobSchedulers();
    await queue.close();
    expect(schedulers.map((scheduler) => scheduler.pattern)).toEqual(['17 3 * * *']);

    const { prisma } = ctx.infra;
    const day = 24 * 3600 * 1000;
    for (const ageDays of [3000, 2556, 10]) {
      await prisma.auditEvent.create({
        data: {
          actorId: 'local',
          actorName: 'Sarah Chen',
          actorRole: 'admin',
          action: 'create',
          occurredAt: new Date(Date.now() - ageDays * day),
        },
      });
    }
    await ctx.infra.dispatcher.enqueue(QUEUES.auditRetention, {}, { jobId: 'retention-now' });
    await waitFor(async () => (await prisma.auditEvent.count()) === 1);
    const [kept] = await prisma.auditEvent.findMany();
    expect(Date.now() - kept!.occurredAt.getTime()).toBeLessThan(11 * day);
  });
});
