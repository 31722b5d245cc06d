// The event path end to end: a document rejected by the real worker raises an alert and opens a
// review workflow (domain event through BullMQ), and the dashboard endpoints show both live.
import type {
  ComplianceAlert,
  ComplianceWorkflow,
  ComplianceWorkflowDetail,
  DashboardStats,
} from '@compliance/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { ChangeNotice } from '../../core/src/infra';
import { makeInvoicePdf } from '../fixtures/documents/make-fixtures';
import { multipartBody } from '../helpers/multipart';
import { createTestApp, resetDatabase, type TestContext, waitFor } from '../helpers/test-app';

describe('alerts and workflows from document events', () => {
  let ctx: TestContext;
  const notices: ChangeNotice[] = [];

  beforeAll(async () => {
    ctx = await createTestApp({ withWorkers: true });
    ctx.infra.notifier.subscribe((notice) => notices.push(notice));
    await waitFor(async () => {
      await ctx.infra.notifier.publish({ keys: ['probe'] });
      return notices.length > 0;
    });
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await resetDatabase(ctx.infra);
    notices.length = 0;
  });

  const getJson = async <T>(url: string): Promise<T> => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.json() as T;
  };

  const upload = async (file: Buffer, name: string, replaces?: number) => {
    const { body, contentType } = multipartBody([
      { name: 'name', value: name },
      { name: 'type', value: 'commercial_invoice' },
      ...(replaces ? [{ name: 'replaces', value: String(replaces) }] : []),
      { name: 'file', value: file, fileName: `${name}.pdf`, contentType: 'application/pdf' },
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: body,
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number };
  };

  it('a rejected invoice shows up as an alert, a workflow and a risk flag', async () => {
    const before = await getJson<DashboardStats>('/api/dashboard/stats');
    const { id } = await upload(
      Buffer.from(await makeInvoicePdf({ omit: ['total'] })),
      'Invoice without total',
    );

    const [alert] = await waitFor(async () => {
      const alerts = await getJson<ComplianceAlert[]>('/api/compliance-alerts?limit=5');
      return alerts.length ? alerts : null;
    });
    expect(alert).toMatchObject({
      severity: 'error',
      status: 'open',
      subjectType: 'document',
      subjectId: id,
      link: `/documents?focus=${id}`,
      title: expect.stringContaining('Invoice without total'),
      description: expect.stringMatching(/total/i),
    });

    const [workflow] = await getJson<ComplianceWorkflow[]>('/api/compliance-workflows?limit=10');
    expect(workflow).toMatchObject({
      type: 'import_review',
      status: 'pending',
      progress: 0,
      stepsTotal: 4,
      link: `/documents?focus=${id}`,
      dueDate: expect.any(String),
    });
    expect([1, 2, 3]).toContain(workflow!.assignedTo);

    const after = await getJson<DashboardStats>('/api/dashboard/stats');
    expect(after.riskFlags).toBe(before.riskFlags + 1);
    expect(after.totalDocuments).toBe(before.totalDocuments + 1);
    // The document is decided (not pending) but its review workflow is open.
    expect(after.pendingReviews).toBe(before.pendingReviews + 1);
    expect(after.complianceScore).toBe(0);

    // Browsers were told to refetch the alert, workflow and stats queries.
    const keys = await waitFor(async () => {
      const all = new Set(notices.flatMap((notice) => notice.keys));
      return all.has('/api/compliance-alerts') ? all : null;
    });
    expect([...keys]).toEqual(
      expect.arrayContaining([
        '/api/compliance-alerts',
        '/api/compliance-workflows',
        '/api/dashboard/stats',
        '/api/documents',
      ]),
    );

    // Its corrected copy completes the upload step and resolves the alert; stats follow.
    const corrected = await upload(Buffer.from(await makeInvoicePdf()), 'Corrected invoice', id);
    expect(corrected).toMatchObject({ replacesId: id });
    const advanced = await waitFor(async () => {
      const detail = await getJson<ComplianceWorkflowDetail>(
        `/api/compliance-workflows/${workflow!.id}`,
      );
      return detail.progress > 0 ? detail : null;
    });
    expect(advanced).toMatchObject({ status: 'in_progress', progress: 25, stepsCompleted: 1 });
    expect(advanced.steps[2]!.completedAt).not.toBeNull();
    expect(await getJson<ComplianceAlert[]>('/api/compliance-alerts')).toEqual([]);
    const resolved = await getJson<DashboardStats>('/api/dashboard/stats');
    expect(resolved.riskFlags).toBe(before.riskFlags);
    expect(resolved.complianceScore).toBe(50);
  });
});
