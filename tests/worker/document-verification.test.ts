import { QUEUES } from '@compliance/contracts/queues';
import { verificationJobId } from '@compliance/core/documents/enqueue-verification';
import { Worker } from 'bullmq';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startWorkers } from '../../worker/src/runtime';
import { makeInvoicePdf } from '../fixtures/documents/make-fixtures';
import { multipartBody } from '../helpers/multipart';
import { createTestApp, resetDatabase, type TestContext, waitFor } from '../helpers/test-app';

describe('document-verification job', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ withWorkers: true });
  });
  afterAll(() => ctx.close());
  beforeEach(() => resetDatabase(ctx.infra));

  const upload = async (
    file: Buffer,
    name = 'Invoice INV-2041',
    type = 'commercial_invoice',
    replaces?: number,
  ) => {
    const { body, contentType } = multipartBody([
      { name: 'name', value: name },
      { name: 'type', value: type },
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

  const decided = (id: number) =>
    waitFor(async () => {
      const row = await ctx.infra.prisma.document.findUniqueOrThrow({ where: { id } });
      return row.status === 'pending' ? null : row;
    });

  it('verifies a complete commercial invoice through a real BullMQ worker', async () => {
    const { id } = await upload(Buffer.from(await makeInvoicePdf({ pages: 3 })));
    const row = await decided(id);
    expect(row.status).toBe('verified');
    expect(row.pageCount).toBe(3);
    expect(row.verifiedAt).not.toBeNull();
    const api = (await ctx.app.inject({ method: 'GET', url: `/api/documents/${id}` })).json();
    expect(api.verification.extractedFields).toHaveProperty('invoiceNumber');
  });

  it('rejects an invoice without a total, raises an error alert and opens an import review', async () => {
    const { id } = await upload(
      Buffer.from(await makeInvoicePdf({ omit: ['total'] })),
      'Invoice without total',
    );
    const row = await decided(id);
    expect(row.status).toBe('rejected');
    expect(row.reasons.join(' ')).toMatch(/total/i);

    const alert = await waitFor(() =>
      ctx.infra.prisma.complianceAlert.findFirst({
        where: { subjectType: 'document', subjectId: id },
      }),
    );
    expect(alert).toMatchObject({ severity: 'error', status: 'open' });
    expect(alert.title).toContain('Invoice without total');
    const workflow = await waitFor(() =>
      ctx.infra.prisma.complianceWorkflow.findFirst({
        where: { subjectType: 'document', subjectId: id },
        include: { steps: true },
      }),
    );
    expect(workflow).toMatchObject({ type: 'import_review', status: 'pending', progress: 0 });
    expect([1, 2, 3]).toContain(workflow.assignedTo);
    expect(workflow.steps).toHaveLength(4);

    // Another supplier's invoice verifying says nothing about this one: the review stays where
    // it was and the alert stays open once that document's event has been handled.
    const other = await upload(Buffer.from(await makeInvoicePdf()), 'Other supplier invoice');
    expect((await decided(other.id)).status).toBe('verified');
    await waitFor(() =>
      ctx.infra.prisma.domainEvent.findFirst({
        where: { type: 'document.verified', subjectId: other.id, processedAt: { not: null } },
      }),
    );
    expect(
      await ctx.infra.prisma.complianceWorkflow.findUniqueOrThrow({ where: { id: workflow.id } }),
    ).toMatchObject({ progress: 0, status: 'pending' });
    expect(
      await ctx.infra.prisma.complianceAlert.findUniqueOrThrow({ where: { id: alert.id } }),
    ).toMatchObject({ status: 'open' });

    // Its corrected copy completes the upload step (1 of 4 -> 25%) and resolves the alert.
    await upload(Buffer.from(await makeInvoicePdf()), 'Corrected invoice', undefined, id);
    const advanced = await waitFor(async () => {
      const current = await ctx.infra.prisma.complianceWorkflow.findUniqueOrThrow({
        where: { id: workflow.id },
      });
      return current.progress > 0 ? current : null;
    });
    expect(advanced).toMatchObject({ progress: 25, status: 'in_progress' });
    const resolved = await ctx.infra.prisma.complianceAlert.findUniqueOrThrow({
      where: { id: alert.id },
    });
    expect(resolved.status).toBe('resolved');
  });

  it('picks up a job whose worker died mid-job (stalled) and completes it', async () => {
    // Stop the healthy workers so the doomed one takes the job.
    await ctx.workers!.close();
    let started!: () => void;
    const jobStarted = new Promise<void>((resolve) => (started = resolve));
    const doomed = new Worker(
      QUEUES.documentVerification,
      async () => {
        started();
        await new Promise(() => {}); // never finishes: the process "dies" while holding the job
      },
      {
        connection: ctx.infra.redis!.duplicate({ maxRetriesPerRequest: null }),
        lockDuration: 2000,
        stalledInterval: 1000,
      },
    );
    const { id } = await upload(Buffer.from(await makeInvoicePdf()), 'Survivor');
    await jobStarted;
    // Simulate kill -9: no graceful release, lock renewals stop.
    await doomed.close(true);

    ctx.workers = await startWorkers(ctx.infra, {
      lockDurationMs: 2000,
      stalledIntervalMs: 1000,
      sweepIntervalMs: 3_600_000,
    });
    const row = await decided(id);
    expect(row.status).toBe('verified');
  });

  it('re-enqueues a pending document whose job was lost', async () => {
    const { id } = await upload(Buffer.from(await makeInvoicePdf()), 'Lost job');
    await decided(id);
    // The worker writes the result before BullMQ marks its job completed: a job still active is
    // rightly left alone by the sweep, so wait until it has finished.
    await waitFor(
      async () =>
        (await ctx.infra.dispatcher.state(QUEUES.documentVerification, verificationJobId(id))) ===
        'completed',
    );
    // Put it back to pending with its job finished, as if Redis had lost the queued job.
    await ctx.infra.prisma.document.update({
      where: { id },
      data: { status: 'pending', reasons: [], uploadedAt: new Date(Date.now() - 5 * 60_000) },
    });
    await ctx.workers!.sweep();
    const row = await decided(id);
    expect(row.status).toBe('verified');
  });
});
