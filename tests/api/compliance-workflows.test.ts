import type { ComplianceWorkflow } from '@compliance/contracts';
import { describe, expect, it } from 'vitest';

import { createWorkflow } from '../factories/compliance-rows';
import { waitFor } from '../helpers/test-app';
import { useChangeNotices, useTestApp } from '../helpers/use-test-app';

const DAY = 24 * 3600 * 1000;
const MINUTE = 60_000;

describe('/api/compliance-workflows', () => {
  const ctx = useTestApp();
  const notices = useChangeNotices(ctx);
  const db = () => ctx().infra.prisma;

  const get = (url: string) => ctx().app.inject({ method: 'GET', url });
  const list = async (query = '') => {
    const response = await get(`/api/compliance-workflows${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as ComplianceWorkflow[];
  };
  const complete = (id: number | string, position: number | string, payload?: unknown) =>
    ctx().app.inject({
      method: 'POST',
      url: `/api/compliance-workflows/${id}/steps/${position}/complete`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const seedWorkflows = async () => {
    const now = Date.now();
    const due = new Date(now + 5 * DAY);
    const at = (minutes: number) => new Date(now + minutes * MINUTE);
    const a = await createWorkflow(db(), { dueDate: due, createdAt: at(0) });
    const b = await createWorkflow(db(), {
      status: 'in_progress',
      dueDate: new Date(now + DAY),
      createdAt: at(-10),
    });
    const c = await createWorkflow(db(), { dueDate: null, createdAt: at(5) });
    const d = await createWorkflow(db(), { status: 'completed', progress: 100, createdAt: at(8) });
    const e = await createWorkflow(db(), { status: 'cancelled', createdAt: at(-20) });
    const f = await createWorkflow(db(), {
      type: 'export_review',
      dueDate: due,
      createdAt: at(1),
      subjectType: 'document',
      subjectId: 7,
    });
    return { a, b, c, d, e, f };
  };

  describe('GET /', () => {
    it('puts active work first by due date, then finished work newest first', async () => {
      const { a, b, c, d, e, f } = await seedWorkflows();
      const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
      expect(ids(await list())).toEqual(ids([b, f, a, c, d, e]));
      expect(ids(await list('?limit=2'))).toEqual(ids([b, f]));
      expect(ids(await list('?limit=5'))).toEqual(ids([b, f, a, c, d]));
      expect(ids(await list('?status=completed'))).toEqual(ids([d]));
      expect(ids(await list('?status=pending,cancelled'))).toEqual(ids([f, a, c, e]));
      expect(ids(await list('?type=export_review'))).toEqual(ids([f]));
    });

    const nextLink = (link: unknown) =>
      /<([^>]+)>;\s*rel="next"/.exec(String(link ?? ''))?.[1] ?? null;
    const readAll = async (first: string) => {
      const ids: number[] = [];
      let url: string | null = first;
      while (url) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['x-total-count']).toBeDefined();
        ids.push(...(response.json() as ComplianceWorkflow[]).map((row) => row.id));
        url = nextLink(response.headers.link);
      }
      return ids;
    };

    it('pages the work order with X-Total-Count and Link rel="next", across both halves', async () => {
      const { a, b, c, d, e, f } = await seedWorkflows();
      const order = [b, f, a, c, d, e].map((row) => row.id);
      const first = await get('/api/compliance-workflows?limit=2');
      expect(first.headers['x-total-count']).toBe('6');
      expect(nextLink(first.headers.link)).toMatch(
        /^\/api\/compliance-workflows\?limit=2&cursor=[\w-]+$/,
      );
      for (const limit of [1, 2, 3, 4]) {
        expect(await readAll(`/api/compliance-workflows?limit=${limit}`), `limit ${limit}`).toEqual(
          order,
        );
      }
      const byName = await readAll('/api/compliance-workflows?limit=2&sort=name');
      const names = (await list('?sort=name')).map((row) => row.name);
      expect(names).toEqual([...names].sort());
      expect(byName).toHaveLength(6);
      expect(await readAll('/api/compliance-workflows?limit=2&sort=-createdAt')).toEqual(
        [d, c, f, a, b, e].map((row) => row.id),
      );
    });

    it('continues after a cursor whose rows were deleted, and refuses bad paging input', async () => {
      const { a, b, c, d, e, f } = await seedWorkflows();
      const first = await get('/api/compliance-workflows?limit=2');
      expect((first.json() as ComplianceWorkflow[]).map((row) => row.id)).toEqual([b.id, f.id]);
      await db().complianceWorkflow.deleteMany({ where: { id: { in: [f.id, a.id] } } });
      const rest = await readAll(nextLink(first.headers.link)!);
      expect(rest).toEqual([c, d, e].map((row) => row.id));
      const cases: Array<[string, RegExp]> = [
        ['?cursor=garbage', /cursor is malformed/],
        ['?limit=0', /limit must be at least 1/],
        ['?limit=501', /limit must be at most 500/],
        // The work order has no reverse, so the allowed values do not offer one.
        ['?sort=dueDate', /sort must be one of: priority, createdAt, -createdAt,/],
        ['?sort=-priority', /sort must be one of: priority, createdAt/],
      ];
      for (const [query, message] of cases) {
        const response = await get(`/api/compliance-workflows${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().message, query).toMatch(message);
      }
    });

    it('searches names on the server and exports the filtered list as CSV', async () => {
      await seedWorkflows();
      const special = await createWorkflow(db(), { name: 'Cocoa import licence check' });
      const found = await list('?q=COCOA');
      expect(found.map((row) => row.id)).toEqual([special.id]);
      const csv = await get('/api/compliance-workflows/export.csv?status=pending');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = csv.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'Code,Name,Type,Status,Assigned to,Due,Progress (%),Steps done,Created',
      );
      // a, c, f and the cocoa one are pending.
      expect(lines).toHaveLength(5);
      expect(csv.body).toContain('Cocoa import licence check');
    });

    it('returns the spec fields with code, step counts and the subject link', async () => {
      const { f, c } = await seedWorkflows();
      const rows = await list();
      expect(rows.find((row) => row.id === f.id)).toEqual({
        id: f.id,
        code: `WF-${String(f.id).padStart(3, '0')}`,
        name: f.name,
        type: 'export_review',
        status: 'pending',
        assignedTo: 1,
        dueDate: f.dueDate!.toISOString(),
        progress: 0,
        stepsTotal: 2,
        stepsCompleted: 0,
        subjectType: 'document',
        subjectId: 7,
        link: '/documents?focus=7',
        commodityCategoryId: null,
        createdAt: f.createdAt.toISOString(),
        updatedAt: f.updatedAt.toISOString(),
      });
      expect(rows.find((row) => row.id === c.id)).toMatchObject({ dueDate: null, link: null });
    });

    it.each([
      ['?limit=ten', /limit must be a number/],
      ['?status=done', /status must be one of: pending, in_progress, completed, cancelled/],
      ['?type=audit', /type must be one of/],
      ['?commodityCategoryId=-1', /id must be positive/],
    ])('answers 400 to %s', async (query, message) => {
      const response = await get(`/api/compliance-workflows${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    });
  });

  describe('GET /:id', () => {
    it('returns the workflow with its steps in order', async () => {
      const workflow = await createWorkflow(db(), { steps: ['One', 'Two', 'Three'] });
      const response = await get(`/api/compliance-workflows/${workflow.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().steps).toEqual([
        { position: 1, title: 'One', completedAt: null, completedBy: null },
        { position: 2, title: 'Two', completedAt: null, completedBy: null },
        { position: 3, title: 'Three', completedAt: null, completedBy: null },
      ]);
    });

    it('answers 404 for an unknown workflow and 400 for a bad id', async () => {
      const missing = await get('/api/compliance-workflows/42');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Workflow 42 not found');
      expect((await get('/api/compliance-workflows/abc')).statusCode).toBe(400);
      expect((await get('/api/compliance-workflows/0')).statusCode).toBe(400);
    });
  });

  describe('POST /:id/steps/:position/complete', () => {
    it('advances progress and status step by step, and tells browsers to refetch', async () => {
      const workflow = await createWorkflow(db(), { steps: ['A', 'B', 'C', 'D'] });
      const first = await complete(workflow.id, 2, { completedBy: 3 });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        status: 'in_progress',
        progress: 25,
        stepsCompleted: 1,
      });
      expect(first.json().steps[1]).toMatchObject({
        completedBy: 3,
        completedAt: expect.any(String),
      });
      for (const position of [1, 3])
        expect((await complete(workflow.id, position)).statusCode).toBe(200);
      const last = await complete(workflow.id, 4);
      expect(last.json()).toMatchObject({ status: 'completed', progress: 100, stepsCompleted: 4 });
      await waitFor(async () => notices.length >= 4);
      expect(notices[0]!.keys).toEqual([
        '/api/compliance-workflows',
        `/api/compliance-workflows/${workflow.id}`,
        '/api/dashboard/stats',
      ]);
    });

    it('answers 409 for a step already done or a finished workflow', async () => {
      const workflow = await createWorkflow(db());
      await complete(workflow.id, 1);
      const again = await complete(workflow.id, 1);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/Step 1 of WF-\d{3} is already completed/);
      const cancelled = await createWorkflow(db(), { status: 'cancelled' });
      const closed = await complete(cancelled.id, 1);
      expect(closed.statusCode).toBe(409);
      expect(closed.json().message).toMatch(/is already cancelled/);
    });

    it('answers 404 for an unknown workflow or step', async () => {
      const workflow = await createWorkflow(db());
      expect((await complete(999, 1)).statusCode).toBe(404);
      const step = await complete(workflow.id, 7);
      expect(step.statusCode).toBe(404);
      expect(step.json().message).toMatch(/has no step 7/);
    });

    it.each([
      ['a non-numeric position', 'x', undefined, /position must be a number/],
      ['a wrong completedBy type', 1, { completedBy: 'me' }, /completedBy must be a number/],
      [
        'a user nobody knows',
        1,
        { completedBy: 999999 },
        /completedBy must be one of the users 1, 2, 3/,
      ],
      ['an unknown field', 1, { note: 'done' }, /note/],
    ])('answers 400 to %s', async (_label, position, payload, message) => {
      const workflow = await createWorkflow(db());
      const response = await complete(workflow.id, position, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
      expect(await db().workflowStep.count({ where: { completedAt: { not: null } } })).toBe(0);
    });

    it('answers 400 to malformed JSON', async () => {
      const workflow = await createWorkflow(db());
      const response = await ctx().app.inject({
        method: 'POST',
        url: `/api/compliance-workflows/${workflow.id}/steps/1/complete`,
        headers: { 'content-type': 'application/json' },
        payload: '{completedBy: 1',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Malformed JSON body');
    });
  });

  describe('POST /:id/cancel', () => {
    it('cancels active work, is idempotent, and refuses completed work', async () => {
      const workflow = await createWorkflow(db(), { status: 'in_progress' });
      const url = `/api/compliance-workflows/${workflow.id}/cancel`;
      const response = await ctx().app.inject({ method: 'POST', url });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('cancelled');
      expect((await ctx().app.inject({ method: 'POST', url })).statusCode).toBe(200);
      // A cancelled workflow keeps its status even when a step is completed behind its back.
      expect((await complete(workflow.id, 1)).statusCode).toBe(409);

      const done = await createWorkflow(db(), { status: 'completed', progress: 100 });
      const refused = await ctx().app.inject({
        method: 'POST',
        url: `/api/compliance-workflows/${done.id}/cancel`,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/is already completed/);
      const missing = await ctx().app.inject({
        method: 'POST',
        url: '/api/compliance-workflows/77/cancel',
      });
      expect(missing.statusCode).toBe(404);
    });
  });
});
