import type { ComplianceAlert } from '@compliance/contracts';
import { describe, expect, it } from 'vitest';

import { createAlert } from '../factories/compliance-rows';
import { waitFor } from '../helpers/test-app';
import { useChangeNotices, useTestApp } from '../helpers/use-test-app';

const MINUTE = 60_000;

describe('/api/compliance-alerts', () => {
  const ctx = useTestApp();
  const notices = useChangeNotices(ctx);
  const db = () => ctx().infra.prisma;

  const list = async (query = '') => {
    const response = await ctx().app.inject({
      method: 'GET',
      url: `/api/compliance-alerts${query}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as ComplianceAlert[];
  };
  const patch = (id: number | string, payload: unknown) =>
    ctx().app.inject({
      method: 'PATCH',
      url: `/api/compliance-alerts/${id}`,
      payload: payload as object,
    });

  const seedAlerts = async () => {
    const now = Date.now();
    const doc = await createAlert(db(), {
      title: 'Commercial Invoice rejected: INV-1',
      subjectType: 'document',
      subjectId: 12,
      createdAt: new Date(now - 3 * MINUTE),
    });
    const category = await createAlert(db(), {
      severity: 'warning',
      subjectType: 'commodity_category',
      subjectId: 3,
      createdAt: new Date(now - 2 * MINUTE),
    });
    const orphan = await createAlert(db(), {
      severity: 'info',
      subjectType: 'demo',
      createdAt: new Date(now - MINUTE),
    });
    const acknowledged = await createAlert(db(), {
      status: 'acknowledged',
      createdAt: new Date(now),
    });
    const resolved = await createAlert(db(), {
      status: 'resolved',
      resolvedAt: new Date(now),
      createdAt: new Date(now + MINUTE),
    });
    return { doc, category, orphan, acknowledged, resolved };
  };

  describe('GET', () => {
    it('lists open and acknowledged alerts newest first, with links to their subjects', async () => {
      const rows = await seedAlerts();
      const alerts = await list();
      expect(alerts.map((a) => a.id)).toEqual(
        [rows.acknowledged, rows.orphan, rows.category, rows.doc].map((r) => r.id),
      );
      expect(alerts[3]).toEqual({
        id: rows.doc.id,
        title: 'Commercial Invoice rejected: INV-1',
        description: 'Something needs a look',
        severity: 'error',
        status: 'open',
        subjectType: 'document',
        subjectId: 12,
        link: '/documents?focus=12',
        createdAt: rows.doc.createdAt.toISOString(),
        updatedAt: rows.doc.updatedAt.toISOString(),
        resolvedAt: null,
      });
      expect(alerts[2]!.link).toBe('/commodity/3');
      expect(alerts[1]!.link).toBeNull();
    });

    it('honours limit, status and severity filters', async () => {
      const rows = await seedAlerts();
      expect((await list('?limit=2')).map((a) => a.id)).toEqual([
        rows.acknowledged.id,
        rows.orphan.id,
      ]);
      expect((await list('?status=resolved')).map((a) => a.id)).toEqual([rows.resolved.id]);
      expect(await list('?status=open,resolved&limit=10')).toHaveLength(4);
      expect(await list('?status=open&status=acknowledged')).toHaveLength(4);
      expect((await list('?severity=warning,info')).map((a) => a.id)).toEqual([
        rows.orphan.id,
        rows.category.id,
      ]);
    });

    it.each([
      ['?limit=abc', /limit must be a number/],
      ['?limit=0', /limit must be at least 1/],
      ['?limit=501', /limit must be at most 500/],
      ['?status=closed', /status must be one of: open, acknowledged, resolved/],
      ['?status=', /status must not be empty/],
      ['?severity=critical', /severity must be one of/],
    ])('answers 400 to %s', async (query, message) => {
      const response = await ctx().app.inject({
        method: 'GET',
        url: `/api/compliance-alerts${query}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringMatching(message),
      });
    });
  });

  describe('PATCH /:id', () => {
    it('acknowledges, then resolves, and tells browsers to refetch', async () => {
      const alert = await createAlert(db());
      const acknowledged = await patch(alert.id, { status: 'acknowledged' });
      expect(acknowledged.statusCode).toBe(200);
      expect(acknowledged.json()).toMatchObject({
        id: alert.id,
        status: 'acknowledged',
        resolvedAt: null,
      });
      expect((await list()).map((a) => a.status)).toEqual(['acknowledged']);

      const resolved = await patch(alert.id, { status: 'resolved' });
      expect(resolved.statusCode).toBe(200);
      expect(resolved.json().resolvedAt).toEqual(expect.any(String));
      expect(await list()).toEqual([]);
      expect((await list('?status=resolved'))[0]!.id).toBe(alert.id);
      await waitFor(async () => notices.length >= 2);
      expect(notices[0]!.keys).toEqual(['/api/compliance-alerts', '/api/dashboard/stats']);
    });

    it('is idempotent for the same status and refuses to reopen a resolved alert', async () => {
      const alert = await createAlert(db(), { status: 'resolved' });
      expect((await patch(alert.id, { status: 'resolved' })).statusCode).toBe(200);
      const reopen = await patch(alert.id, { status: 'acknowledged' });
      expect(reopen.statusCode).toBe(409);
      expect(reopen.json().message).toBe(`Alert ${alert.id} is already resolved`);
    });

    it('answers 404 for an unknown alert', async () => {
      const response = await patch(999, { status: 'resolved' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Alert 999 not found');
    });

    it.each([
      ['a non-numeric id', 'abc', { status: 'resolved' }, /id must be a number/],
      [
        'an unknown status',
        1,
        { status: 'closed' },
        /status must be one of: acknowledged, resolved/,
      ],
      ['reopening by hand', 1, { status: 'open' }, /status must be one of/],
      ['a missing status', 1, {}, /status/],
      ['an extra field', 1, { status: 'resolved', severity: 'info' }, /severity/],
      ['a wrong type', 1, { status: 3 }, /status must be one of/],
    ])('answers 400 to %s', async (_label, id, payload, message) => {
      await createAlert(db());
      const response = await patch(id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
      expect((await db().complianceAlert.findFirstOrThrow()).status).toBe('open');
    });

    it('answers 400 to malformed JSON', async () => {
      const alert = await createAlert(db());
      const response = await ctx().app.inject({
        method: 'PATCH',
        url: `/api/compliance-alerts/${alert.id}`,
        headers: { 'content-type': 'application/json' },
        payload: '{"status": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Malformed JSON body');
    });
  });
});
